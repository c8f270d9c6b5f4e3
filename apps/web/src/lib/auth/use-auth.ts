import type { BackendUser } from "@initiative-planner/contract/user";
import { useContext, useMemo, useSyncExternalStore } from "react";
import { AuthSessionContext } from "./auth-context";
import type { AuthPhase, AuthSessionHandle, SignOutReason } from "./auth-state";
import type { IdentityUser } from "./identity-provider";

/** The signed-in person as the shell needs it (identity user fields, spec section 3). */
export type AuthUser = IdentityUser;

export interface AuthState {
  /** The identity user, only once the session is complete (backend user loaded too). */
  user: AuthUser | null;
  /** The identity user as soon as the identity provider has one (during 'Connecting to server...'). */
  identityUser: AuthUser | null;
  backendUser: BackendUser | null;
  isAuthenticated: boolean;
  /** True while the session is being restored or connected; protected screens show the loading quote. */
  isLoading: boolean;
  phase: AuthPhase;
  /** The sentence for the red box of /login. */
  error: string | null;
  signOutReason: SignOutReason | null;
  signIn: () => Promise<void>;
  signOut: () => Promise<void>;
  setBackendUser: (user: BackendUser) => void;
  /** Signs out because the backend cannot serve this session; /login shows the reason. */
  abandon: (error: string) => Promise<void>;
  /** Whether the onboarding check already passed in this session (it runs once). */
  isProfileChecked: () => boolean;
  markProfileChecked: () => void;
}

function useSession(): AuthSessionHandle {
  const session = useContext(AuthSessionContext);
  if (!session) throw new Error("useAuth must be used inside AuthProvider");
  return session;
}

export function useAuth(): AuthState {
  const session = useSession();
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot);
  // Stable across renders, so effects may depend on them.
  const actions = useMemo(
    () => ({
      signIn: () => session.signIn(),
      signOut: () => session.signOut("user"),
      setBackendUser: (user: BackendUser) => session.setBackendUser(user),
      abandon: (error: string) => session.abandon(error),
      isProfileChecked: () => session.isProfileChecked,
      markProfileChecked: () => session.markProfileChecked(),
    }),
    [session],
  );
  const isAuthenticated = snapshot.identityUser !== null && snapshot.backendUser !== null;
  return {
    user: isAuthenticated ? snapshot.identityUser : null,
    identityUser: snapshot.identityUser,
    backendUser: snapshot.backendUser,
    isAuthenticated,
    isLoading: snapshot.phase === "restoring" || (snapshot.phase === "connecting" && !isAuthenticated),
    phase: snapshot.phase,
    error: snapshot.error,
    signOutReason: snapshot.signOutReason,
    ...actions,
  };
}
