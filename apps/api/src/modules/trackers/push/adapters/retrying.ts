import { RatelimitedLinearError } from "@linear/sdk";
import { JiraHttpError } from "../../clients/jira";
import { type AdapterOptions, backoffMs, RATE_LIMIT_RETRIES, sleep, TrackerPushError } from "./types";

/**
 * Runs one request again after a rate limit (never after another failure: a write that failed otherwise may
 * have happened, and the job's resume sorts that out). `waitOf` reads the tracker's answer: the milliseconds
 * it asks us to wait (Retry-After, a reset time), `undefined` for a rate limit without a hint (back-off with
 * jitter), or `null` when the failure is not a rate limit.
 */
export async function retryingRateLimits<T>(
  name: string,
  options: AdapterOptions,
  run: () => Promise<T>,
  waitOf: (error: unknown) => number | undefined | null,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (options.signal.aborted) throw options.signal.reason;
      const asked = waitOf(error);
      if (asked === null) throw error;
      const wait = Math.max(0, asked ?? backoffMs(attempt));
      if (attempt >= RATE_LIMIT_RETRIES || wait > options.maxWaitMs) {
        throw new TrackerPushError(
          `${name}'s rate limit: the push continues in ${Math.ceil(wait / 1000)} s.`,
          {
            retryAfterMs: Math.max(wait, 1_000),
          },
        );
      }
      await sleep(wait, options.signal);
    }
  }
}

/** A Retry-After header (seconds or an HTTP date) in milliseconds, or undefined. */
export function retryAfterMs(value: string | null | undefined): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return seconds * 1000;
  const at = Date.parse(value);
  return Number.isFinite(at) ? at - Date.now() : undefined;
}

/** Linear's rate limit (`RatelimitedLinearError`): its Retry-After, else its reset time, else back-off. */
export function linearRateLimitWait(error: unknown): number | undefined | null {
  if (!(error instanceof RatelimitedLinearError)) return null;
  if (error.retryAfter !== undefined) return error.retryAfter * 1000;
  return error.requestsResetAt !== undefined ? error.requestsResetAt - Date.now() : undefined;
}

/** Jira's 429 (and a 503 with Retry-After): its Retry-After, else back-off with jitter as Atlassian asks. */
export function jiraRateLimitWait(error: unknown): number | undefined | null {
  return error instanceof JiraHttpError &&
    (error.status === 429 || (error.status === 503 && error.retryAfter !== null))
    ? retryAfterMs(error.retryAfter)
    : null;
}
