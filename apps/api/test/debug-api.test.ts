import { routes } from "@initiative-planner/contract";
import { describe, expect, it } from "vitest";
import { devUidForEmail } from "../src/auth/dev-tokens";
import { createAccessToken, createUser } from "./factories";
import { useTestServer } from "./harness";

describe("GET /portal/api/test outside production", () => {
  const server = useTestServer("pglite");

  it("describes the caller's token", async () => {
    const token = await server.token("debug@example.com", "Debug Person");
    const res = await server.call(routes.apiTest, { token });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.data).toMatchObject({
      uid: devUidForEmail("debug@example.com"),
      email: "debug@example.com",
      name: "Debug Person",
      sign_in_provider: "google.com",
    });
    expect(Date.parse(res.data.expires_at!)).toBeGreaterThan(Date.parse(res.data.issued_at));
  });

  it("answers a personal access token made without an expiry with expires_at null, one with an expiry with its date", async () => {
    const owner = await createUser(server);
    const forever = await createAccessToken(server, owner, "read");
    const res = await server.request("GET", "/portal/api/test", {
      headers: { authorization: `Bearer ${forever.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.expires_at).toBeNull();
    const dated = await createAccessToken(server, owner, "read", 30);
    const withDate = await server.request("GET", "/portal/api/test", {
      headers: { authorization: `Bearer ${dated.token}` },
    });
    expect(Date.parse(withDate.body.data.expires_at)).toBeGreaterThan(Date.now() + 29 * 86_400_000);
  });

  it("still requires a token", async () => {
    const res = await server.call(routes.apiTest);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, error: "unauthenticated" });
  });

  it("reports the debug tools as available in the runtime settings", async () => {
    const res = await server.call(routes.config);
    expect(res.data.debug_tools).toBe(true);
  });
});

describe("GET /portal/api/test in production", () => {
  const server = useTestServer("pglite", {
    APP_ENV: "production",
    AUTH_MODE: "firebase",
    FIREBASE_PROJECT_ID: "demo",
  });

  it.each([
    ["no token", undefined],
    ["a malformed token", "not-a-jwt"],
  ])("is refused as not found with %s, before any authentication", async (_label, token) => {
    const res = await server.call(routes.apiTest, { token });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, error: "not_found" });
    expect(res.text).not.toContain("uid");
  });

  it("keeps the other user routes behind authentication", async () => {
    // Contrast: a registered route answers 401, so the 404 above means the debug route is absent.
    const res = await server.call(routes.getUserProfile);
    expect(res.status).toBe(401);
  });

  it("reports the debug tools as unavailable in the runtime settings", async () => {
    const res = await server.call(routes.config);
    expect(res.body.data.debug_tools).toBe(false);
  });
});
