import type { DevTokenResponse } from "@initiative-planner/contract/dev-auth";
import { DEV_AUTH_PREFIX } from "@initiative-planner/contract/route-path";
import {
  IdentityError,
  type IdentityProvider,
  type IdentityToken,
  type IdentityUser,
} from "@/lib/auth/identity-provider";
import { readJson, removeItem, writeJson } from "@/lib/browser-storage";
import { devPopupSignIn } from "./dev-popup-sign-in";
import { decodeJwtPayload } from "./jwt-claims";
import { isIdentityTokenExpired } from "./token-timing";

interface DevSession {
  idToken: string;
  refreshToken: string;
  expiresAt: number;
}

export const DEV_SESSION_KEY = "dev-auth:session";

const str = (value: unknown) => (typeof value === "string" && value ? value : null);
const isoFromSeconds = (value: unknown) =>
  typeof value === "number" ? new Date(value * 1000).toISOString() : null;

export function userFromIdToken(idToken: string): IdentityUser | null {
  const claims = decodeJwtPayload(idToken);
  const uid = str(claims?.sub);
  if (!claims || !uid) return null;
  const firebase = claims.firebase as { sign_in_provider?: unknown } | undefined;
  return {
    uid,
    displayName: str(claims.name),
    email: str(claims.email),
    photoURL: str(claims.picture),
    emailVerified: claims.email_verified === true,
    providerId: str(firebase?.sign_in_provider),
    metadata: { creationTime: null, lastSignInTime: isoFromSeconds(claims.auth_time) },
  };
}

/** The dev identity provider of `/dev-auth/*` (AUTH_MODE=dev): popup sign-in, rotating refresh tokens. */
export class DevIdentityProvider implements IdentityProvider {
  private refreshing: Promise<IdentityToken> | null = null;

  constructor(private readonly now: () => number = Date.now) {}

  async restore(): Promise<IdentityUser | null> {
    const session = this.readSession();
    const user = session ? userFromIdToken(session.idToken) : null;
    if (!user) this.clearSession();
    return user;
  }

  async signIn(): Promise<IdentityUser> {
    const tokens = await devPopupSignIn();
    const user = userFromIdToken(tokens.idToken);
    if (!user) throw new IdentityError("internal-error", "The sign-in window returned an unreadable token");
    this.saveSession(tokens);
    return user;
  }

  async getIdToken(forceRefresh: boolean): Promise<IdentityToken | null> {
    const session = this.readSession();
    if (!session) return null;
    if (!forceRefresh && !isIdentityTokenExpired(session.expiresAt, this.now())) {
      return { token: session.idToken, expiresAt: session.expiresAt };
    }
    // One refresh at a time: refresh tokens rotate, so a second concurrent use would be refused.
    this.refreshing ??= this.refresh(session).finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  async signOut(): Promise<void> {
    const session = this.readSession();
    this.clearSession();
    if (!session) return;
    await fetch(`${DEV_AUTH_PREFIX}/revoke`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ refreshToken: session.refreshToken }),
    }).catch(() => undefined);
  }

  private async refresh(session: DevSession): Promise<IdentityToken> {
    let response: Response;
    try {
      response = await fetch(`${DEV_AUTH_PREFIX}/refresh`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ refreshToken: session.refreshToken }),
      });
    } catch {
      throw new IdentityError("network-request-failed");
    }
    if (response.status === 401) {
      // Another tab may have rotated the token a moment ago; its session is then ours too.
      const latest = this.readSession();
      if (latest && latest.refreshToken !== session.refreshToken) {
        return { token: latest.idToken, expiresAt: latest.expiresAt };
      }
      this.clearSession();
      throw new IdentityError("user-token-expired");
    }
    if (!response.ok)
      throw new IdentityError(response.status >= 500 ? "network-request-failed" : "internal-error");
    // Loaded on first refresh: the schema library is not part of /login's first download.
    const { devTokenResponseSchema } = await import("@initiative-planner/contract/dev-auth");
    const parsed = devTokenResponseSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new IdentityError("internal-error");
    const saved = this.saveSession(parsed.data);
    return { token: saved.idToken, expiresAt: saved.expiresAt };
  }

  private readSession(): DevSession | null {
    const session = readJson<DevSession>("localStorage", DEV_SESSION_KEY);
    return session && typeof session.idToken === "string" && typeof session.refreshToken === "string"
      ? session
      : null;
  }

  private saveSession(tokens: DevTokenResponse): DevSession {
    const session: DevSession = {
      idToken: tokens.idToken,
      refreshToken: tokens.refreshToken,
      expiresAt: this.now() + tokens.expiresIn * 1000,
    };
    writeJson("localStorage", DEV_SESSION_KEY, session);
    return session;
  }

  private clearSession(): void {
    removeItem("localStorage", DEV_SESSION_KEY);
  }
}
