import { routes } from "@initiative-planner/contract/routes";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { POST_LOGIN_REDIRECT_KEY } from "@/lib/auth/redirect-storage";
import { apiError, handle, handleDevAuth, pending } from "@/test/api-handlers";
import { locationOf, renderApp } from "@/test/render";
import { signIn } from "@/test/session";

describe("protected area", () => {
  it("sends signed-out visitors to /login, remembering path and query", async () => {
    const { router } = renderApp("/initiatives?search=x&page=2");
    await waitFor(() => expect(locationOf(router)).toBe("/login"), { timeout: 4000 });
    expect(JSON.parse(sessionStorage.getItem(POST_LOGIN_REDIRECT_KEY)!)).toBe("/initiatives?search=x&page=2");
  });

  it("shows the quote while the profile loads", async () => {
    signIn();
    handle(routes.getUser, pending);
    renderApp("/settings");
    expect(await screen.findByText("“Time discovers truth.”")).toBeInTheDocument();
    expect(screen.getByText("— Seneca")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Account menu" })).not.toBeInTheDocument();
  });

  it("loads the profile once and goes to /login when it fails", async () => {
    signIn();
    const getUser = handle(routes.getUser, () => apiError(404, "x"));
    handleDevAuth("revoke", () => ({ revoked: true }));
    const { router } = renderApp("/settings");
    await waitFor(() => expect(locationOf(router)).toBe("/login"), { timeout: 4000 });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to connect to server. Please try again.",
    );
    expect(getUser.calls()).toHaveLength(1);
    expect(localStorage.getItem("dev-auth:session")).toBeNull();
  });
});
