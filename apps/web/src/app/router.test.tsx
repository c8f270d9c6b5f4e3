import { routes } from "@initiative-planner/contract/routes";
import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { apiError, handle } from "@/test/api-handlers";
import { apiCalls } from "@/test/api-server";
import { renderApp } from "@/test/render";
import { EMPTY_PAGE, signIn } from "@/test/session";
import { SCREENS } from "./route-table";

const renderAt = (path: string) => renderApp(path).router;

/** Every signed-in screen of the route table, at an address with sample parameters. */
const SAMPLE: Record<string, string> = {
  id: "abc",
  teamId: "design",
  token: "a-token-from-an-invitation-mail",
};
const protectedAddresses = SCREENS.filter((screen) => screen.shell === "protected").map((screen) =>
  screen.path.replace(/:(\w+)/g, (_, name: string) => SAMPLE[name] ?? "x"),
);

beforeEach(() => {
  signIn();
  // What the screens below ask for: a new user's empty list, and an initiative "abc" that does not exist.
  handle(routes.listInitiatives, () => EMPTY_PAGE);
  handle(routes.getInitiative, () => apiError(404, "This initiative does not exist or was deleted."));
  handle(routes.listCollaborators, () => apiError(404, "This initiative does not exist or was deleted."));
  handle(routes.initiativeEvents, () => apiError(404, "This initiative does not exist or was deleted."));
  handle(routes.listWorkstreams, () => apiError(404, "This initiative does not exist or was deleted."));
  handle(routes.acceptInvite, () => apiError(404, "This invitation is not valid."));
  handle(routes.healthHead, () => new Response(null));
});

describe("router", () => {
  it("shows the 404 page with a link home for an unknown path", async () => {
    renderAt("/no/such/page");
    expect(await screen.findByRole("heading", { name: "Oops! Page not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    expect(apiCalls()[0]?.url.pathname).toBe("/portal/config");
  });

  it("renders a protected screen inside the sidebar layout", async () => {
    renderAt("/settings");
    // The first visit of a lazy screen transforms its whole chunk, which can take over a second here.
    expect(await screen.findByRole("heading", { name: "Settings" }, { timeout: 5000 })).toBeInTheDocument();
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

  it.each(protectedAddresses)("has a screen at %s", async (path) => {
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
    handle(routes.config, () => apiError(503, "Database is down."));
    renderAt("/login");
    expect(await screen.findByRole("alert", {}, { timeout: 4000 })).toHaveTextContent("Database is down.");
  });
});
