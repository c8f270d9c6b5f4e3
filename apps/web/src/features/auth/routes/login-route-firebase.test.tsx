import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { devRuntimeConfig, fakeServer, makeBackendUser, ok } from "@/test/auth";
import { locationOf, renderApp } from "@/test/render-app";
import {
  firebaseError,
  firebaseSdk,
  firebaseWebConfig,
  GOOGLE_UID,
  resetFirebaseSdk,
} from "../testing-firebase";

// Only Google's SDK is faked: the whole app runs in Firebase mode as the runtime config asks.
vi.mock("firebase/app", async () => (await import("../testing-firebase")).fakeAppModule());
vi.mock("firebase/auth", async () => (await import("../testing-firebase")).fakeAuthModule());

const firebaseRuntimeConfig = {
  ...devRuntimeConfig,
  auth_mode: "firebase" as const,
  firebase: firebaseWebConfig,
};
const user = makeBackendUser({ id: GOOGLE_UID });

function setup(loginResponse: () => Response | Promise<Response> = () => ok(user)) {
  const server = fakeServer({
    "GET /portal/config": () => ok(firebaseRuntimeConfig),
    "POST /portal/user/login": loginResponse,
    "GET /portal/user": () => ok(user),
  });
  vi.stubGlobal("fetch", vi.fn(server.fetch));
  // Firebase opens Google's window itself; the app must never open the dev popup.
  const open = vi.fn(() => null);
  vi.stubGlobal("open", open);
  return { server, open };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetFirebaseSdk();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("/login in Firebase mode", () => {
  it("loads the Firebase SDK and initialises it with the served web config", async () => {
    setup();
    renderApp("/login");
    await screen.findByRole("button", { name: "Continue with Google" });
    expect(firebaseSdk.initializeApp).toHaveBeenCalledExactlyOnceWith(firebaseWebConfig);
    // Imported once per page, however often the provider is used.
    expect(firebaseSdk.loads).toEqual({ app: 1, auth: 1 });
  });

  it("signs in with Google's popup, logs in to the server with the ID token and leaves /login", async () => {
    let answerLogin: (response: Response) => void = () => undefined;
    const { server, open } = setup(() => new Promise<Response>((resolve) => (answerLogin = resolve)));
    const router = renderApp("/login");
    await userEvent.click(await screen.findByRole("button", { name: "Continue with Google" }));

    expect(await screen.findByRole("button", { name: "Connecting to server..." })).toBeDisabled();
    expect(firebaseSdk.signInWithPopup).toHaveBeenCalledTimes(1);
    expect(firebaseSdk.signInWithPopup.mock.calls[0]?.[1]).toBeInstanceOf(firebaseSdk.GoogleAuthProvider);
    expect(open).not.toHaveBeenCalled();
    const login = server.calls.find((call) => call.url === "/portal/user/login");
    expect(login?.token).toBe(firebaseSdk.state.popupUser.currentToken());

    answerLogin(ok(user));
    await waitFor(() => expect(locationOf(router)).toBe("/"));
  });

  it("shows 'Authenticating...' while Google's popup is open", async () => {
    let closePopup: (error: unknown) => void = () => undefined;
    firebaseSdk.signInWithPopup.mockImplementationOnce(
      () => new Promise((_resolve, reject) => (closePopup = reject)),
    );
    setup();
    renderApp("/login");
    await userEvent.click(await screen.findByRole("button", { name: "Continue with Google" }));
    expect(await screen.findByRole("button", { name: "Authenticating..." })).toBeDisabled();

    closePopup(firebaseError("auth/popup-closed-by-user"));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to authenticate with Google. Please try again. The sign-in window was closed before sign-in finished.",
    );
    expect(screen.getByRole("button", { name: "Continue with Google" })).toBeEnabled();
  });

  it.each([
    ["auth/popup-blocked", "Failed to authenticate with Google. Please try again. Your browser blocked"],
    ["auth/cancelled-popup-request", "Failed to authenticate with Google. Please try again."],
    ["auth/user-disabled", "Please try again. This account has been disabled. Contact an administrator."],
    ["auth/internal-error", "Failed to authenticate with Google. Please try again."],
  ])("shows %s in the red box", async (code, message) => {
    firebaseSdk.signInWithPopup.mockRejectedValueOnce(firebaseError(code));
    const { server } = setup();
    const router = renderApp("/login");
    await userEvent.click(await screen.findByRole("button", { name: "Continue with Google" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(locationOf(router)).toBe("/login");
    expect(server.calls.some((call) => call.url === "/portal/user/login")).toBe(false);
  });
});
