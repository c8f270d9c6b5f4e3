import type { JWK } from "jose";
import { AuthUnavailableError } from "./auth-error";

export const GOOGLE_SECURETOKEN_JWKS_URL =
  "https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com";

export interface RemoteJwksOptions {
  url: string;
  fetch?: typeof fetch;
  /** Milliseconds since the epoch; injectable so tests can move time. */
  now?: () => number;
  /** Used when the response carries no usable max-age. */
  defaultMaxAgeSeconds?: number;
  /** Fewest milliseconds between two fetches triggered by an unknown kid or a failure. */
  cooldownMs?: number;
  timeoutMs?: number;
  /** A fetch failed but older keys are still served; the caller may want to log it. */
  onStaleKeys?: (error: unknown) => void;
}

// Google currently sends about six hours; a day caps a misconfigured server's max-age.
const MAX_CACHE_SECONDS = 86_400;

/**
 * Keys from a remote JWKS, cached for as long as the response's Cache-Control allows. An unknown kid
 * (a freshly rotated key) triggers at most one refetch per cooldown, and concurrent callers share one
 * in-flight request, so a burst of forged tokens cannot turn into a burst of fetches.
 */
export class RemoteJwks {
  private keys: Map<string, JWK> | null = null;
  private expiresAt = 0;
  private lastAttemptAt = Number.NEGATIVE_INFINITY;
  private lastFailureAt = Number.NEGATIVE_INFINITY;
  private inFlight: Promise<void> | null = null;
  private readonly fetchFn: typeof fetch;
  private readonly now: () => number;
  private readonly defaultMaxAgeSeconds: number;
  private readonly cooldownMs: number;
  private readonly timeoutMs: number;

  constructor(private readonly options: RemoteJwksOptions) {
    this.fetchFn = options.fetch ?? fetch;
    this.now = options.now ?? Date.now;
    this.defaultMaxAgeSeconds = options.defaultMaxAgeSeconds ?? 300;
    this.cooldownMs = options.cooldownMs ?? 30_000;
    this.timeoutMs = options.timeoutMs ?? 5_000;
  }

  async getKey(kid: string): Promise<JWK | undefined> {
    const now = this.now();
    if (this.keys === null) {
      await this.refresh();
    } else if (now >= this.expiresAt && now - this.lastFailureAt >= this.cooldownMs) {
      await this.refresh();
    } else if (!this.keys.has(kid) && now - this.lastAttemptAt >= this.cooldownMs) {
      await this.refresh();
    }
    return this.keys?.get(kid);
  }

  private refresh(): Promise<void> {
    this.inFlight ??= this.load().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  private async load(): Promise<void> {
    this.lastAttemptAt = this.now();
    try {
      const response = await this.fetchFn(this.options.url, {
        headers: { accept: "application/json" },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (!response.ok) throw new Error(`JWKS endpoint answered ${response.status}`);
      const keys = parseJwks(await response.json());
      this.keys = keys;
      this.expiresAt = this.now() + cacheLifetimeSeconds(response.headers, this.defaultMaxAgeSeconds) * 1000;
    } catch (error) {
      this.lastFailureAt = this.now();
      // Keeping the previous keys beats signing every user out while Google has a bad minute.
      if (this.keys !== null) {
        this.options.onStaleKeys?.(error);
        return;
      }
      throw new AuthUnavailableError("Sign-in is temporarily unavailable. Please try again shortly.", {
        cause: error,
      });
    }
  }
}

function parseJwks(body: unknown): Map<string, JWK> {
  const list = (body as { keys?: unknown } | null)?.keys;
  if (!Array.isArray(list)) throw new Error("JWKS response has no keys array");
  const keys = new Map<string, JWK>();
  for (const candidate of list as JWK[]) {
    const usable =
      typeof candidate === "object" &&
      candidate !== null &&
      candidate.kty === "RSA" &&
      typeof candidate.kid === "string" &&
      candidate.kid.length > 0 &&
      (candidate.alg === undefined || candidate.alg === "RS256") &&
      (candidate.use === undefined || candidate.use === "sig");
    if (usable) keys.set(candidate.kid!, candidate);
  }
  return keys;
}

/** max-age minus Age (time already spent in a shared cache); no-store/no-cache mean "do not reuse". */
export function cacheLifetimeSeconds(headers: Headers, fallbackSeconds: number): number {
  const cacheControl = headers.get("cache-control")?.toLowerCase() ?? "";
  if (/(^|[\s,])(no-store|no-cache)([\s,=]|$)/.test(cacheControl)) return 0;
  const maxAge = /(?:^|[\s,])max-age\s*=\s*"?(\d+)"?/.exec(cacheControl)?.[1];
  if (maxAge === undefined) return fallbackSeconds;
  const age = Number.parseInt(headers.get("age") ?? "0", 10);
  const remaining = Number.parseInt(maxAge, 10) - (Number.isFinite(age) && age > 0 ? age : 0);
  return Math.min(Math.max(remaining, 0), MAX_CACHE_SECONDS);
}
