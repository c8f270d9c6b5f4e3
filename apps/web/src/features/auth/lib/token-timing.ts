/** Spec section 9. */
export const TOKEN_CACHE_MARGIN_MS = 5 * 60_000;
export const TOKEN_EXPIRY_MARGIN_MS = 30_000;
export const PROACTIVE_REFRESH_MARGIN_MS = 5 * 60_000;
export const REFRESH_BACKOFF_START_MS = 30_000;
export const REFRESH_BACKOFF_MAX_MS = 16 * 60_000;

/** An identity token counts as expired 30 s before its real expiry, so it never dies in flight. */
export const isIdentityTokenExpired = (expiresAt: number, now: number = Date.now()) =>
  now >= expiresAt - TOKEN_EXPIRY_MARGIN_MS;
