import { routes } from "@initiative-planner/contract/routes";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, api, setAuthTokenProvider, UNAUTHORIZED_MESSAGE } from "@/lib/api-client";
import { apiError, callsTo, handle, handleDevAuth } from "@/test/api-handlers";
import { apiCalls } from "@/test/api-server";
import { EMPTY_PAGE, fakeIdToken, makeBackendUser, signIn, unauthorized } from "@/test/session";
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

const revoked = () => apiCalls().some((call) => call.name === "devAuth.revoke");

function startSession() {
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
  return { session, notifySignedOut, clearUserData, login };
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
    const { idToken } = signIn(user);
    const refreshed = newToken(2);
    let refreshes = 0;
    handle(routes.listInitiatives, ({ token }) => (token === refreshed ? EMPTY_PAGE : unauthorized()));
    handleDevAuth("refresh", () => {
      refreshes += 1;
      return { idToken: refreshed, refreshToken: "refresh-2", expiresIn: 3600 };
    });
    const { session } = startSession();
    await session.start();
    expect(session.getSnapshot().phase).toBe("signed-in");

    await expect(api.call(routes.listInitiatives)).resolves.toEqual(EMPTY_PAGE);
    expect(refreshes).toBe(1);
    const tokens = callsTo(routes.listInitiatives).map((c) => c.token);
    expect(tokens).toEqual([idToken, refreshed]);
    expect(JSON.parse(localStorage.getItem(DEV_SESSION_KEY)!).refreshToken).toBe("refresh-2");
    expect(JSON.parse(localStorage.getItem(TOKEN_CACHE_KEY)!).token).toBe(refreshed);
    // The next call uses the cached new token without another refresh.
    await api.call(routes.listInitiatives);
    expect(refreshes).toBe(1);
    expect(session.getSnapshot().phase).toBe("signed-in");
  });

  it("logs out through the global handler when the retried request is refused too", async () => {
    signIn(user);
    handle(routes.listInitiatives, () => unauthorized());
    handleDevAuth("refresh", () => ({ idToken: newToken(3), refreshToken: "r3", expiresIn: 3600 }));
    handleDevAuth("revoke", () => ({ revoked: true }));
    const { session, notifySignedOut, clearUserData } = startSession();
    await session.start();

    const error = await api.call(routes.listInitiatives).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(UNAUTHORIZED_MESSAGE);
    expect((error as ApiError).status).toBe(401);
    expect(callsTo(routes.listInitiatives)).toHaveLength(2);

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
    await vi.waitFor(() => expect(revoked()).toBe(true));
  });

  it("signs out when the refresh token itself is refused", async () => {
    signIn(user);
    handle(routes.listInitiatives, () => unauthorized());
    handleDevAuth("refresh", () => unauthorized());
    handleDevAuth("revoke", () => ({ revoked: true }));
    const { session } = startSession();
    await session.start();
    await expect(api.call(routes.listInitiatives)).rejects.toThrow(UNAUTHORIZED_MESSAGE);
    await vi.waitFor(() => expect(session.getSnapshot().phase).toBe("signed-out"));
  });
});

describe("backend login", () => {
  it("logs in automatically once the identity user exists and no backend user is cached", async () => {
    signIn(user, { cacheUser: false });
    handle(routes.userLogin, () => user);
    const { session, login } = startSession();
    await session.start();
    expect(login).toHaveBeenCalledTimes(1);
    expect(session.getSnapshot()).toMatchObject({ phase: "signed-in", backendUser: user });
    expect(JSON.parse(localStorage.getItem(USER_CACHE_KEY)!)).toEqual(user);
  });

  it("signs out and clears user, cache and token when it fails", async () => {
    signIn(user, { cacheUser: false });
    handle(routes.userLogin, () => apiError(503, "Down"));
    handleDevAuth("revoke", () => ({ revoked: true }));
    const { session } = startSession();
    await session.start();
    expect(session.getSnapshot()).toMatchObject({
      phase: "signed-out",
      identityUser: null,
      backendUser: null,
      error: BACKEND_LOGIN_FAILED,
    });
    expect(localStorage.getItem(DEV_SESSION_KEY)).toBeNull();
    expect(localStorage.getItem(TOKEN_CACHE_KEY)).toBeNull();
    expect(revoked()).toBe(true);
  });
});

describe("proactive refresh", () => {
  it("refreshes 5 minutes before expiry and again for the next token", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    vi.setSystemTime(new Date("2026-03-01T10:00:00Z"));
    signIn(user);
    let refreshes = 0;
    handleDevAuth("refresh", () => {
      refreshes += 1;
      return { idToken: newToken(10 + refreshes), refreshToken: `r${refreshes}`, expiresIn: 3600 };
    });
    const { session } = startSession();
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
