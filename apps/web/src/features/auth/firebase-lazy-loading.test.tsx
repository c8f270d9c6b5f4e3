import { routes } from "@initiative-planner/contract/routes";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, it, vi } from "vitest";
import { handle, handleDevAuth } from "@/test/api-handlers";
import { locationOf, renderApp } from "@/test/render";
import { EMPTY_PAGE, fakeIdToken, fakePopupWindow, makeBackendUser, serveUser, signIn } from "@/test/session";
import { firebaseSdk } from "@/test/testing-firebase";

// Counting fakes: a factory runs the moment anything in the app imports the module.
vi.mock("firebase/app", async () => (await import("@/test/testing-firebase")).fakeAppModule());
vi.mock("firebase/auth", async () => (await import("@/test/testing-firebase")).fakeAuthModule());

const user = makeBackendUser();

function setup() {
  handle(routes.userLogin, () => user);
  serveUser(user);
  handle(routes.getUserProfile, () => user);
  handle(routes.listInitiatives, () => EMPTY_PAGE);
  handleDevAuth("revoke", () => ({ revoked: true }));
  const { popup, deliver } = fakePopupWindow();
  vi.stubGlobal(
    "open",
    vi.fn(() => popup),
  );
  return { deliver };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

it("never imports Firebase in dev mode, through a whole sign-in", async () => {
  const { deliver } = setup();
  const { router } = renderApp("/login");
  await userEvent.click(await screen.findByRole("button", { name: "Continue with Google" }));
  deliver({
    type: "dev-auth:tokens",
    idToken: fakeIdToken({ sub: user.id, name: user.name, email: user.email, exp: 4_000_000_000 }),
    refreshToken: "refresh-1",
    expiresIn: 3600,
  });
  await waitFor(() => expect(locationOf(router)).toBe("/"));
  expect(firebaseSdk.loads).toEqual({ app: 0, auth: 0 });
});

it("never imports Firebase in dev mode for a restored session on a protected screen", async () => {
  setup();
  signIn(user);
  const { router } = renderApp("/profile");
  expect(await screen.findByText(user.email)).toBeInTheDocument();
  expect(locationOf(router)).toBe("/profile");
  expect(firebaseSdk.loads).toEqual({ app: 0, auth: 0 });
});
