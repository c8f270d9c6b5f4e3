/** The identity user (spec section 3), as both identity providers describe it. */
export interface IdentityUser {
  uid: string;
  displayName: string | null;
  email: string | null;
  photoURL: string | null;
  emailVerified: boolean;
  /** e.g. google.com */
  providerId: string | null;
  metadata: { creationTime: string | null; lastSignInTime: string | null };
}

/** An ID token and when it really expires (ms since the epoch). */
export interface IdentityToken {
  token: string;
  expiresAt: number;
}

/** Google sign-in: the dev identity provider in dev mode, Firebase Authentication otherwise. */
export interface IdentityProvider {
  /** The user of a previous session on this browser, if it is still there. */
  restore(): Promise<IdentityUser | null>;
  /** Opens the sign-in popup; rejects with an IdentityError. */
  signIn(): Promise<IdentityUser>;
  /** The current ID token, refreshed when it counts as expired or when forced; null when signed out. */
  getIdToken(forceRefresh: boolean): Promise<IdentityToken | null>;
  signOut(): Promise<void>;
}

/** A failure of the identity provider, with Firebase's error code without the `auth/` prefix. */
export class IdentityError extends Error {
  readonly code: string;
  constructor(code: string, message?: string) {
    super(message ?? code);
    this.name = "IdentityError";
    this.code = code;
  }
}

/** Codes after which the session cannot continue (spec section 8: the user is signed out). */
export const FATAL_IDENTITY_CODES = new Set(["user-token-expired", "user-disabled", "user-mismatch"]);

export const isNetworkFailure = (error: unknown) =>
  error instanceof IdentityError && error.code === "network-request-failed";
