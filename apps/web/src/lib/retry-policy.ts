import { ApiError } from "./api-client";

const MAX_RETRIES = 3;
const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;

/** Client errors (4xx) will not change on retry; everything else gets up to 3 more tries. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

/** 1 s, 2 s, 4 s… capped at 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(FIRST_DELAY_MS * 2 ** attempt, MAX_DELAY_MS);
}
