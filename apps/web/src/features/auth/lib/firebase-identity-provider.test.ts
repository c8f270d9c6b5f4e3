import { routes } from "@initiative-planner/contract/routes";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, api, setAuthTokenProvider, UNAUTHORIZED_MESSAGE } from "@/lib/api-client";
import { apiError, callsTo, handle } from "@/test/api-handlers";
import { apiCalls } from "@/test/api-server";
import { EMPTY_PAGE, makeBackendUser, unauthorized } from "@/test/session";
import {
  firebaseError,
  firebaseSdk,
  firebaseWebConfig,
  GOOGLE_UID,
  makeFirebaseUser,
  resetFirebaseSdk,
} from "@/test/testing-firebase";
import { loginToBackend } from "../api/login";
import { BACKEND_LOGIN_FAILED, SIGN_IN_FAILED } from "./auth-messages";
import { AuthSession } from "./auth-session";
import { FirebaseIdentityProvider, GOOGLE_ACCESS_TOKEN_KEY } from "./firebase-identity-provider";
import { TOKEN_CACHE_KEY } from "./token-cache";
import { USER_CACHE_KEY } from "./user-cache";

// Google's SDK is the only fake; our provider, session, API client and login call are real.
vi.mock("firebase/app", async () => (await import("@/test/testing-firebase")).fakeAppModule());
vi.mock("firebase/auth", async () => (await import("@/test/testing-firebase")).fakeAuthModule());

const backendUser = makeBackendUser({
  id: GOOGLE_UID,
  picture: "https://lh3.googleusercontent.com/a/ada-photo",
});

function startSession() {
  const provider = new FirebaseIdentityProvider(firebaseWebConfig);
  const notifySignedOut = vi.fn();
  const session = new AuthSession({ provider, backendLogin: loginToBackend, notifySignedOut });
  setAuthTokenProvider(session.tokenProvider);
  return { session, provider, notifySignedOut };
}

async function signedIn() {
  handle(routes.userLogin, () => backendUser);
  const setup = startSession();
  await setup.session.start();
  await setup.session.signIn();
  expect(setup.session.getSnapshot().phase).toBe("signed-in");
  return setup;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetFirebaseSdk();
});
afterEach(() => {
  setAuthTokenProvider(null);
  vi.unstubAllGlobals();
});

describe("Firebase sign-in", () => {
  it("initialises Firebase from the runtime config once, on first use only", async () => {
    const provider = new FirebaseIdentityProvider(firebaseWebConfig);
    expect(firebaseSdk.initializeApp).not.toHaveBeenCalled();

    await expect(provider.restore()).resolves.toBeNull();
    await provider.getIdToken(false);
    expect(firebaseSdk.initializeApp).toHaveBeenCalledTimes(1);
    expect(firebaseSdk.initializeApp).toHaveBeenCalledWith(firebaseWebConfig);
    expect(firebaseSdk.getAuth).toHaveBeenCalledTimes(1);
    expect(firebaseSdk.getAuth).toHaveBeenCalledWith(firebaseSdk.initializeApp.mock.results[0]?.value);
  });

  it("signs in with GoogleAuthProvider in a popup and logs in to the backend with the ID token", async () => {
    handle(routes.userLogin, () => backendUser);
    const { session } = startSession();
    await session.start();
    expect(session.getSnapshot().phase).toBe("signed-out");

    await session.signIn();

    expect(firebaseSdk.signInWithPopup).toHaveBeenCalledTimes(1);
    const [auth, googleProvider] = firebaseSdk.signInWithPopup.mock.calls[0] ?? [];
    expect(auth).toBe(firebaseSdk.getAuth.mock.results[0]?.value);
    expect(googleProvider).toBeInstanceOf(firebaseSdk.GoogleAuthProvider);

    expect(session.getSnapshot()).toMatchObject({
      phase: "signed-in",
      error: null,
      backendUser,
      identityUser: {
        uid: GOOGLE_UID,
        displayName: "Ada Lovelace",
        email: "ada@example.com",
        photoURL: "https://lh3.googleusercontent.com/a/ada-photo",
        emailVerified: true,
        providerId: "google.com",
        metadata: {
          creationTime: "Thu, 01 Jan 2026 00:00:00 GMT",
          lastSignInTime: "Mon, 02 Mar 2026 09:30:00 GMT",
        },
      },
    });
    const idToken = firebaseSdk.state.popupUser.currentToken();
    const [login] = callsTo(routes.userLogin);
    expect(callsTo(routes.userLogin)).toHaveLength(1);
    expect(login).toMatchObject({ method: "POST", token: idToken, body: {} });
    expect(JSON.parse(localStorage.getItem(TOKEN_CACHE_KEY)!).token).toBe(idToken);
    expect(JSON.parse(localStorage.getItem(USER_CACHE_KEY)!)).toEqual(backendUser);
    expect(JSON.parse(localStorage.getItem(GOOGLE_ACCESS_TOKEN_KEY)!)).toBe("ya29.google-access-token");
  });

  it("restores the user Firebase kept from an earlier visit and logs in with that user's token", async () => {
    const returning = makeFirebaseUser();
    firebaseSdk.state.persistedUser = returning;
    handle(routes.userLogin, () => backendUser);
    const { session } = startSession();
    await session.start();
    expect(firebaseSdk.state.auth?.authStateReady).toHaveBeenCalled();
    expect(session.getSnapshot()).toMatchObject({ phase: "signed-in", identityUser: { uid: GOOGLE_UID } });
    expect(callsTo(routes.userLogin)[0]?.token).toBe(returning.currentToken());
  });

  it("signs out of Firebase when the backend login fails", async () => {
    handle(routes.userLogin, () => apiError(500, "boom"));
    const { session } = startSession();
    await session.start();
    await session.signIn();
    expect(session.getSnapshot()).toMatchObject({
      phase: "signed-out",
      identityUser: null,
      error: BACKEND_LOGIN_FAILED,
    });
    expect(firebaseSdk.signOut).toHaveBeenCalledWith(firebaseSdk.state.auth);
    expect(localStorage.getItem(TOKEN_CACHE_KEY)).toBeNull();
  });
});

describe("Firebase tokens", () => {
  it("refreshes with getIdTokenResult(true) once on a 401 and retries with the new token", async () => {
    const firstToken = firebaseSdk.state.popupUser.currentToken();
    handle(routes.listInitiatives, ({ token }) => (token === firstToken ? unauthorized() : EMPTY_PAGE));
    const { session } = await signedIn();
    const user = firebaseSdk.state.popupUser;
    user.getIdTokenResult.mockClear();

    await expect(api.call(routes.listInitiatives)).resolves.toEqual(EMPTY_PAGE);

    expect(user.getIdTokenResult.mock.calls).toEqual([[true]]);
    const refreshed = user.currentToken();
    expect(refreshed).not.toBe(firstToken);
    expect(callsTo(routes.listInitiatives).map((call) => call.token)).toEqual([firstToken, refreshed]);
    expect(JSON.parse(localStorage.getItem(TOKEN_CACHE_KEY)!).token).toBe(refreshed);
    expect(session.getSnapshot().phase).toBe("signed-in");
  });

  it("signs out of Firebase through the global handler when the retried call is refused too", async () => {
    handle(routes.listInitiatives, () => unauthorized());
    const { session, notifySignedOut } = await signedIn();
    const user = firebaseSdk.state.popupUser;
    user.getIdTokenResult.mockClear();

    const error = await api.call(routes.listInitiatives).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: UNAUTHORIZED_MESSAGE, status: 401 });
    expect(user.getIdTokenResult.mock.calls).toEqual([[true]]);
    expect(callsTo(routes.listInitiatives)).toHaveLength(2);
    await vi.waitFor(() => expect(firebaseSdk.signOut).toHaveBeenCalledTimes(1));
    expect(session.getSnapshot()).toMatchObject({ phase: "signed-out", signOutReason: "expired" });
    expect(notifySignedOut).toHaveBeenCalledExactlyOnceWith("expired");
  });

  it.each(["auth/user-token-expired", "auth/user-disabled"])(
    "signs the user out when the refresh fails with %s",
    async (code) => {
      handle(routes.listInitiatives, () => unauthorized());
      const { session, notifySignedOut } = await signedIn();
      firebaseSdk.state.popupUser.getIdTokenResult.mockRejectedValueOnce(firebaseError(code));

      await expect(api.call(routes.listInitiatives)).rejects.toThrow(UNAUTHORIZED_MESSAGE);
      // No token could be had, so the retry goes out without one (and its 401 signs out again, harmlessly).
      expect(callsTo(routes.listInitiatives).map((call) => call.token)[1]).toBeNull();
      await vi.waitFor(() => expect(firebaseSdk.signOut).toHaveBeenCalledWith(firebaseSdk.state.auth));
      expect(session.getSnapshot()).toMatchObject({ phase: "signed-out", identityUser: null });
      expect(notifySignedOut).toHaveBeenCalledExactlyOnceWith("expired");
      expect(localStorage.getItem(TOKEN_CACHE_KEY)).toBeNull();
      expect(localStorage.getItem(USER_CACHE_KEY)).toBeNull();
      expect(localStorage.getItem(GOOGLE_ACCESS_TOKEN_KEY)).toBeNull();
    },
  );

  it("keeps the session when a refresh fails for lack of network", async () => {
    handle(routes.listInitiatives, () => unauthorized());
    const { session } = await signedIn();
    firebaseSdk.state.popupUser.getIdTokenResult.mockRejectedValueOnce(
      firebaseError("auth/network-request-failed"),
    );
    await expect(api.call(routes.listInitiatives)).rejects.toMatchObject({
      message: "Network error occurred",
      status: 0,
    });
    expect(session.getSnapshot().phase).toBe("signed-in");
    expect(firebaseSdk.signOut).not.toHaveBeenCalled();
  });

  it("reports no token once signed out", async () => {
    const provider = new FirebaseIdentityProvider(firebaseWebConfig);
    await expect(provider.getIdToken(true)).resolves.toBeNull();
  });
});

describe("Firebase sign-in errors", () => {
  const withReason = (reason: string) => `${SIGN_IN_FAILED}\n${reason}`;
  it.each([
    ["auth/popup-closed-by-user", withReason("The sign-in window was closed before sign-in finished.")],
    ["auth/cancelled-popup-request", withReason("Another sign-in window replaced this one.")],
    [
      "auth/popup-blocked",
      withReason(
        "Your browser blocked the sign-in window. Allow pop-ups for this site and click 'Continue with Google' again.",
      ),
    ],
    [
      "auth/network-request-failed",
      withReason("Could not reach the sign-in service. Check your connection."),
    ],
    ["auth/user-disabled", withReason("This account has been disabled. Contact an administrator.")],
    ["auth/internal-error", SIGN_IN_FAILED],
    ["auth/operation-not-allowed", SIGN_IN_FAILED],
  ])("shows %s as the spec's sentence, with the reason on a second line", async (code, message) => {
    firebaseSdk.signInWithPopup.mockRejectedValueOnce(firebaseError(code));
    const { session } = startSession();
    await session.start();
    await session.signIn();
    expect(session.getSnapshot()).toMatchObject({ phase: "signed-out", identityUser: null, error: message });
    expect(apiCalls()).toHaveLength(0);
  });

  it("shows the generic failure for an error without a Firebase code", async () => {
    firebaseSdk.signInWithPopup.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    const { session } = startSession();
    await session.start();
    await session.signIn();
    expect(session.getSnapshot().error).toBe("Failed to authenticate with Google. Please try again.");
  });
});

describe("Firebase sign-out", () => {
  it("signs out of Firebase and forgets the user's tokens", async () => {
    const { session, notifySignedOut } = await signedIn();
    await session.signOut();
    expect(firebaseSdk.signOut).toHaveBeenCalledExactlyOnceWith(firebaseSdk.state.auth);
    expect(firebaseSdk.state.auth?.currentUser).toBeNull();
    expect(session.getSnapshot()).toMatchObject({ phase: "signed-out", signOutReason: "user" });
    expect(notifySignedOut).toHaveBeenCalledExactlyOnceWith("user");
    for (const key of [TOKEN_CACHE_KEY, USER_CACHE_KEY, GOOGLE_ACCESS_TOKEN_KEY])
      expect(localStorage.getItem(key)).toBeNull();
    await expect(session.getToken(false)).resolves.toBeNull();
  });
});
