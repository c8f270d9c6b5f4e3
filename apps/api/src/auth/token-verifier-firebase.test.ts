import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { type CryptoKey, calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from "jose";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { AuthError, AuthUnavailableError } from "./auth-error";
import { issueDevIdToken } from "./dev-tokens";
import { cacheLifetimeSeconds } from "./remote-jwks";
import { createTokenVerifier } from "./token-verifier";

const PROJECT = "planner-test";
const ISSUER = `https://securetoken.google.com/${PROJECT}`;

interface TestKey {
  privateKey: CryptoKey;
  kid: string;
  publicJwk: JWK;
}

async function makeKey(): Promise<TestKey> {
  const { privateKey, publicKey } = await generateKeyPair("RS256", { extractable: true });
  const publicJwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  return { privateKey, kid, publicJwk: { ...publicJwk, kid, alg: "RS256", use: "sig" } };
}

/** A stand-in for Google's securetoken JWKS endpoint that counts its fetches. */
const jwks = {
  keys: [] as JWK[],
  maxAge: 3600,
  status: 200,
  delayMs: 0,
  fetches: 0,
};
let server: Server;
let jwksUrl: string;
let keyA: TestKey;
let keyB: TestKey;

beforeAll(async () => {
  [keyA, keyB] = await Promise.all([makeKey(), makeKey()]);
  server = createServer((_request, response) => {
    jwks.fetches += 1;
    setTimeout(() => {
      response.writeHead(jwks.status, {
        "content-type": "application/json",
        "cache-control": `public, max-age=${jwks.maxAge}, must-revalidate, no-transform`,
      });
      response.end(JSON.stringify({ keys: jwks.keys }));
    }, jwks.delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  jwksUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/jwks`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

let clock: number;
beforeEach(() => {
  Object.assign(jwks, { keys: [keyA.publicJwk], maxAge: 3600, status: 200, delayMs: 0, fetches: 0 });
  clock = Date.now();
});
afterEach(() => {
  vi.restoreAllMocks();
});

function makeVerifier(onStaleKeys?: (error: unknown) => void) {
  return createTokenVerifier({
    mode: "firebase",
    projectId: PROJECT,
    jwksUrl,
    now: () => clock,
    onStaleKeys,
  });
}

function tokenFor(key: TestKey, overrides: { issuer?: string; audience?: string } = {}) {
  return issueDevIdToken({
    key,
    issuer: overrides.issuer ?? ISSUER,
    audience: overrides.audience ?? PROJECT,
    uid: "firebase-uid-1",
    email: "ada@example.com",
    name: "Ada",
    now: new Date(clock),
  });
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => null,
    (error: unknown) => error,
  );
}

describe("token verifier: firebase mode", () => {
  it("verifies a token signed by a key from the JWKS", async () => {
    const identity = await makeVerifier().verify(await tokenFor(keyA));
    expect(identity).toMatchObject({
      uid: "firebase-uid-1",
      email: "ada@example.com",
      signInProvider: "google.com",
    });
  });

  it("rejects a token for another project and an issuer that is not exact", async () => {
    const verifier = makeVerifier();
    const other = await tokenFor(keyA, { issuer: "https://securetoken.google.com/other", audience: "other" });
    const otherAud = await tokenFor(keyA, { audience: "other" });
    const slash = await tokenFor(keyA, { issuer: `${ISSUER}/` });
    for (const token of [other, otherAud, slash]) {
      expect(await rejection(verifier.verify(token))).toBeInstanceOf(AuthError);
    }
  });

  it("caches the keys for max-age and refetches after it expires", async () => {
    jwks.maxAge = 120;
    const verifier = makeVerifier();
    await verifier.verify(await tokenFor(keyA));
    clock += 119_000;
    await verifier.verify(await tokenFor(keyA));
    expect(jwks.fetches).toBe(1);

    clock += 2_000;
    await verifier.verify(await tokenFor(keyA));
    expect(jwks.fetches).toBe(2);
  });

  it("refetches for an unknown kid at most once per 30 seconds and picks up a rotated key", async () => {
    const verifier = makeVerifier();
    await verifier.verify(await tokenFor(keyA));
    expect(jwks.fetches).toBe(1);

    // keyB is not published yet: the first lookup inside the cooldown must not fetch.
    clock += 1_000;
    expect(await rejection(verifier.verify(await tokenFor(keyB)))).toMatchObject({ reason: "kid_unknown" });
    expect(jwks.fetches).toBe(1);

    clock += 30_000;
    for (let i = 0; i < 5; i++) {
      expect(await rejection(verifier.verify(await tokenFor(keyB)))).toMatchObject({ reason: "kid_unknown" });
    }
    expect(jwks.fetches).toBe(2);

    jwks.keys = [keyA.publicJwk, keyB.publicJwk];
    clock += 30_000;
    await expect(verifier.verify(await tokenFor(keyB))).resolves.toMatchObject({ uid: "firebase-uid-1" });
    expect(jwks.fetches).toBe(3);
  });

  it("shares one in-flight fetch between concurrent requests", async () => {
    jwks.delayMs = 50;
    const verifier = makeVerifier();
    const token = await tokenFor(keyA);
    const identities = await Promise.all(Array.from({ length: 10 }, () => verifier.verify(token)));
    expect(identities).toHaveLength(10);
    expect(jwks.fetches).toBe(1);
  });

  it("reports the keys as unavailable, not the token as invalid, when nothing can be fetched", async () => {
    jwks.status = 500;
    const error = await rejection(makeVerifier().verify(await tokenFor(keyA)));
    expect(error).toBeInstanceOf(AuthUnavailableError);
    expect(error).toMatchObject({ code: "unavailable" });
  });

  it("keeps serving the cached keys when a refetch after expiry fails", async () => {
    jwks.maxAge = 60;
    const onStaleKeys = vi.fn();
    const verifier = makeVerifier(onStaleKeys);
    await verifier.verify(await tokenFor(keyA));

    jwks.status = 503;
    clock += 61_000;
    await expect(verifier.verify(await tokenFor(keyA))).resolves.toBeDefined();
    expect(onStaleKeys).toHaveBeenCalledTimes(1);
    expect(jwks.fetches).toBe(2);

    // A failing endpoint is retried after the cooldown, not on every request.
    clock += 1_000;
    await verifier.verify(await tokenFor(keyA));
    expect(jwks.fetches).toBe(2);
  });
});

describe("cacheLifetimeSeconds", () => {
  const lifetime = (headers: Record<string, string>) => cacheLifetimeSeconds(new Headers(headers), 300);

  it("reads max-age and subtracts the Age a shared cache reports", () => {
    expect(lifetime({ "cache-control": "public, max-age=19800, must-revalidate" })).toBe(19800);
    expect(lifetime({ "cache-control": "public, max-age=100", age: "40" })).toBe(60);
  });

  it("falls back without max-age, never caches no-store and caps absurd values at a day", () => {
    expect(lifetime({})).toBe(300);
    expect(lifetime({ "cache-control": "no-store" })).toBe(0);
    expect(lifetime({ "cache-control": "max-age=99999999" })).toBe(86400);
  });
});
