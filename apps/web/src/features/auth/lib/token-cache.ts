import type { IdentityToken } from "@/lib/auth/identity-provider";
import { readJson, removeItem, writeJson } from "@/lib/browser-storage";
import { TOKEN_CACHE_MARGIN_MS } from "./token-timing";

/** Spec section 3 "Cached token record". */
interface CachedToken {
  token: string;
  expiresAt: number;
}

export const TOKEN_CACHE_KEY = "auth:token-cache";

/** Remembers an ID token until 5 minutes before its real expiry. */
export function writeTokenCache(token: IdentityToken): void {
  writeJson("localStorage", TOKEN_CACHE_KEY, {
    token: token.token,
    expiresAt: token.expiresAt - TOKEN_CACHE_MARGIN_MS,
  } satisfies CachedToken);
}

/** The cached token, or null (and the entry dropped) once it has expired. */
export function readTokenCache(now: number = Date.now()): string | null {
  const cached = readJson<CachedToken>("localStorage", TOKEN_CACHE_KEY);
  if (!cached || typeof cached.token !== "string" || typeof cached.expiresAt !== "number") return null;
  if (now >= cached.expiresAt) {
    clearTokenCache();
    return null;
  }
  return cached.token;
}

export function clearTokenCache(): void {
  removeItem("localStorage", TOKEN_CACHE_KEY);
}
