import { toPage } from "@initiative-planner/contract/common";
import type { BackendUser } from "@initiative-planner/contract/user";
import { DEV_SESSION_KEY } from "@/features/auth/lib/dev-identity-provider";
import { USER_CACHE_KEY } from "@/features/auth/lib/user-cache";

/** Test helpers: a signed-in dev session in local storage, as after a real sign-in. */

const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

/** An unsigned token with an ID token's claims; the client only reads them, the server verifies. */
export function fakeIdToken(claims: Record<string, unknown>): string {
  return `${base64url({ alg: "RS256", typ: "JWT" })}.${base64url(claims)}.sig`;
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

export function seedSignedInSession(
  user: BackendUser = makeBackendUser(),
  options: { cacheUser?: boolean } = {},
) {
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
  return { idToken };
}

type Handler = (request: {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
}) => Response | Promise<Response>;

/** A fake of the server for `fetch`: handlers keyed "METHOD /path"; unknown calls fail the test loudly. */
export function fakeServer(handlers: Record<string, Handler>) {
  const calls: { method: string; url: string; token: string | null; body: unknown }[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? "GET";
    const headers = new Headers(init?.headers);
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, token: headers.get("x-user-authorization-token"), body });
    const handler = handlers[`${method} ${url.split("?")[0]}`];
    if (!handler)
      return Response.json(
        { success: false, error: "not_found", message: `No fake for ${method} ${url}` },
        { status: 404 },
      );
    return handler({ method, url, headers, body });
  };
  return { fetch: fetchImpl, calls };
}

/** An empty first page of initiatives, as the list route answers a new user. */
export const EMPTY_PAGE = toPage([], 0, 0, 10);

export const ok = (data: unknown) => Response.json({ success: true, data });
export const unauthorized = () =>
  Response.json({ success: false, error: "unauthenticated", message: "Sign in again." }, { status: 401 });

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

/** The runtime settings of a dev-mode staging server. */
export const devRuntimeConfig = {
  environment: "staging",
  auth_mode: "dev" as const,
  firebase: null,
  debug_tools: true,
  ai: { provider: "offline" as const, model: "offline-planner", offline: true },
  version: "test",
  api_base: "/portal",
};
