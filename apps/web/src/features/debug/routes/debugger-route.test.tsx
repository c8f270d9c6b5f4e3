import { routes } from "@initiative-planner/contract/routes";
import type { RuntimeConfig } from "@initiative-planner/contract/runtime-config";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { apiError, callsTo, handle, handleDevAuth } from "@/test/api-handlers";
import { devRuntimeConfig } from "@/test/api-server";
import { renderApp } from "@/test/render";
import { fakeIdToken, makeBackendUser, signIn } from "@/test/session";
import { DebuggerRoute } from "./debugger-route";

const config: RuntimeConfig = { ...devRuntimeConfig, version: "1.2.3" };

const backendUser = makeBackendUser({
  workstream: "Data Science",
  date_last_logged_in: "2025-01-02T03:04:05.000Z",
  created_at: "2024-12-01T00:00:00.000Z",
});

/** A token as the dev identity provider issues it, valid for an hour from `iat`. */
const tokenIssuedAt = (iat: number) =>
  fakeIdToken({
    sub: backendUser.id,
    email: backendUser.email,
    email_verified: true,
    iat,
    exp: iat + 3600,
    firebase: { sign_in_provider: "google.com" },
  });

/** Signed in with the dev identity provider; the server answers the debugger's checks. */
async function renderDebugger(runtime: RuntimeConfig = config) {
  handle(routes.config, () => runtime);
  const { idToken } = signIn(backendUser);
  handle(routes.userLogin, () => backendUser);
  handle(routes.healthHead, () => new Response(null));
  handle(routes.getUserProfile, () => backendUser);
  handle(routes.listInitiatives, () => apiError(500, "Something broke."));
  handle(routes.apiTest, () => ({
    uid: "uid-ada",
    email: "ada@example.com",
    name: "Ada Lovelace",
    sign_in_provider: "google.com",
    issued_at: "2026-01-02T03:04:05.000Z",
    expires_at: "2026-01-02T04:04:05.000Z",
  }));
  renderApp("/debugger", { routes: [{ path: "/debugger", element: <DebuggerRoute /> }] });
  return { idToken };
}

describe("/debugger", () => {
  it("says it is not available in production", async () => {
    await renderDebugger({ ...config, environment: "production", debug_tools: false });
    await screen.findByText(/Not available in production/);
    expect(screen.getByRole("status")).toHaveTextContent("Not available in production");
    expect(screen.queryByRole("tab")).not.toBeInTheDocument();
  });

  it("shows the environment, API health and auth status", async () => {
    await renderDebugger();
    expect((await screen.findAllByRole("tab")).map((tab) => tab.textContent)).toEqual([
      "Environment",
      "User Details",
      "Token Debugger",
      "API Testing",
    ]);
    expect(await screen.findByText(/^healthy · \d+ ms$/)).toBeInTheDocument();
    expect(await screen.findByText("signed in as ada@example.com")).toBeInTheDocument();
    const panel = screen.getByRole("tabpanel", { name: "Environment" });
    expect(within(panel).getByText("Build version").nextSibling).toHaveTextContent("1.2.3");
    expect(within(panel).getByText("API base").nextSibling).toHaveTextContent("/portal");
    expect(within(panel).getByText("Auth mode").nextSibling).toHaveTextContent("dev");
    expect(within(panel).getByText(/"environment": "staging"/)).toBeInTheDocument();
  });

  it("shows the identity user and the backend user", async () => {
    const user = userEvent.setup();
    await renderDebugger();
    await screen.findByText("signed in as ada@example.com");
    await user.click(screen.getByRole("tab", { name: "User Details" }));
    const panel = screen.getByRole("tabpanel", { name: "User Details" });
    expect(within(panel).getByText("emailVerified").nextSibling).toHaveTextContent("yes");
    expect(within(panel).getByText("providerData.providerId").nextSibling).toHaveTextContent("google.com");
    expect(within(panel).getByText("workstream").nextSibling).toHaveTextContent("Data Science");
    expect(within(panel).getAllByText("uid-ada")).toHaveLength(2);
  });

  it("decodes the ID token, counts down to expiry, refreshes it on demand and copies it", async () => {
    const user = userEvent.setup();
    await renderDebugger();
    await screen.findByText("signed in as ada@example.com");
    await user.click(screen.getByRole("tab", { name: "Token Debugger" }));

    const header = await screen.findByLabelText("Token header");
    expect(JSON.parse(header.textContent ?? "")).toEqual({ alg: "RS256", kid: "dev-key", typ: "JWT" });
    const claimsBefore = JSON.parse(screen.getByLabelText("Token claims").textContent ?? "");
    expect(claimsBefore).toMatchObject({ sub: "uid-ada", email: "ada@example.com" });
    const refreshed = tokenIssuedAt(claimsBefore.iat + 60);
    const refresh = handleDevAuth("refresh", () => ({
      idToken: refreshed,
      refreshToken: "refresh-2",
      expiresIn: 3600,
    }));
    expect(screen.getByTestId("token-countdown")).toHaveTextContent(/^expires in (59m|1h 00m) \d\ds$/);

    await user.click(screen.getByRole("button", { name: "Force refresh" }));
    await waitFor(() => {
      const claims = JSON.parse(screen.getByLabelText("Token claims").textContent ?? "");
      expect(claims.iat).toBe(claimsBefore.iat + 60);
    });
    expect(refresh.calls()).toHaveLength(1);

    const writeText = vi.spyOn(navigator.clipboard, "writeText");
    await user.click(screen.getByRole("button", { name: "Copy token" }));
    expect(writeText).toHaveBeenCalledExactlyOnceWith(refreshed);
    expect(await screen.findByText("Token copied")).toBeInTheDocument();
  });

  it("runs the API checks with the token and shows status, latency and answer", async () => {
    const user = userEvent.setup();
    const { idToken } = await renderDebugger();
    await screen.findByText("signed in as ada@example.com");
    await user.click(screen.getByRole("tab", { name: "API Testing" }));
    await user.click(screen.getByRole("button", { name: "Run all" }));

    const row = (label: string) => screen.getByRole("listitem", { name: label });
    await waitFor(() => expect(within(row("Token check")).getByText("HTTP 200")).toBeInTheDocument());
    expect(within(row("API health")).getByText("HTTP 200")).toBeInTheDocument();
    expect(within(row("User profile")).getByText(/"workstream": "Data Science"/)).toBeInTheDocument();
    expect(within(row("Initiatives")).getByText("HTTP 500")).toBeInTheDocument();
    expect(within(row("Initiatives")).getByText(/Something broke\./)).toBeInTheDocument();
    expect(within(row("Token check")).getByText(/^\d+ ms$/)).toBeInTheDocument();

    expect(callsTo(routes.apiTest)[0]?.token).toBe(idToken);
  });
});
