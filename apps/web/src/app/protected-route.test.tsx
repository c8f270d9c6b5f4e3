import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { POST_LOGIN_REDIRECT_KEY } from "@/lib/auth/redirect-storage";
import { devRuntimeConfig, fakeServer, makeBackendUser, ok, seedSignedInSession } from "@/test/auth";
import { locationOf, renderApp } from "@/test/render-app";

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function serve(getUser: () => Response | Promise<Response>) {
  const server = fakeServer({
    "GET /portal/config": () => ok(devRuntimeConfig),
    "GET /portal/user": getUser,
    "POST /dev-auth/revoke": () => Response.json({ revoked: true }),
  });
  vi.stubGlobal("fetch", vi.fn(server.fetch));
  return server;
}

describe("protected area", () => {
  it("sends signed-out visitors to /login, remembering path and query", async () => {
    serve(() => ok(makeBackendUser()));
    const router = renderApp("/initiatives?search=x&page=2");
    await waitFor(() => expect(locationOf(router)).toBe("/login"), { timeout: 4000 });
    expect(JSON.parse(sessionStorage.getItem(POST_LOGIN_REDIRECT_KEY)!)).toBe("/initiatives?search=x&page=2");
  });

  it("shows the quote while the profile loads", async () => {
    serve(() => new Promise<Response>(() => undefined));
    seedSignedInSession();
    renderApp("/settings");
    expect(await screen.findByText("“Time discovers truth.”")).toBeInTheDocument();
    expect(screen.getByText("— Seneca")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Account menu" })).not.toBeInTheDocument();
  });

  it("loads the profile once and goes to /login when it fails", async () => {
    const server = serve(() =>
      Response.json({ success: false, error: "not_found", message: "x" }, { status: 404 }),
    );
    seedSignedInSession();
    const router = renderApp("/settings");
    await waitFor(() => expect(locationOf(router)).toBe("/login"), { timeout: 4000 });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to connect to server. Please try again.",
    );
    expect(server.calls.filter((c) => c.url === "/portal/user")).toHaveLength(1);
    expect(localStorage.getItem("dev-auth:session")).toBeNull();
  });
});
