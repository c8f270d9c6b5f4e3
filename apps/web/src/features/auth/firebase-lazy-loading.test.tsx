import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import {
  devRuntimeConfig,
  fakeIdToken,
  fakePopupWindow,
  fakeServer,
  makeBackendUser,
  ok,
  seedSignedInSession,
} from "@/test/auth";
import { locationOf, renderApp } from "@/test/render-app";
import { firebaseSdk } from "./testing-firebase";

// Counting fakes: a factory runs the moment anything in the app imports the module.
vi.mock("firebase/app", async () => (await import("./testing-firebase")).fakeAppModule());
vi.mock("firebase/auth", async () => (await import("./testing-firebase")).fakeAuthModule());

const user = makeBackendUser();

function setup() {
  const server = fakeServer({
    "GET /portal/config": () => ok(devRuntimeConfig),
    "POST /portal/user/login": () => ok(user),
    "GET /portal/user": () => ok(user),
    "GET /portal/user/profile": () => ok(user),
    "POST /dev-auth/revoke": () => Response.json({ revoked: true }),
  });
  vi.stubGlobal("fetch", vi.fn(server.fetch));
  const { popup, deliver } = fakePopupWindow();
  vi.stubGlobal(
    "open",
    vi.fn(() => popup),
  );
  return { deliver };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

it("never imports Firebase in dev mode, through a whole sign-in", async () => {
  const { deliver } = setup();
  const router = renderApp("/login");
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
  seedSignedInSession(user);
  const router = renderApp("/profile");
  expect(await screen.findByText(user.email)).toBeInTheDocument();
  expect(locationOf(router)).toBe("/profile");
  expect(firebaseSdk.loads).toEqual({ app: 0, auth: 0 });
});
