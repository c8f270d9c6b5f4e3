import { toPage } from "@initiative-planner/contract/common";
import { routes } from "@initiative-planner/contract/routes";
import type { BackendUser } from "@initiative-planner/contract/user";
import { DEV_SESSION_KEY } from "@/features/auth/lib/dev-identity-provider";
import { USER_CACHE_KEY } from "@/features/auth/lib/user-cache";
import { apiError, handle } from "./api-handlers";

/** Test helpers for the signed-in person: a dev session as the real sign-in leaves it behind. */

const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

/** An unsigned token with an ID token's claims (and the dev signer's header); the client only reads them. */
export function fakeIdToken(claims: Record<string, unknown>): string {
  return `${base64url({ alg: "RS256", kid: "dev-key", typ: "JWT" })}.${base64url(claims)}.sig`;
}

export function makeBackendUser(overrides: Partial<BackendUser> = {}): BackendUser {
  return {
    id: "uid-ada",
    name: "Ada Lovelace",
    email: "ada@example.com",
    picture: null,
    workstream: "Backend Engineering",
    auth_provider: "google.com",
    date_last_logged_in: "2026-01-02T03:04:05.000Z",
    created_at: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}

/** Usage totals of someone who has not used the AI yet. */
export const NO_USAGE = { calls: 0, input_tokens: 0, output_tokens: 0, cost_usd: null, unpriced_calls: 0 };

/**
 * The one way a test signs in: the dev identity provider's session in local storage (and, unless
 * `cacheUser` is false, the backend user of the last login), read by the real AuthProvider on start.
 * The server knows the person too (`serveUser`).
 */
export function signIn(user: BackendUser = makeBackendUser(), options: { cacheUser?: boolean } = {}) {
  const now = Math.floor(Date.now() / 1000);
  const idToken = fakeIdToken({
    sub: user.id,
    name: user.name,
    email: user.email,
    email_verified: true,
    auth_time: now,
    iat: now,
    exp: now + 3600,
    firebase: { sign_in_provider: "google.com" },
  });
  localStorage.setItem(
    DEV_SESSION_KEY,
    JSON.stringify({ idToken, refreshToken: "refresh-1", expiresAt: Date.now() + 3600_000 }),
  );
  if (options.cacheUser ?? true) localStorage.setItem(USER_CACHE_KEY, JSON.stringify(user));
  serveUser(user);
  return { idToken, user };
}

/**
 * The server's side of a signed-in person: `GET /user` answers them, `GET /user/usage` (the
 * sidebar's) says they have not used the AI yet, and their own Settings panels (access tokens,
 * document storage) are empty. A later `handle` of any of these routes wins.
 */
export function serveUser(user: BackendUser) {
  handle(routes.getUser, () => user);
  handle(routes.userUsage, () => ({
    today: NO_USAGE,
    month: NO_USAGE,
    limits: {
      calls_per_minute: 0,
      calls_last_minute: 0,
      daily_token_budget: 0,
      tokens_today: 0,
      budget_used_ratio: 0,
      resets_at: "2026-01-03T00:00:00.000Z",
    },
    is_admin: false,
  }));
  handle(routes.listTokens, () => []);
  handle(routes.userUploads, () => ({
    used_bytes: 0,
    quota_bytes: 500 * 1024 * 1024,
    uploads_last_hour: 0,
    uploads_per_hour: 100,
  }));
}

/** Stands in for the dev popup window: `deliver` posts tokens as the real popup does. */
export function fakePopupWindow() {
  const popup = {
    closed: false,
    close() {
      popup.closed = true;
    },
  };
  const deliver = (data: unknown, origin: string = window.location.origin, source: unknown = popup) => {
    const event = new MessageEvent("message", { origin, data });
    Object.defineProperty(event, "source", { value: source });
    window.dispatchEvent(event);
  };
  return { popup, deliver };
}

/** An empty first page of initiatives, as the list route answers a new user. */
export const EMPTY_PAGE = toPage([], 0, 0, 10);

/** The server refusing the ID token. */
export const unauthorized = () => apiError(401, "Sign in again.");
