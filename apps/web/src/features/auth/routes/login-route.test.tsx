import { routes } from "@initiative-planner/contract/routes";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { POST_LOGIN_REDIRECT_KEY } from "@/lib/auth/redirect-storage";
import { apiError, handle, handleDevAuth } from "@/test/api-handlers";
import { locationOf, renderApp } from "@/test/render";
import { EMPTY_PAGE, fakeIdToken, fakePopupWindow, makeBackendUser, serveUser, signIn } from "@/test/session";

const user = makeBackendUser();
const tokens = {
  type: "dev-auth:tokens",
  idToken: fakeIdToken({ sub: user.id, name: user.name, email: user.email, exp: 4_000_000_000 }),
  refreshToken: "refresh-1",
  expiresIn: 3600,
};

/** The backend login answers `login` (the user by default); the screens after it get what they ask for. */
function setup(login: () => typeof user | Response | Promise<typeof user | Response> = () => user) {
  const backendLogin = handle(routes.userLogin, login);
  serveUser(user);
  // Home, where a sign-in without a saved address lands.
  handle(routes.listInitiatives, () => EMPTY_PAGE);
  handleDevAuth("revoke", () => ({ revoked: true }));
  const { popup, deliver } = fakePopupWindow();
  const open = vi.fn(() => popup);
  vi.stubGlobal("open", open);
  return { backendLogin, open, popup, deliver };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("/login", () => {
  it("shows the sign-in screen with terms and privacy", async () => {
    setup();
    renderApp("/login");
    expect(await screen.findByText("Sign in to your account.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Continue with Google" })).toBeEnabled();
    expect(screen.getByText("Terms of Service")).toBeInTheDocument();
    expect(screen.getByText("Privacy Policy")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("signs in through the popup, connects, and goes to the saved address once", async () => {
    let answerLogin: (answer: typeof user) => void = () => undefined;
    const { open, deliver, backendLogin } = setup(() => new Promise((resolve) => (answerLogin = resolve)));
    sessionStorage.setItem(POST_LOGIN_REDIRECT_KEY, JSON.stringify("/settings?tab=x"));
    const { router } = renderApp("/login");
    await userEvent.click(await screen.findByRole("button", { name: "Continue with Google" }));

    expect(screen.getByRole("button", { name: "Authenticating..." })).toBeDisabled();
    expect(open).toHaveBeenCalledWith(
      `/dev-auth/popup?origin=${encodeURIComponent(window.location.origin)}`,
      expect.any(String),
      expect.stringMatching(/width=500,height=600/),
    );
    // Messages from another origin or another window are ignored.
    deliver(tokens, "https://evil.example");
    deliver(tokens, window.location.origin, window);
    expect(screen.getByRole("button", { name: "Authenticating..." })).toBeInTheDocument();

    deliver(tokens);
    expect(await screen.findByRole("button", { name: "Connecting to server..." })).toBeDisabled();
    // The backend login's code loads on the first sign-in (decision 037): its call follows a moment later.
    const login = await waitFor(() => {
      const call = backendLogin.calls()[0];
      expect(call).toBeDefined();
      return call!;
    });
    expect(login.token).toBe(tokens.idToken);

    answerLogin(user);
    await waitFor(() => expect(locationOf(router)).toBe("/settings?tab=x"));
    expect(sessionStorage.getItem(POST_LOGIN_REDIRECT_KEY)).toBeNull();
  });

  it("goes home when no address was saved", async () => {
    const { deliver } = setup();
    const { router } = renderApp("/login");
    await userEvent.click(await screen.findByRole("button", { name: "Continue with Google" }));
    deliver(tokens);
    await waitFor(() => expect(locationOf(router)).toBe("/"));
  });

  it("shows the server failure and stays signed out when the backend login fails", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { deliver } = setup(() => apiError(500, "boom"));
    const { router } = renderApp("/login");
    await userEvent.click(await screen.findByRole("button", { name: "Continue with Google" }));
    deliver(tokens);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to connect to server. Please try again.",
    );
    expect(screen.getByRole("button", { name: "Continue with Google" })).toBeEnabled();
    expect(locationOf(router)).toBe("/login");
    expect(localStorage.getItem("dev-auth:session")).toBeNull();
    // Internally the server's error text (spec section 8).
    expect(warn).toHaveBeenCalledWith("[auth] boom");
  });

  it("logs 'Backend login failed' when the server's answer carries no text", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { deliver } = setup(() => new Response(null, { status: 502 }));
    renderApp("/login");
    await userEvent.click(await screen.findByRole("button", { name: "Continue with Google" }));
    deliver(tokens);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to connect to server. Please try again.",
    );
    expect(warn).toHaveBeenCalledWith("[auth] Backend login failed");
  });

  it("explains a popup closed before signing in", async () => {
    const { popup } = setup();
    renderApp("/login");
    await userEvent.click(await screen.findByRole("button", { name: "Continue with Google" }));
    popup.close();
    const alert = await screen.findByRole("alert", {}, { timeout: 4000 });
    // The spec's sentence first, the reason on its own line below.
    expect(alert.textContent).toBe(
      "Failed to authenticate with Google. Please try again.\nThe sign-in window was closed before sign-in finished.",
    );
    expect(alert).toHaveClass("whitespace-pre-line");
  });

  it("explains a blocked popup", async () => {
    setup();
    vi.stubGlobal(
      "open",
      vi.fn(() => null),
    );
    renderApp("/login");
    await userEvent.click(await screen.findByRole("button", { name: "Continue with Google" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to authenticate with Google. Please try again. Your browser blocked the sign-in window.",
    );
  });

  it("leaves /login at once for a restored session", async () => {
    setup();
    signIn(user);
    const { router } = renderApp("/login");
    await waitFor(() => expect(locationOf(router)).toBe("/"));
  });
});
