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
export const unavailable = (message = "The service is temporarily unavailable. Please try again shortly.") =>
  new AppError("unavailable", message);

const DB_DOWN_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "57P01",
  "57P02",
  "57P03",
  "08000",
  "08001",
  "08003",
  "08006",
]);

/** True for errors that mean the database is not answering (as opposed to a bad query). */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof e.code === "string" && DB_DOWN_CODES.has(e.code)) return true;
    if (
      typeof e.message === "string" &&
      /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|connect ECONNREFUSED|PGlite is closed/i.test(
        e.message,
      )
    ) {
      return true;
    }
    current = e.cause;
  }
  return false;
}
