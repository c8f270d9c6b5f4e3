import { ApiError } from "./api-client";

const serverMessageOf = (error: unknown): string | null => {
  const body = error instanceof ApiError ? error.body : null;
  if (typeof body !== "object" || body === null || !("message" in body)) return null;
  return typeof body.message === "string" && body.message.trim() ? body.message : null;
};

/**
 * Spec section 8's internal errors ('Failed to create initiative', 'Backend login failed'): the same
 * failure, carrying the server's own message when it sent one and the given default otherwise.
 */
export function withServerMessage(error: unknown, fallback: string): Error {
  const message = serverMessageOf(error) ?? fallback;
  if (error instanceof ApiError) return new ApiError(message, error.status, error.body, error.code);
  return new Error(message, { cause: error });
}
