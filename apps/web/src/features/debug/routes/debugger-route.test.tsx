import type { RuntimeConfig } from "@initiative-planner/contract/runtime-config";
import type { BackendUser } from "@initiative-planner/contract/user";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { IdentityProvider, IdentityUser } from "@/lib/auth/identity-provider";
import { renderWithAuth } from "@/test/render-app";
import { DebuggerRoute } from "./debugger-route";

const config: RuntimeConfig = {
  environment: "staging",
  auth_mode: "dev",
  firebase: null,
  debug_tools: true,
  ai: { provider: "offline", model: "offline-planner", offline: true },
  version: "1.2.3",
  api_base: "/portal",
};

const identityUser: IdentityUser = {
  uid: "uid-ada",
  displayName: "Ada Lovelace",
  email: "ada@example.com",
  photoURL: null,
  emailVerified: true,
  providerId: "google.com",
  metadata: { creationTime: null, lastSignInTime: "2025-01-02T03:04:05.000Z" },
};

const backendUser: BackendUser = {
  id: "uid-ada",
  name: "Ada Lovelace",
  email: "ada@example.com",
  picture: null,
  workstream: "Data Science",
  auth_provider: "google.com",
  date_last_logged_in: "2025-01-02T03:04:05.000Z",
  created_at: "2024-12-01T00:00:00.000Z",
};

const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

/** A token shaped like the dev identity provider's, valid for an hour from `issuedAt`. */
function jwt(issuedAtSeconds: number) {
  const header = { alg: "RS256", kid: "dev-key", typ: "JWT" };
  const claims = {
    sub: "uid-ada",
    email: "ada@example.com",
    iat: issuedAtSeconds,
    exp: issuedAtSeconds + 3600,
  };
  return `${base64url(header)}.${base64url(claims)}.signature`;
}

/** Stands in for Google sign-in (outside the product); everything else is the real auth session. */
function fakeIdentityProvider() {
  let issuedAt = Math.floor(Date.now() / 1000);
  const getIdToken = vi.fn(async (force: boolean) => {
    if (force) issuedAt += 60;
    return { token: jwt(issuedAt), expiresAt: (issuedAt + 3600) * 1000 };
  });
  const provider: IdentityProvider = {
    restore: async () => identityUser,
    signIn: async () => identityUser,
    getIdToken,
    signOut: async () => undefined,
  };
  return { provider, getIdToken };
}

const fetchMock = vi.fn<typeof fetch>();
const json = (data: unknown, status = 200) =>
  Response.json(status < 400 ? { success: true, data } : data, { status });

function answer(url: string, init?: RequestInit): Response {
  const method = init?.method ?? "GET";
  if (method === "POST" && url === "/portal/user/login") return json(backendUser);
  if (method === "HEAD" && url === "/portal/health") return new Response(null, { status: 200 });
  if (url === "/portal/user/profile") return json(backendUser);
  if (url === "/portal/initiative") {
    return json({ success: false, error: "internal", message: "Something broke." }, 500);
  }
  if (url === "/portal/api/test") {
    return json({
      uid: "uid-ada",
      email: "ada@example.com",
      name: "Ada Lovelace",
      sign_in_provider: "google.com",
      issued_at: "2026-01-02T03:04:05.000Z",
      expires_at: "2026-01-02T04:04:05.000Z",
    });
  }
  return json({ success: false, error: "not_found", message: `No route ${url}` }, 404);
}

function renderDebugger(runtime: RuntimeConfig = config) {
  const identity = fakeIdentityProvider();
  renderWithAuth(<DebuggerRoute />, { provider: identity.provider, runtime });
  return identity;
}

beforeEach(() => {
  window.localStorage.clear();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => answer(String(input), init));
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe("/debugger", () => {
  it("says it is not available in production", () => {
    renderDebugger({ ...config, environment: "production", debug_tools: false });
    expect(screen.getByRole("status")).toHaveTextContent("Not available in production");
    expect(screen.queryByRole("tab")).not.toBeInTheDocument();
  });

  it("shows the environment, API health and auth status", async () => {
    renderDebugger();
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
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
    renderDebugger();
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
    const identity = renderDebugger();
    await screen.findByText("signed in as ada@example.com");
    await user.click(screen.getByRole("tab", { name: "Token Debugger" }));

    const header = await screen.findByLabelText("Token header");
    expect(JSON.parse(header.textContent ?? "")).toEqual({ alg: "RS256", kid: "dev-key", typ: "JWT" });
    const claimsBefore = JSON.parse(screen.getByLabelText("Token claims").textContent ?? "");
    expect(claimsBefore).toMatchObject({ sub: "uid-ada", email: "ada@example.com" });
    expect(screen.getByTestId("token-countdown")).toHaveTextContent(/^expires in (59m|1h 00m) \d\ds$/);

    await user.click(screen.getByRole("button", { name: "Force refresh" }));
    await waitFor(() => {
      const claims = JSON.parse(screen.getByLabelText("Token claims").textContent ?? "");
      expect(claims.iat).toBe(claimsBefore.iat + 60);
    });
    expect(identity.getIdToken).toHaveBeenCalledWith(true);

    await user.click(screen.getByRole("button", { name: "Copy token" }));
    expect(await navigator.clipboard.readText()).toBe(jwt(claimsBefore.iat + 60));
    expect(await screen.findByText("Token copied")).toBeInTheDocument();
  });

  it("runs the API checks with the token and shows status, latency and answer", async () => {
    const user = userEvent.setup();
    renderDebugger();
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

    const apiTest = fetchMock.mock.calls.find(([url]) => String(url) === "/portal/api/test");
    const headers = apiTest?.[1]?.headers as Record<string, string>;
    expect(headers["x-user-authorization-token"]).toMatch(/^ey[\w-]+\.ey[\w-]+\.signature$/);
  });
});
