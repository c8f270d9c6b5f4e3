import { routes } from "@initiative-planner/contract/routes";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { handle } from "@/test/api-handlers";
import { devRuntimeConfig } from "@/test/api-server";
import { locationOf, renderApp } from "@/test/render";
import { EMPTY_PAGE, makeBackendUser, serveUser } from "@/test/session";
import {
  firebaseError,
  firebaseSdk,
  firebaseWebConfig,
  GOOGLE_UID,
  resetFirebaseSdk,
} from "@/test/testing-firebase";

// Only Google's SDK is faked: the whole app runs in Firebase mode as the runtime config asks.
vi.mock("firebase/app", async () => (await import("@/test/testing-firebase")).fakeAppModule());
vi.mock("firebase/auth", async () => (await import("@/test/testing-firebase")).fakeAuthModule());

const firebaseRuntimeConfig = {
  ...devRuntimeConfig,
  auth_mode: "firebase" as const,
  firebase: firebaseWebConfig,
};
const user = makeBackendUser({ id: GOOGLE_UID });

function setup(login: () => typeof user | Promise<typeof user> = () => user) {
  handle(routes.config, () => firebaseRuntimeConfig);
  const backendLogin = handle(routes.userLogin, login);
  serveUser(user);
  handle(routes.listInitiatives, () => EMPTY_PAGE);
  // Firebase opens Google's window itself; the app must never open the dev popup.
  const open = vi.fn(() => null);
  vi.stubGlobal("open", open);
  return { backendLogin, open };
}

beforeEach(() => {
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
    let answerLogin: (answer: typeof user) => void = () => undefined;
    const { backendLogin, open } = setup(() => new Promise((resolve) => (answerLogin = resolve)));
    const { router } = renderApp("/login");
    await userEvent.click(await screen.findByRole("button", { name: "Continue with Google" }));

    expect(await screen.findByRole("button", { name: "Connecting to server..." })).toBeDisabled();
    expect(firebaseSdk.signInWithPopup).toHaveBeenCalledTimes(1);
    expect(firebaseSdk.signInWithPopup.mock.calls[0]?.[1]).toBeInstanceOf(firebaseSdk.GoogleAuthProvider);
    expect(open).not.toHaveBeenCalled();
    await waitFor(() => expect(backendLogin.calls()).toHaveLength(1));
    expect(backendLogin.calls()[0]?.token).toBe(firebaseSdk.state.popupUser.currentToken());

    answerLogin(user);
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
    const { backendLogin } = setup();
    const { router } = renderApp("/login");
    await userEvent.click(await screen.findByRole("button", { name: "Continue with Google" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(locationOf(router)).toBe("/login");
    expect(backendLogin.calls()).toHaveLength(0);
  });
});
