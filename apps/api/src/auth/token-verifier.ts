import { type CryptoKey, decodeProtectedHeader, importJWK, type JWK, type JWTPayload, jwtVerify } from "jose";
import { AuthError } from "./auth-error";
import { GOOGLE_SECURETOKEN_JWKS_URL, RemoteJwks } from "./remote-jwks";

export interface VerifiedIdentity {
  uid: string;
  email: string | null;
  name: string | null;
  picture: string | null;
  emailVerified: boolean;
  signInProvider: string | null;
  authTime: Date;
  expiresAt: Date;
  issuedAt: Date;
}

export interface TokenVerifier {
  /** Resolves the identity or throws `AuthError` (or `AuthUnavailableError` when keys cannot be fetched). */
  verify(token: string): Promise<VerifiedIdentity>;
}

interface CommonOptions {
  /** Milliseconds since the epoch; injectable so tests can move time. */
  now?: () => number;
}

export type TokenVerifierOptions =
  | (CommonOptions & {
      mode: "dev";
      issuer: string;
      audience: string;
      getKeys: () => Promise<JWK[]>;
    })
  | (CommonOptions & {
      mode: "firebase";
      projectId: string;
      jwksUrl?: string;
      fetch?: typeof fetch;
      onStaleKeys?: (error: unknown) => void;
    });

const ALGORITHM = "RS256";
/** One hour (Firebase's ID-token lifetime) plus five minutes of clock leeway. */
export const MAX_TOKEN_LIFETIME_SECONDS = 3_600 + 300;

// Only iat and auth_time get leeway (servers' clocks drift a little); exp never does.
const CLOCK_TOLERANCE_SECONDS = 5;
const MAX_SUB_LENGTH = 128;
// Firebase ID tokens are ~1 KB; refusing huge inputs early keeps parsing cheap for garbage.
const MAX_TOKEN_LENGTH = 16_384;
const MAX_IMPORTED_KEYS = 32;
// Verified tokens are remembered until they expire: a signature check costs ~0.1 ms of CPU per request.
const MAX_CACHED_TOKENS = 10_000;

/**
 * One verifier for both identity modes, applying every check Firebase documents for ID tokens:
 * RS256 only, a known kid, exp in the future, iat and auth_time in the past, aud = project,
 * iss exact, sub a non-empty string of at most 128 characters.
 */
export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  const now = options.now ?? Date.now;
  const { issuer, audience, findKey } = resolveMode(options, now);
  const importedKeys = new Map<string, CryptoKey>();

  async function importKey(jwk: JWK): Promise<CryptoKey> {
    const cacheKey = `${jwk.kid}:${jwk.n}:${jwk.e}`;
    const cached = importedKeys.get(cacheKey);
    if (cached) return cached;
    if (jwk.kty !== "RSA") throw new AuthError("key_not_rsa");
    const { kid: _kid, alg: _alg, use: _use, key_ops: _ops, ...material } = jwk;
    const key = await importJWK(material, ALGORITHM);
    if (key instanceof Uint8Array) throw new AuthError("key_not_asymmetric");
    if (importedKeys.size >= MAX_IMPORTED_KEYS) importedKeys.clear();
    importedKeys.set(cacheKey, key);
    return key;
  }

  const verified = new Map<string, VerifiedIdentity>();

  function remember(token: string, identity: VerifiedIdentity) {
    // Map keeps insertion order: the first key is the oldest entry.
    if (verified.size >= MAX_CACHED_TOKENS) verified.delete(verified.keys().next().value as string);
    verified.set(token, identity);
  }

  return {
    async verify(token) {
      if (typeof token !== "string" || token.length === 0) throw new AuthError("token_missing");
      if (token.length > MAX_TOKEN_LENGTH) throw new AuthError("token_too_long");
      const cached = verified.get(token);
      if (cached) {
        if (cached.expiresAt.getTime() > now()) return cached;
        verified.delete(token);
        throw new AuthError("ERR_JWT_EXPIRED:exp");
      }

      let header: ReturnType<typeof decodeProtectedHeader>;
      try {
        header = decodeProtectedHeader(token);
      } catch (error) {
        throw new AuthError("header_malformed", { cause: error });
      }
      // Checked before any key lookup: rules out `none`, HS* key confusion and ES*/PS* outright.
      if (header.alg !== ALGORITHM) throw new AuthError("alg_not_rs256");
      if (typeof header.kid !== "string" || header.kid.length === 0) throw new AuthError("kid_missing");

      const jwk = await findKey(header.kid);
      if (!jwk) throw new AuthError("kid_unknown");
      const key = await importKey(jwk).catch((error: unknown) => {
        throw error instanceof AuthError ? error : new AuthError("key_unusable", { cause: error });
      });

      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer,
          audience,
          requiredClaims: ["exp", "iat", "auth_time", "sub"],
          currentDate: new Date(now()),
        }));
      } catch (error) {
        throw new AuthError(joseReason(error), { cause: error });
      }
      const identity = toIdentity(payload, audience, now() / 1000);
      remember(token, identity);
      return identity;
    },
  };
}

function resolveMode(options: TokenVerifierOptions, now: () => number) {
  if (options.mode === "dev") {
    return {
      issuer: options.issuer,
      audience: options.audience,
      findKey: async (kid: string) => (await options.getKeys()).find((jwk) => jwk.kid === kid),
    };
  }
  const jwks = new RemoteJwks({
    url: options.jwksUrl ?? GOOGLE_SECURETOKEN_JWKS_URL,
    fetch: options.fetch,
    now,
    onStaleKeys: options.onStaleKeys,
  });
  return {
    issuer: `https://securetoken.google.com/${options.projectId}`,
    audience: options.projectId,
    findKey: (kid: string) => jwks.getKey(kid),
  };
}

function toIdentity(payload: JWTPayload, audience: string, nowSeconds: number): VerifiedIdentity {
  const { sub, aud, iat, exp } = payload;
  const authTime = payload.auth_time;
  // jose accepts an aud array containing the project; Firebase tokens carry exactly the project id.
  if (aud !== audience) throw new AuthError("aud_not_exact");
  if (typeof sub !== "string" || sub.length === 0) throw new AuthError("sub_empty");
  if (sub.length > MAX_SUB_LENGTH) throw new AuthError("sub_too_long");
  if (typeof iat !== "number" || !Number.isFinite(iat)) throw new AuthError("iat_invalid");
  if (iat > nowSeconds + CLOCK_TOLERANCE_SECONDS) throw new AuthError("iat_in_future");
  if (typeof authTime !== "number" || !Number.isFinite(authTime)) throw new AuthError("auth_time_invalid");
  if (authTime > nowSeconds + CLOCK_TOLERANCE_SECONDS) throw new AuthError("auth_time_in_future");
  if (typeof exp !== "number") throw new AuthError("exp_invalid");
  // Firebase ID tokens live one hour; a longer-lived token was not minted by the identity provider.
  if (exp - iat > MAX_TOKEN_LIFETIME_SECONDS) throw new AuthError("lifetime_too_long");

  const firebase = payload.firebase as { sign_in_provider?: unknown } | undefined;
  return {
    uid: sub,
    email: optionalString(payload.email),
    name: optionalString(payload.name),
    picture: optionalString(payload.picture),
    emailVerified: payload.email_verified === true,
    signInProvider: optionalString(firebase?.sign_in_provider),
    authTime: new Date(authTime * 1000),
    expiresAt: new Date(exp * 1000),
    issuedAt: new Date(iat * 1000),
  };
}

function optionalString(value: unknown): string | null {
  return typeof value === "string" && value.length > 0 ? value : null;
}

function joseReason(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  const claim = (error as { claim?: unknown } | null)?.claim;
  if (typeof code !== "string") return "verify_failed";
  return typeof claim === "string" ? `${code}:${claim}` : code;
}
