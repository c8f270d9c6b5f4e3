import type { BackendUser } from "@initiative-planner/contract/user";
import type { IdentityUser } from "./identity-provider";

/**
 * restoring → signed-out ⇄ authenticating → connecting → signed-in. The button of /login reads
 * 'Authenticating...' and 'Connecting to server...' in the middle two.
 */
export type AuthPhase = "restoring" | "signed-out" | "authenticating" | "connecting" | "signed-in";
/** user: Logout; expired: the session could not be kept (second 401, refresh refused). */
export type SignOutReason = "user" | "expired";

export interface AuthSnapshot {
  phase: AuthPhase;
  identityUser: IdentityUser | null;
  backendUser: BackendUser | null;
  error: string | null;
  signOutReason: SignOutReason | null;
}

/**
 * What the app's screens may do with the session. The auth feature's `AuthSession` implements it and
 * provides it; lib code depends on this shape only, never on the feature.
 */
export interface AuthSessionHandle {
  subscribe(listener: () => void): () => void;
  getSnapshot(): AuthSnapshot;
  signIn(): Promise<void>;
  signOut(reason?: SignOutReason): Promise<void>;
  abandon(error: string): Promise<void>;
  setBackendUser(user: BackendUser): void;
  readonly isProfileChecked: boolean;
  markProfileChecked(): void;
  /** The current ID token (cached first); `forceRefresh` asks the identity provider anew. */
  getToken(forceRefresh: boolean): Promise<string | null>;
}
