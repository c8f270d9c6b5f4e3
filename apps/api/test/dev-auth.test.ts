import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createLocalJWKSet, decodeJwt, jwtVerify } from "jose";
import { afterAll, describe, expect, it } from "vitest";
import { hashRefreshToken } from "../src/auth/dev-tokens";
import { createServer, DEV_AUDIENCE, DEV_ISSUER } from "../src/compose";
import { parseConfig } from "../src/config";
import { useTestServer } from "./harness";
import { dbKinds } from "./test-db";

describe.each(dbKinds())("dev identity provider on %s", (kind) => {
  const server = useTestServer(kind);

  const signIn = (email: string, name?: string) =>
    server.request("POST", "/dev-auth/token", { body: name === undefined ? { email } : { email, name } });
  const refresh = (refreshToken: string) =>
    server.request("POST", "/dev-auth/refresh", { body: { refreshToken } });

  it("serves the account chooser with its script and style as files", async () => {
    const page = await server.request("GET", "/dev-auth/popup?origin=http://x");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(page.text).toContain('src="/dev-auth/popup.js"');
    expect(page.text).toContain('href="/dev-auth/popup.css"');
    expect(page.text).not.toMatch(/<script>[^<]/);
    expect(page.headers.get("content-security-policy")).toContain("script-src 'self'");

    const script = await server.request("GET", "/dev-auth/popup.js");
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(script.text).toContain("dev-auth:tokens");
    const style = await server.request("GET", "/dev-auth/popup.css");
    expect(style.status).toBe(200);
    expect(style.headers.get("content-type")).toMatch(/^text\/css/);
  });

  it("issues a Firebase-shaped ID token that the portal accepts", async () => {
    const res = await signIn("Linus@Example.com", "Linus T");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      idToken: expect.any(String),
      refreshToken: expect.any(String),
      expiresIn: 3600,
    });
    const claims = decodeJwt(res.body.idToken);
    expect(claims).toMatchObject({
      iss: DEV_ISSUER,
      aud: DEV_AUDIENCE,
      email: "Linus@Example.com",
      name: "Linus T",
      email_verified: true,
      firebase: { sign_in_provider: "google.com" },
    });
    expect(claims.exp! - claims.iat!).toBe(3600);
    const login = await server.request("POST", "/portal/user/login", { token: res.body.idToken });
    expect(login.status).toBe(200);
    expect(login.body.data).toMatchObject({ id: claims.sub, name: "Linus T" });
  });

  it("maps the same email to the same uid, whatever the case, and defaults the name", async () => {
    const a = decodeJwt((await signIn("same@example.com", "A")).body.idToken);
    const b = decodeJwt((await signIn("SAME@example.com")).body.idToken);
    const other = decodeJwt((await signIn("other@example.com")).body.idToken);
    expect(a.sub).toBe(b.sub);
    expect(other.sub).not.toBe(a.sub);
    expect(b.name).toBe("SAME");
  });

  it("validates the token request", async () => {
    for (const body of [
      {},
      { email: "not-an-email" },
      { email: "a@b.co", name: "x".repeat(101) },
      { email: 5 },
    ]) {
      const res = await server.request("POST", "/dev-auth/token", { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ success: false, error: "validation_failed" });
    }
    const named = await server.request("POST", "/dev-auth/token", { body: { email: "x@y.co", name: "" } });
    expect(named.status).toBe(200);
  });

  it("rotates refresh tokens: each works once and the new ID token is valid", async () => {
    const first = await signIn("rotate@example.com", "Rot");
    const second = await refresh(first.body.refreshToken);
    expect(second.status).toBe(200);
    expect(second.body.expiresIn).toBe(3600);
    expect(second.body.refreshToken).not.toBe(first.body.refreshToken);
    expect(decodeJwt(second.body.idToken)).toMatchObject({
      sub: decodeJwt(first.body.idToken).sub,
      name: "Rot",
    });
    const user = await server.request("GET", "/portal/api/test", { token: second.body.idToken });
    expect(user.status).toBe(200);

    const replay = await refresh(first.body.refreshToken);
    expect(replay.status).toBe(401);
    expect(replay.body).toMatchObject({ success: false, error: "unauthenticated" });
    expect((await refresh(second.body.refreshToken)).status).toBe(200);
  });

  it("lets only one of two concurrent refreshes with the same token win", async () => {
    const { body } = await signIn("race@example.com");
    const results = await Promise.all([refresh(body.refreshToken), refresh(body.refreshToken)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it("revokes refresh tokens and refuses unknown ones", async () => {
    const { body } = await signIn("revoke@example.com");
    const revoked = await server.request("POST", "/dev-auth/revoke", {
      body: { refreshToken: body.refreshToken },
    });
    expect(revoked.status).toBe(200);
    expect((await refresh(body.refreshToken)).status).toBe(401);
    const again = await server.request("POST", "/dev-auth/revoke", {
      body: { refreshToken: body.refreshToken },
    });
    expect(again.status).toBe(200);
    const unknown = await refresh("never-issued");
    expect(unknown.status).toBe(401);
    expect(unknown.body.error).toBe("unauthenticated");
    expect((await server.request("POST", "/dev-auth/refresh", { body: {} })).status).toBe(400);
  });

  it("stores refresh tokens only as hashes", async () => {
    const { body } = await signIn("hash@example.com");
    const rows = await server.ctx.db.query.devRefreshTokens.findMany();
    const hashes = rows.map((row) => row.tokenHash);
    expect(hashes).toContain(hashRefreshToken(body.refreshToken));
    expect(hashes).not.toContain(body.refreshToken);
  });

  it("publishes a JWKS that verifies its tokens", async () => {
    const jwks = await server.request("GET", "/dev-auth/jwks.json");
    expect(jwks.status).toBe(200);
    expect(jwks.body.keys).toHaveLength(1);
    expect(jwks.body.keys[0]).toMatchObject({ kty: "RSA", alg: "RS256", use: "sig" });
    expect(jwks.body.keys[0].d).toBeUndefined();
    const { body } = await signIn("jwks@example.com");
    const { payload, protectedHeader } = await jwtVerify(body.idToken, createLocalJWKSet(jwks.body), {
      issuer: DEV_ISSUER,
      audience: DEV_AUDIENCE,
    });
    expect(protectedHeader.kid).toBe(jwks.body.keys[0].kid);
    expect(payload.email).toBe("jwks@example.com");
  });
});

describe("dev identity provider across a restart", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "ip-restart-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  // The default deployment: PGlite and the signing key both under DATA_DIR.
  async function start() {
    const config = parseConfig({ PORT: "0", DATA_DIR: dataDir, LOG_LEVEL: "silent" });
    const { app } = await createServer(config, { logger: false });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    return { app, url };
  }
  const post = (url: string, body: unknown) =>
    fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  it("keeps ID tokens, refresh tokens and keys valid on the same DATA_DIR", async () => {
    const before = await start();
    const tokens = await (
      await post(`${before.url}/dev-auth/token`, { email: "restart@example.com" })
    ).json();
    const jwksBefore = await (await fetch(`${before.url}/dev-auth/jwks.json`)).json();
    await before.app.close();

    const after = await start();
    try {
      const me = await fetch(`${after.url}/portal/user/login`, {
        method: "POST",
        headers: { "x-user-authorization-token": tokens.idToken },
      });
      expect(me.status).toBe(200);
      const jwksAfter = await (await fetch(`${after.url}/dev-auth/jwks.json`)).json();
      expect(jwksAfter).toEqual(jwksBefore);
      const refreshed = await post(`${after.url}/dev-auth/refresh`, { refreshToken: tokens.refreshToken });
      expect(refreshed.status).toBe(200);
    } finally {
      await after.app.close();
    }
  });
});

describe("dev identity provider in Firebase mode", () => {
  const server = useTestServer("pglite", { AUTH_MODE: "firebase", FIREBASE_PROJECT_ID: "demo-project" });

  it("is not registered", async () => {
    for (const [method, path] of [
      ["GET", "/dev-auth/popup"],
      ["GET", "/dev-auth/jwks.json"],
      ["POST", "/dev-auth/token"],
    ] as const) {
      const res = await server.request(method, path, method === "POST" ? { body: { email: "a@b.co" } } : {});
      expect(res.status, path).toBe(404);
    }
  });
});
