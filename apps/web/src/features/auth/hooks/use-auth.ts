/** The signed-in person as the shell needs it (identity user fields, spec section 3). */
export interface AuthUser {
  uid: string;
  displayName: string | null;
  email: string | null;
  photoURL: string | null;
}

export interface AuthState {
  user: AuthUser | null;
  /** True while the session is being restored; protected screens show the loading quote. */
  isLoading: boolean;
  signOut: () => Promise<void>;
}

const signedOut: AuthState = { user: null, isLoading: false, signOut: async () => undefined };

/** Placeholder until the identity feature lands: always signed out. */
export function useAuth(): AuthState {
  return signedOut;
}
