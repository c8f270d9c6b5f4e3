import { ERROR_STATUS, type ErrorCode } from "@initiative-planner/contract";

/** A failure the client may see: a stable code, its HTTP status and a sentence a person can act on. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
  }
}

export const badRequest = (message: string, details?: Record<string, unknown>) =>
  new AppError("validation_failed", message, details);
export const unauthenticated = (
  message = "Sign in to continue: the request carries no valid identity token.",
) => new AppError("unauthenticated", message);
export const forbidden = (
  message = "You do not have access to this initiative.",
  details?: Record<string, unknown>,
) => new AppError("forbidden", message, details);
export const notFound = (message: string) => new AppError("not_found", message);
export const conflict = (message: string, details?: Record<string, unknown>) =>
  new AppError("conflict", message, details);
export const rateLimited = (message: string, retryAfterSeconds: number) =>
  new AppError(
    "rate_limited",
    message,
    { retry_after: retryAfterSeconds },
    { "retry-after": String(retryAfterSeconds) },
  );
export const methodNotAllowed = (message: string, allow: string[]) =>
  new AppError("method_not_allowed", message, undefined, { allow: allow.join(", ") });
export const unsupportedMediaType = (message: string) => new AppError("unsupported_media_type", message);
export const unavailable = (message = "The service is temporarily unavailable. Please try again shortly.") =>
  new AppError("unavailable", message);
