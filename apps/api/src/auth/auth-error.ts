/** The one sentence a client ever sees for a rejected identity token, whatever the cause. */
export const AUTH_ERROR_MESSAGE = "Your session token is invalid or has expired. Please sign in again.";

/**
 * A rejected identity token. The message is deliberately generic so a caller probing with forged
 * tokens learns nothing about which check failed; `reason` says which one, for the server log only.
 */
export class AuthError extends Error {
  readonly code = "unauthenticated" as const;
  readonly reason: string;

  constructor(reason: string, options?: { cause?: unknown }) {
    super(AUTH_ERROR_MESSAGE, options);
    this.name = "AuthError";
    this.reason = reason;
  }
}

/**
 * The identity keys could not be obtained (e.g. Google's JWKS endpoint is down and nothing is cached).
 * Not the caller's fault, so it maps to 503 `unavailable` rather than a 401 that would sign them out.
 */
export class AuthUnavailableError extends Error {
  readonly code = "unavailable" as const;

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "AuthUnavailableError";
  }
}
