import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { decodeJwt, decodeProtectedHeader } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DevSigningKey, loadOrCreateDevSigningKey } from "./dev-keys";
import { devUidForEmail, hashRefreshToken, issueDevIdToken, newRefreshToken } from "./dev-tokens";
import { createTokenVerifier } from "./token-verifier";

const ISSUER = "http://127.0.0.1:8080/dev-auth";
const AUDIENCE = "initiative-planner-dev";

describe("devUidForEmail", () => {
  it("maps the same email to the same uid regardless of case and spaces", () => {
    const uid = devUidForEmail("Ada@Example.com");
    expect(devUidForEmail("  ada@example.COM ")).toBe(uid);
    expect(uid).toMatch(/^[A-Za-z0-9_-]{28}$/);
  });

  it("maps different emails to different uids", () => {
    expect(devUidForEmail("ada@example.com")).not.toBe(devUidForEmail("grace@example.com"));
  });
});

describe("refresh tokens", () => {
  it("are random 32-byte base64url strings", () => {
    const token = newRefreshToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newRefreshToken()).not.toBe(token);
  });

  it("hash to a stable sha256 hex digest", () => {
    expect(hashRefreshToken("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(hashRefreshToken("abc")).not.toBe(hashRefreshToken("abd"));
  });
});

describe("issueDevIdToken", () => {
  let dataDir: string;
  let key: DevSigningKey;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "dev-tokens-"));
    key = await loadOrCreateDevSigningKey(dataDir);
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it("signs a token with the claims of a Firebase ID token", async () => {
    const uid = devUidForEmail("ada@example.com");
    const token = await issueDevIdToken({
      key,
      issuer: ISSUER,
      audience: AUDIENCE,
      uid,
      email: "ada@example.com",
      name: "Ada Lovelace",
      picture: "https://example.com/ada.png",
    });
    expect(decodeProtectedHeader(token)).toEqual({ alg: "RS256", kid: key.kid, typ: "JWT" });
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({
      iss: ISSUER,
      aud: AUDIENCE,
      sub: uid,
      user_id: uid,
      email: "ada@example.com",
      email_verified: true,
      name: "Ada Lovelace",
      picture: "https://example.com/ada.png",
      firebase: {
        identities: { "google.com": [uid], email: ["ada@example.com"] },
        sign_in_provider: "google.com",
      },
    });
    expect(claims.exp! - claims.iat!).toBe(3600);
    expect(claims.auth_time).toBe(claims.iat);
  });

  it("verifies with the dev verifier and keeps the original auth_time on refresh", async () => {
    const verifier = createTokenVerifier({
      mode: "dev",
      issuer: ISSUER,
      audience: AUDIENCE,
      getKeys: async () => [key.publicJwk],
    });
    const signedInAt = new Date(Date.now() - 50 * 60_000);
    const token = await issueDevIdToken({
      key,
      issuer: ISSUER,
      audience: AUDIENCE,
      uid: "uid-1",
      email: "grace@example.com",
      name: "Grace Hopper",
      authTime: signedInAt,
    });
    const identity = await verifier.verify(token);
    expect(identity).toEqual({
      uid: "uid-1",
      email: "grace@example.com",
      name: "Grace Hopper",
      picture: null,
      emailVerified: true,
      signInProvider: "google.com",
      authTime: new Date(Math.floor(signedInAt.getTime() / 1000) * 1000),
      expiresAt: new Date(identity.issuedAt.getTime() + 3600_000),
      issuedAt: identity.issuedAt,
    });
    expect(Math.abs(identity.issuedAt.getTime() - Date.now())).toBeLessThan(5_000);
  });
});
