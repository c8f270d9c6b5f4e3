import type { FirebaseWebConfig } from "@initiative-planner/contract/runtime-config";
import type { Auth, User } from "firebase/auth";
import {
  IdentityError,
  type IdentityProvider,
  type IdentityToken,
  type IdentityUser,
} from "@/lib/auth/identity-provider";
import { removeItem, writeJson } from "@/lib/browser-storage";

export const GOOGLE_ACCESS_TOKEN_KEY = "auth:google-access-token";

type AuthModule = typeof import("firebase/auth");

function toIdentityUser(user: User): IdentityUser {
  return {
    uid: user.uid,
    displayName: user.displayName,
    email: user.email,
    photoURL: user.photoURL,
    emailVerified: user.emailVerified,
    providerId: user.providerData[0]?.providerId ?? null,
    metadata: {
      creationTime: user.metadata.creationTime ?? null,
      lastSignInTime: user.metadata.lastSignInTime ?? null,
    },
  };
}

/** Firebase's `auth/popup-closed-by-user` becomes IdentityError `popup-closed-by-user`. */
function toIdentityError(error: unknown): IdentityError {
  const code = (error as { code?: unknown })?.code;
  if (typeof code === "string") return new IdentityError(code.replace(/^auth\//, ""), String(error));
  return new IdentityError("internal-error", error instanceof Error ? error.message : String(error));
}

/**
 * Firebase Authentication with Google (AUTH_MODE=firebase). The SDK is imported only here and only on
 * first use, so dev-mode builds never download it.
 */
export class FirebaseIdentityProvider implements IdentityProvider {
  private loaded: Promise<{ auth: Auth; mod: AuthModule }> | null = null;

  constructor(private readonly config: FirebaseWebConfig) {}

  private load() {
    this.loaded ??= (async () => {
      const [{ initializeApp }, mod] = await Promise.all([import("firebase/app"), import("firebase/auth")]);
      const auth = mod.getAuth(initializeApp(this.config));
      return { auth, mod };
    })();
    return this.loaded;
  }

  async restore(): Promise<IdentityUser | null> {
    const { auth } = await this.load();
    await auth.authStateReady();
    return auth.currentUser ? toIdentityUser(auth.currentUser) : null;
  }

  async signIn(): Promise<IdentityUser> {
    const { auth, mod } = await this.load();
    try {
      // signInWithPopup opens Google's chooser at 500×600.
      const result = await mod.signInWithPopup(auth, new mod.GoogleAuthProvider());
      const accessToken = mod.GoogleAuthProvider.credentialFromResult(result)?.accessToken;
      if (accessToken) writeJson("localStorage", GOOGLE_ACCESS_TOKEN_KEY, accessToken);
      return toIdentityUser(result.user);
    } catch (error) {
      throw toIdentityError(error);
    }
  }

  async getIdToken(forceRefresh: boolean): Promise<IdentityToken | null> {
    const { auth } = await this.load();
    const user = auth.currentUser;
    if (!user) return null;
    try {
      // The SDK itself treats a token as expired 30 s early and refreshes it.
      const result = await user.getIdTokenResult(forceRefresh);
      return { token: result.token, expiresAt: Date.parse(result.expirationTime) };
    } catch (error) {
      throw toIdentityError(error);
    }
  }

  async signOut(): Promise<void> {
    removeItem("localStorage", GOOGLE_ACCESS_TOKEN_KEY);
    const { auth, mod } = await this.load();
    await mod.signOut(auth);
  }
}
