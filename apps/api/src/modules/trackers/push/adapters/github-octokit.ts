import { retry } from "@octokit/plugin-retry";
import { throttling } from "@octokit/plugin-throttling";
import { Octokit } from "@octokit/rest";
import Bottleneck from "bottleneck";
import { type AdapterOptions, RATE_LIMIT_RETRIES } from "./types";

const LimitedOctokit = Octokit.plugin(throttling, retry);
const quiet = { debug() {}, info() {}, warn() {}, error() {} };

export interface LimitedGithub {
  octokit: InstanceType<typeof LimitedOctokit>;
  /** Requests sent so far (retries included). */
  readonly requests: number;
  /**
   * The wait GitHub last asked for that was not taken inline (ms; longer than `maxWaitMs` or after the last
   * retry), or null. `forget()` clears it before a new change.
   */
  readonly declinedWaitMs: number | null;
  forget(): void;
}

/**
 * `@octokit/rest` with its throttling and retry plugins (decision 121), for the push and the sync alike:
 * Retry-After, the primary limit (`x-ratelimit-remaining: 0` until `x-ratelimit-reset`) and the secondary
 * limits are waited out up to `maxWaitMs` and `RATE_LIMIT_RETRIES` times; writes are spaced
 * `writeIntervalMs` apart; 5xx are retried `serverErrorRetries` times, three unless given (a request may
 * opt out with `request.retries: 0`).
 */
export function limitedGithub(apiUrl: string, token: string, options: AdapterOptions): LimitedGithub {
  let requests = 0;
  let declinedWaitMs: number | null = null;
  const limiter = () => new Bottleneck.Group({ maxConcurrent: 1, minTime: options.writeIntervalMs });
  const onLimit = (retryAfter: number, _o: unknown, _k: unknown, retryCount: number) => {
    const ok = retryCount < RATE_LIMIT_RETRIES && retryAfter * 1000 <= options.maxWaitMs;
    declinedWaitMs = ok ? null : retryAfter * 1000;
    return ok;
  };
  const octokit = new LimitedOctokit({
    auth: token,
    baseUrl: apiUrl.replace(/\/+$/, ""),
    log: quiet,
    userAgent: "initiative-planner",
    request: {
      signal: options.signal,
      fetch: async (url: string, init: RequestInit) => {
        requests += 1;
        try {
          return await fetch(url, init);
        } catch (error) {
          // Aborted with a reason of our own (a stopping worker, a lost lease), fetch rejects with that
          // reason, which octokit turns into a 500 that the retry plugin retries for 1 + 4 + 9 s. As an
          // AbortError it ends the request at once (decision 181).
          if (init.signal?.aborted) throw new DOMException("The operation was aborted.", "AbortError");
          throw error;
        }
      },
    },
    throttle: {
      id: `tracker-${Math.random()}`,
      write: limiter(),
      notifications: limiter(),
      onRateLimit: onLimit,
      onSecondaryRateLimit: onLimit,
    },
    retry: { retries: options.serverErrorRetries ?? 3 },
  });
  return {
    octokit,
    get requests() {
      return requests;
    },
    get declinedWaitMs() {
      return declinedWaitMs;
    },
    forget() {
      declinedWaitMs = null;
    },
  };
}

/** The wait a GitHub failure stands for when it is a rate limit the client declined to wait out, else null. */
export function githubDeclinedWait(error: unknown, github: LimitedGithub): number | null {
  const status = (error as { status?: number }).status;
  return github.declinedWaitMs !== null && (status === 403 || status === 429) ? github.declinedWaitMs : null;
}
