import type { RuntimeConfig } from "@initiative-planner/contract/runtime-config";
import { render, screen } from "@testing-library/react";
import { createMemoryRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { makeBackendUser, seedSignedInSession } from "@/test/auth";
import { AppProviders } from "./providers";
import { routes } from "./router";

const config: RuntimeConfig = {
  environment: "staging",
  auth_mode: "dev",
  firebase: null,
  debug_tools: true,
  ai: { provider: "offline", model: "offline-planner", offline: true },
  version: "test",
  api_base: "/portal",
};

const fetchMock = vi.fn<typeof fetch>();

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  seedSignedInSession();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) =>
    Response.json({ success: true, data: String(input) === "/portal/user" ? makeBackendUser() : config }),
  );
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("router", () => {
  it("shows the 404 page with a link home for an unknown path", async () => {
    renderAt("/no/such/page");
    expect(await screen.findByRole("heading", { name: "Oops! Page not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/portal/config");
  });

  it("renders a protected screen inside the sidebar layout", async () => {
    renderAt("/settings");
    expect(await screen.findByRole("heading", { name: "Settings" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "Initiatives" })).toHaveAttribute("href", "/initiatives");
    expect(screen.getByRole("button", { name: "staging Environment" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Account menu" })).toBeInTheDocument();
  });

  it("renders /login without the sidebar", async () => {
    localStorage.clear();
    renderAt("/login");
    expect(await screen.findByRole("button", { name: "Continue with Google" })).toBeInTheDocument();
    expect(screen.queryByRole("complementary", { name: "Sidebar" })).not.toBeInTheDocument();
  });

  it.each([
    "/",
    "/initiatives",
    "/initiative/abc",
    "/initiative/abc/chat",
    "/initiative/abc/callouts",
    "/initiative/abc/planning",
    "/initiative/abc/kickoff",
    "/initiative/abc/workstream/design",
    "/invite/a-token-from-an-invitation-mail",
    "/settings",
    "/debugger",
    "/markdown-demo",
    "/content-renderer-demo",
  ])("has a screen at %s", async (path) => {
    renderAt(path);
    // Signed in with a workstream: the protected shell renders the screen, never the 404 page.
    // The first visit of a lazy screen transforms its whole chunk, which can take over a second here.
    expect(
      await screen.findByRole("button", { name: "Account menu" }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole("main")).toBeInTheDocument();
    expect(screen.queryByText("Oops! Page not found")).not.toBeInTheDocument();
  });

  it("shows an error box when the runtime settings cannot be loaded", async () => {
    fetchMock.mockImplementation(async () =>
      Response.json({ success: false, error: "unavailable", message: "Database is down." }, { status: 503 }),
    );
    renderAt("/login");
    expect(await screen.findByRole("alert", {}, { timeout: 4000 })).toHaveTextContent("Database is down.");
  });
});
