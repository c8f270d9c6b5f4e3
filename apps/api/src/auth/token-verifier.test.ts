import { createPublicKey, type JsonWebKey } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type CryptoKey, generateKeyPair, importJWK, type JWTHeaderParameters, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_ERROR_MESSAGE, AuthError } from "./auth-error";
import { type DevSigningKey, devSigningKeyPath, loadOrCreateDevSigningKey } from "./dev-keys";
import { createTokenVerifier, type TokenVerifier } from "./token-verifier";

const ISSUER = "http://127.0.0.1:8080/dev-auth";
const AUDIENCE = "initiative-planner-dev";

let dataDir: string;
let key: DevSigningKey;
let verifier: TokenVerifier;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "token-verifier-"));
  key = await loadOrCreateDevSigningKey(dataDir);
  verifier = createTokenVerifier({
    mode: "dev",
    issuer: ISSUER,
    audience: AUDIENCE,
    getKeys: async () => [key.publicJwk],
  });
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const nowSeconds = () => Math.floor(Date.now() / 1000);

function claims(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const now = nowSeconds();
  return {
    iss: ISSUER,
    aud: AUDIENCE,
    sub: "uid-1",
    user_id: "uid-1",
    email: "ada@example.com",
    email_verified: true,
    name: "Ada",
    auth_time: now - 60,
    iat: now - 60,
    exp: now + 3540,
    firebase: { sign_in_provider: "google.com" },
    ...overrides,
  };
}

function withoutClaim(name: string): Record<string, unknown> {
  const { [name]: _removed, ...rest } = claims();
  return rest;
}

async function sign(
  payload: Record<string, unknown>,
  header: Partial<JWTHeaderParameters> = {},
  signingKey: CryptoKey | Uint8Array = key.privateKey,
): Promise<string> {
  return new SignJWT(payload).setProtectedHeader({ alg: "RS256", kid: key.kid, ...header }).sign(signingKey);
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

function replaceSegment(token: string, index: number, segment: string): string {
  const parts = token.split(".");
  parts[index] = segment;
  return parts.join(".");
}

describe("token verifier: genuine tokens", () => {
  it("accepts a well-formed token and returns the identity", async () => {
    const identity = await verifier.verify(await sign(claims()));
    expect(identity).toMatchObject({ uid: "uid-1", email: "ada@example.com", signInProvider: "google.com" });
  });

  it("allows a few seconds of clock skew on iat and auth_time", async () => {
    const soon = nowSeconds() + 3;
    await expect(verifier.verify(await sign(claims({ iat: soon, auth_time: soon })))).resolves.toBeDefined();
  });

  it("accepts a lifetime of exactly 1 h 5 min", async () => {
    const iat = nowSeconds() - 60;
    await expect(verifier.verify(await sign(claims({ iat, exp: iat + 3_900 })))).resolves.toBeDefined();
  });

  it("accepts a sub of exactly 128 characters", async () => {
    const sub = "u".repeat(128);
    await expect(verifier.verify(await sign(claims({ sub })))).resolves.toMatchObject({ uid: sub });
  });
});

// Each case names the internal reason it must be rejected for, so a case cannot pass by accident.
const forged: Array<[string, () => Promise<string>, string | RegExp]> = [
  [
    "alg none, unsigned",
    async () => `${b64({ alg: "none", kid: key.kid })}.${b64(claims())}.`,
    "alg_not_rs256",
  ],
  [
    "HS256 signed with the public key (key confusion)",
    async () => {
      const publicPem = createPublicKey({ key: key.publicJwk as JsonWebKey, format: "jwk" })
        .export({ type: "spki", format: "pem" })
        .toString();
      return sign(claims(), { alg: "HS256" }, new TextEncoder().encode(publicPem));
    },
    "alg_not_rs256",
  ],
  [
    "ES256 signed with an attacker's key under our kid",
    async () => sign(claims(), { alg: "ES256" }, (await generateKeyPair("ES256")).privateKey),
    "alg_not_rs256",
  ],
  [
    "RS512 signed with the genuine key",
    async () => {
      const stored = JSON.parse(await readFile(devSigningKeyPath(dataDir), "utf8"));
      return sign(claims(), { alg: "RS512" }, (await importJWK(stored.privateJwk, "RS512")) as CryptoKey);
    },
    "alg_not_rs256",
  ],
  ["unknown kid", async () => sign(claims(), { kid: "someone-elses-key" }), "kid_unknown"],
  [
    "missing kid",
    async () => new SignJWT(claims()).setProtectedHeader({ alg: "RS256" }).sign(key.privateKey),
    "kid_missing",
  ],
  [
    "an attacker's RSA key under our kid",
    async () => sign(claims(), {}, (await generateKeyPair("RS256")).privateKey),
    "ERR_JWS_SIGNATURE_VERIFICATION_FAILED",
  ],
  [
    "expired an hour ago",
    async () => sign(claims({ iat: nowSeconds() - 7200, exp: nowSeconds() - 3600 })),
    "ERR_JWT_EXPIRED:exp",
  ],
  [
    "expired a second ago (no leeway on exp)",
    async () => sign(claims({ exp: nowSeconds() - 1 })),
    "ERR_JWT_EXPIRED:exp",
  ],
  ["iat in the future", async () => sign(claims({ iat: nowSeconds() + 60 })), "iat_in_future"],
  [
    "a lifetime of a year (exp − iat over 1 h 5 min)",
    async () => sign(claims({ iat: nowSeconds() - 60, exp: nowSeconds() + 365 * 86_400 })),
    "lifetime_too_long",
  ],
  [
    "a lifetime one second over 1 h 5 min",
    async () => sign(claims({ iat: nowSeconds() - 60, exp: nowSeconds() - 60 + 3_901 })),
    "lifetime_too_long",
  ],
  [
    "auth_time in the future",
    async () => sign(claims({ auth_time: nowSeconds() + 60 })),
    "auth_time_in_future",
  ],
  ["wrong aud", async () => sign(claims({ aud: "some-other-app" })), "ERR_JWT_CLAIM_VALIDATION_FAILED:aud"],
  ["aud array smuggling the project", async () => sign(claims({ aud: [AUDIENCE, "evil"] })), "aud_not_exact"],
  [
    "wrong iss",
    async () => sign(claims({ iss: "https://evil.example/dev-auth" })),
    "ERR_JWT_CLAIM_VALIDATION_FAILED:iss",
  ],
  [
    "a token for another project",
    async () => sign(claims({ iss: "https://securetoken.google.com/other-project", aud: "other-project" })),
    "ERR_JWT_CLAIM_VALIDATION_FAILED:iss",
  ],
  ["empty sub", async () => sign(claims({ sub: "" })), "sub_empty"],
  ["numeric sub", async () => sign(claims({ sub: 42 })), "sub_empty"],
  ["sub over 128 characters", async () => sign(claims({ sub: "u".repeat(129) })), "sub_too_long"],
  ["missing sub", async () => sign(withoutClaim("sub")), "ERR_JWT_CLAIM_VALIDATION_FAILED:sub"],
  ["missing exp", async () => sign(withoutClaim("exp")), "ERR_JWT_CLAIM_VALIDATION_FAILED:exp"],
  [
    "missing auth_time",
    async () => sign(withoutClaim("auth_time")),
    "ERR_JWT_CLAIM_VALIDATION_FAILED:auth_time",
  ],
  ["non-numeric auth_time", async () => sign(claims({ auth_time: "yesterday" })), "auth_time_invalid"],
  [
    "tampered payload",
    async () => replaceSegment(await sign(claims()), 1, b64(claims({ sub: "admin-uid" }))),
    "ERR_JWS_SIGNATURE_VERIFICATION_FAILED",
  ],
  [
    "tampered signature",
    async () => {
      const token = await sign(claims());
      const signature = Buffer.from(token.split(".")[2]!, "base64url");
      signature[10] = signature[10]! ^ 0xff;
      return replaceSegment(token, 2, signature.toString("base64url"));
    },
    "ERR_JWS_SIGNATURE_VERIFICATION_FAILED",
  ],
  ["signature stripped", async () => replaceSegment(await sign(claims()), 2, ""), /^ERR_JWS_/],
  ["garbage", async () => "definitely-not-a-jwt", "header_malformed"],
  ["empty string", async () => "", "token_missing"],
  ["empty header segment", async () => replaceSegment(await sign(claims()), 0, ""), "header_malformed"],
  [
    "header that is not JSON",
    async () => replaceSegment(await sign(claims()), 0, "bm90IGpzb24"),
    "header_malformed",
  ],
  ["payload that is not JSON", async () => replaceSegment(await sign(claims()), 1, "bm90IGpzb24"), /^ERR_J/],
  [
    "two segments only",
    async () => (await sign(claims())).split(".").slice(0, 2).join("."),
    "header_malformed",
  ],
  ["oversized token", async () => `${await sign(claims({ pad: "x".repeat(20_000) }))}`, "token_too_long"],
];

describe("token verifier: forged and malformed tokens", () => {
  it("has at least 15 cases", () => {
    expect(forged.length).toBeGreaterThanOrEqual(15);
  });

  it.each(forged)("rejects %s", async (_name, makeToken, reason) => {
    const token = await makeToken();
    const error = await verifier.verify(token).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(AuthError);
    const authError = error as AuthError;
    expect(authError.code).toBe("unauthenticated");
    expect(authError.message).toBe(AUTH_ERROR_MESSAGE);
    if (typeof reason === "string") expect(authError.reason).toBe(reason);
    else expect(authError.reason).toMatch(reason);
  });
});

describe("token verifier: verified tokens are remembered until they expire", () => {
  it("answers a repeated token without asking for keys again, and refuses it once it has expired", async () => {
    let clock = Date.now();
    let keyLookups = 0;
    const counting = createTokenVerifier({
      mode: "dev",
      issuer: ISSUER,
      audience: AUDIENCE,
      now: () => clock,
      getKeys: async () => {
        keyLookups++;
        return [key.publicJwk];
      },
    });
    const token = await sign(claims({ exp: nowSeconds() + 120 }));
    const first = await counting.verify(token);
    const second = await counting.verify(token);
    expect(second).toBe(first);
    expect(keyLookups).toBe(1);

    clock += 121_000;
    const error = await counting.verify(token).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AuthError);
    expect((error as AuthError).reason).toBe("ERR_JWT_EXPIRED:exp");
  });

  it("never remembers a refused token", async () => {
    let keyLookups = 0;
    const counting = createTokenVerifier({
      mode: "dev",
      issuer: ISSUER,
      audience: "another-audience",
      getKeys: async () => {
        keyLookups++;
        return [key.publicJwk];
      },
    });
    const token = await sign(claims());
    await expect(counting.verify(token)).rejects.toBeInstanceOf(AuthError);
    await expect(counting.verify(token)).rejects.toBeInstanceOf(AuthError);
    expect(keyLookups).toBe(2);
  });
});
