import { routes } from "@initiative-planner/contract/routes";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, api, setAuthTokenProvider, UNAUTHORIZED_MESSAGE } from "@/lib/api-client";
import {
  EMPTY_PAGE,
  fakeIdToken,
  fakeServer,
  makeBackendUser,
  ok,
  seedSignedInSession,
  unauthorized,
} from "@/test/auth";
import { BACKEND_LOGIN_FAILED } from "./auth-messages";
import { AuthSession } from "./auth-session";
import { DEV_SESSION_KEY, DevIdentityProvider } from "./dev-identity-provider";
import { TOKEN_CACHE_KEY } from "./token-cache";
import { USER_CACHE_KEY } from "./user-cache";

const user = makeBackendUser();
const newToken = (n: number) =>
  fakeIdToken({
    sub: user.id,
    name: user.name,
    email: user.email,
    exp: Math.floor(Date.now() / 1000) + 3600,
    n,
  });

function startSession(handlers: Parameters<typeof fakeServer>[0]) {
  const server = fakeServer(handlers);
  vi.stubGlobal("fetch", vi.fn(server.fetch));
  const notifySignedOut = vi.fn();
  const clearUserData = vi.fn();
  const login = vi.fn(() => api.call(routes.userLogin));
  const session = new AuthSession({
    provider: new DevIdentityProvider(),
    backendLogin: login as never,
    notifySignedOut,
    clearUserData,
  });
  setAuthTokenProvider(session.tokenProvider);
  return { session, server, notifySignedOut, clearUserData, login };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  setAuthTokenProvider(null);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("401 → refresh → retry once → global logout", () => {
  it("refreshes the token once and retries with the new one", async () => {
    const { idToken } = seedSignedInSession(user);
    const refreshed = newToken(2);
    let refreshes = 0;
    const { session, server } = startSession({
      "GET /portal/initiative": ({ headers }) =>
        headers.get("x-user-authorization-token") === refreshed ? ok(EMPTY_PAGE) : unauthorized(),
      "POST /dev-auth/refresh": () => {
        refreshes += 1;
        return Response.json({ idToken: refreshed, refreshToken: "refresh-2", expiresIn: 3600 });
      },
    });
    await session.start();
    expect(session.getSnapshot().phase).toBe("signed-in");

    await expect(api.call(routes.listInitiatives)).resolves.toEqual(EMPTY_PAGE);
    expect(refreshes).toBe(1);
    const tokens = server.calls.filter((c) => c.url === "/portal/initiative").map((c) => c.token);
    expect(tokens).toEqual([idToken, refreshed]);
    expect(JSON.parse(localStorage.getItem(DEV_SESSION_KEY)!).refreshToken).toBe("refresh-2");
    expect(JSON.parse(localStorage.getItem(TOKEN_CACHE_KEY)!).token).toBe(refreshed);
    // The next call uses the cached new token without another refresh.
    await api.call(routes.listInitiatives);
    expect(refreshes).toBe(1);
    expect(session.getSnapshot().phase).toBe("signed-in");
  });

  it("logs out through the global handler when the retried request is refused too", async () => {
    seedSignedInSession(user);
    const { session, server, notifySignedOut, clearUserData } = startSession({
      "GET /portal/initiative": () => unauthorized(),
      "POST /dev-auth/refresh": () =>
        Response.json({ idToken: newToken(3), refreshToken: "r3", expiresIn: 3600 }),
      "POST /dev-auth/revoke": () => Response.json({ revoked: true }),
    });
    await session.start();

    const error = await api.call(routes.listInitiatives).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(UNAUTHORIZED_MESSAGE);
    expect((error as ApiError).status).toBe(401);
    expect(server.calls.filter((c) => c.url === "/portal/initiative")).toHaveLength(2);

    await vi.waitFor(() => expect(session.getSnapshot().phase).toBe("signed-out"));
    expect(session.getSnapshot()).toMatchObject({
      identityUser: null,
      backendUser: null,
      signOutReason: "expired",
    });
    expect(localStorage.getItem(DEV_SESSION_KEY)).toBeNull();
    expect(localStorage.getItem(TOKEN_CACHE_KEY)).toBeNull();
    expect(localStorage.getItem(USER_CACHE_KEY)).toBeNull();
    await vi.waitFor(() => expect(clearUserData).toHaveBeenCalled());
    expect(notifySignedOut).toHaveBeenCalledWith("expired");
    await vi.waitFor(() => expect(server.calls.some((c) => c.url === "/dev-auth/revoke")).toBe(true));
  });

  it("signs out when the refresh token itself is refused", async () => {
    seedSignedInSession(user);
    const { session } = startSession({
      "GET /portal/initiative": () => unauthorized(),
      "POST /dev-auth/refresh": () => unauthorized(),
      "POST /dev-auth/revoke": () => Response.json({ revoked: true }),
    });
    await session.start();
    await expect(api.call(routes.listInitiatives)).rejects.toThrow(UNAUTHORIZED_MESSAGE);
    await vi.waitFor(() => expect(session.getSnapshot().phase).toBe("signed-out"));
  });
});

describe("backend login", () => {
  it("logs in automatically once the identity user exists and no backend user is cached", async () => {
    seedSignedInSession(user, { cacheUser: false });
    const { session, login } = startSession({ "POST /portal/user/login": () => ok(user) });
    await session.start();
    expect(login).toHaveBeenCalledTimes(1);
    expect(session.getSnapshot()).toMatchObject({ phase: "signed-in", backendUser: user });
    expect(JSON.parse(localStorage.getItem(USER_CACHE_KEY)!)).toEqual(user);
  });

  it("signs out and clears user, cache and token when it fails", async () => {
    seedSignedInSession(user, { cacheUser: false });
    const { session, server } = startSession({
      "POST /portal/user/login": () =>
        Response.json({ success: false, error: "unavailable", message: "Down" }, { status: 503 }),
      "POST /dev-auth/revoke": () => Response.json({ revoked: true }),
    });
    await session.start();
    expect(session.getSnapshot()).toMatchObject({
      phase: "signed-out",
      identityUser: null,
      backendUser: null,
      error: BACKEND_LOGIN_FAILED,
    });
    expect(localStorage.getItem(DEV_SESSION_KEY)).toBeNull();
    expect(localStorage.getItem(TOKEN_CACHE_KEY)).toBeNull();
    expect(server.calls.some((c) => c.url === "/dev-auth/revoke")).toBe(true);
  });
});

describe("proactive refresh", () => {
  it("refreshes 5 minutes before expiry and again for the next token", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    vi.setSystemTime(new Date("2026-03-01T10:00:00Z"));
    seedSignedInSession(user);
    let refreshes = 0;
    const { session } = startSession({
      "POST /dev-auth/refresh": () => {
        refreshes += 1;
        return Response.json({
          idToken: newToken(10 + refreshes),
          refreshToken: `r${refreshes}`,
          expiresIn: 3600,
        });
      },
    });
    await session.start();
    await vi.advanceTimersByTimeAsync(55 * 60_000 - 1_000);
    expect(refreshes).toBe(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(refreshes).toBe(1);
    await vi.advanceTimersByTimeAsync(55 * 60_000);
    expect(refreshes).toBe(2);
    expect(session.getSnapshot().phase).toBe("signed-in");
    session.dispose();
  });
});
