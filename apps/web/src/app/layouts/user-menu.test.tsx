import { routes } from "@initiative-planner/contract/routes";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { handle, handleDevAuth } from "@/test/api-handlers";
import { devRuntimeConfig } from "@/test/api-server";
import { locationOf, renderApp } from "@/test/render";
import { makeBackendUser, signIn } from "@/test/session";

function serve(config = devRuntimeConfig, user = makeBackendUser()) {
  handle(routes.config, () => config);
  signIn(user);
  return { revoke: handleDevAuth("revoke", () => ({ revoked: true })) };
}

describe("sidebar user menu", () => {
  it("shows the account, its links, the debug items and Logout", async () => {
    serve();
    renderApp("/settings");
    await userEvent.click(await screen.findByRole("button", { name: "Account menu" }));
    const menu = await screen.findByRole("menu");
    expect(menu).toHaveTextContent("Ada Lovelace");
    expect(menu).toHaveTextContent("ada@example.com");
    expect(screen.getByRole("menuitem", { name: "Profile" })).toHaveAttribute("href", "/profile");
    expect(screen.getByRole("menuitem", { name: "Settings" })).toHaveAttribute("href", "/settings");
    expect(screen.getByText("Debug (Only Stage)")).toBeInTheDocument();
    expect(screen.getByRole("menuitem", { name: "Markdown Demo" })).toHaveAttribute("href", "/markdown-demo");
    expect(screen.getByRole("menuitem", { name: "Content Renderer Demo" })).toHaveAttribute(
      "href",
      "/content-renderer-demo",
    );
    expect(screen.getByRole("menuitem", { name: "Debugger" })).toHaveAttribute("href", "/debugger");
    expect(screen.getByRole("menuitem", { name: "Logout" })).toBeInTheDocument();
  });

  it("says 'No Name' without a display name and hides debug items when debug tools are off", async () => {
    serve(
      { ...devRuntimeConfig, environment: "production", debug_tools: false },
      makeBackendUser({ name: "" }),
    );
    renderApp("/settings");
    await userEvent.click(await screen.findByRole("button", { name: "Account menu" }));
    expect(await screen.findByRole("menu")).toHaveTextContent("No Name");
    expect(screen.queryByText("Debug (Only Stage)")).not.toBeInTheDocument();
    expect(screen.queryByRole("menuitem", { name: "Debugger" })).not.toBeInTheDocument();
  });

  it("logs out to /login with the toast and forgets the session", async () => {
    const { revoke } = serve();
    const { router } = renderApp("/settings");
    await userEvent.click(await screen.findByRole("button", { name: "Account menu" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Logout" }));
    await waitFor(() => expect(locationOf(router)).toBe("/login"));
    expect(router.state.historyAction).toBe("REPLACE");
    expect(await screen.findByText("Logged out")).toBeInTheDocument();
    expect(screen.getByText("You have been successfully logged out.")).toBeInTheDocument();
    expect(localStorage.getItem("dev-auth:session")).toBeNull();
    expect(localStorage.getItem("auth:user-data")).toBeNull();
    expect(revoke.calls()).toHaveLength(1);
    // Explicit logout does not send the next person back to this page.
    expect(sessionStorage.getItem("auth:post-login-redirect")).toBeNull();
  });
});
