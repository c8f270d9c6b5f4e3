import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./harness";

const PROJECT = "planner-demo-1234";
const WEB_CONFIG = {
  apiKey: "demo-key",
  authDomain: `${PROJECT}.firebaseapp.com`,
  projectId: PROJECT,
  appId: "1:2:web:3",
};

/** Google's side, stood in for by a local JWKS server and a key only this test holds. */
describe("Firebase mode (AUTH_MODE=firebase) end to end over HTTP", () => {
  let server: TestServer;
  let jwks: Server;
  let privateKey: CryptoKey;
  const kid = "test-kid-1";

  beforeAll(async () => {
    const pair = await generateKeyPair("RS256");
    privateKey = pair.privateKey as CryptoKey;
    const publicJwk = { ...(await exportJWK(pair.publicKey)), kid, alg: "RS256", use: "sig" };
    jwks = createServer((_, res) => {
      res.writeHead(200, { "content-type": "application/json", "cache-control": "public, max-age=3600" });
      res.end(JSON.stringify({ keys: [publicJwk] }));
    });
    await new Promise<void>((resolve) => jwks.listen(0, "127.0.0.1", () => resolve()));
    const { port } = jwks.address() as AddressInfo;
    server = await startTestServer("pglite", {
      AUTH_MODE: "firebase",
      FIREBASE_PROJECT_ID: PROJECT,
      FIREBASE_WEB_CONFIG: JSON.stringify(WEB_CONFIG),
      FIREBASE_JWKS_URL: `http://127.0.0.1:${port}/jwks`,
    });
  });
  afterAll(async () => {
    await server?.close();
    await new Promise<void>((resolve) => jwks?.close(() => resolve()));
  });

  const googleToken = (
    claims: Record<string, unknown> = {},
    project = PROJECT,
    expiresInSeconds = 3600,
    subject = "firebase-uid-123",
  ) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({
      email: "grace@example.com",
      name: "Grace Hopper",
      email_verified: true,
      auth_time: now - 10,
      firebase: { sign_in_provider: "google.com", identities: {} },
      ...claims,
    })
      .setProtectedHeader({ alg: "RS256", kid, typ: "JWT" })
      .setIssuer(`https://securetoken.google.com/${project}`)
      .setAudience(project)
      .setSubject(subject)
      .setIssuedAt(now - 5)
      .setExpirationTime(now + expiresInSeconds)
      .sign(privateKey);
  };

  it("gives the SPA the Firebase web config and never serves the dev identity provider", async () => {
    const config = await server.request("GET", "/portal/config");
    expect(config.body.data).toMatchObject({ auth_mode: "firebase", firebase: WEB_CONFIG });
    expect((await server.request("GET", "/dev-auth/popup")).status).toBe(404);
    expect((await server.request("POST", "/dev-auth/token", { body: { email: "a@b.co" } })).status).toBe(404);
  });

  it("allows exactly Google's sign-in origins in the CSP", async () => {
    const csp = (await server.request("GET", "/portal/health")).headers.get("content-security-policy")!;
    expect(csp).toContain("script-src 'self' https://apis.google.com");
    expect(csp).toContain(`frame-src https://${PROJECT}.firebaseapp.com`);
    expect(csp).toContain("https://identitytoolkit.googleapis.com");
    expect(csp).toContain("https://securetoken.googleapis.com");
  });

  it("signs in with a Google-issued ID token and creates the backend user", async () => {
    const res = await server.request("POST", "/portal/user/login", { token: await googleToken() });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: "firebase-uid-123",
      email: "grace@example.com",
      name: "Grace Hopper",
      workstream: null,
      auth_provider: "google.com",
    });
  });

  it("refuses tokens of another project, expired tokens and garbage with 401", async () => {
    const other = await googleToken({}, "someone-elses-project");
    const expired = await googleToken({}, PROJECT, -60);
    for (const token of [other, expired, "not-a-token"]) {
      const res = await server.request("GET", "/portal/user", { token });
      expect(res.status).toBe(401);
      expect(res.body.error).toBe("unauthenticated");
    }
  });

  it("an unverified e-mail (password sign-up) claims no invitation, at sign-in or by link", async () => {
    const owner = await googleToken(
      { email: "owner@example.com", name: "Owner" },
      PROJECT,
      3600,
      "uid-owner",
    );
    await server.request("POST", "/portal/user/login", { token: owner });
    const created = await server.request("POST", "/portal/initiative", {
      token: owner,
      body: {
        description: "Launch the partner portal for resellers",
        priority: "HIGH",
        communication_mode: "SLACK",
        date_due_completion: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      },
    });
    expect(created.status).toBe(200);
    const initiativeId = created.body.data.id as string;
    const invited = await server.request("POST", `/portal/initiatives/${initiativeId}/collaborators/invite`, {
      token: owner,
      body: { email: "victim@example.com", role: "editor" },
    });
    const inviteToken = (invited.body.data.invite_link as string).split("/invite/")[1];
    const claimant = await googleToken(
      {
        email: "victim@example.com",
        email_verified: false,
        firebase: { sign_in_provider: "password", identities: {} },
      },
      PROJECT,
      3600,
      "uid-attacker",
    );
    expect((await server.request("POST", "/portal/user/login", { token: claimant })).status).toBe(200);
    const byLink = await server.request("POST", "/portal/invites/accept", {
      token: claimant,
      body: { token: inviteToken },
    });
    expect(byLink.status).toBe(403);
    expect(byLink.body.message).toContain("not verified");
    expect(
      (await server.request("GET", `/portal/initiatives/${initiativeId}`, { token: claimant })).status,
    ).toBe(403);
    // The real owner of the address, verified by Google, joins at sign-in.
    const victim = await googleToken({ email: "victim@example.com" }, PROJECT, 3600, "uid-victim");
    await server.request("POST", "/portal/user/login", { token: victim });
    expect(
      (await server.request("GET", `/portal/initiatives/${initiativeId}`, { token: victim })).status,
    ).toBe(200);
  });
});
