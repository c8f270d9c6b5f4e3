import type { IssueDraft, ParentDraft } from "../draft";

/** An issue as the tracker gave it back. */
export interface RemoteIssue {
  externalId: string;
  key: string;
  url: string;
  /** `open`/`closed` (GitHub), the state's type (Linear), the status category key (Jira). */
  state: string;
}

/** A recorded issue; `state` as last seen, when known. */
export type IssueRef = Pick<RemoteIssue, "externalId" | "key" | "url"> & { state?: string | null };

/**
 * One tracker's side of a push. Every method is one logical change and may make a few requests (a rate limit
 * is waited out inside, within `maxWaitMs`); `prepare` resolves labels, states and people once per push.
 */
export interface TrackerAdapter {
  /** Requests sent to the tracker so far (retries included). */
  readonly requests: number;
  prepare(drafts: readonly IssueDraft[]): Promise<void>;
  create(draft: IssueDraft): Promise<RemoteIssue>;
  update(issue: IssueRef, draft: IssueDraft): Promise<RemoteIssue>;
  /** Closes an issue whose task was deleted here (never deletes it). */
  close(issue: IssueRef): Promise<void>;
  /** "blocked depends on blocker" as the tracker's own relation; its id where the tracker gives one. */
  relate(blocked: IssueRef, blocker: IssueRef): Promise<string | null>;
  unrelate(blocked: IssueRef, blocker: IssueRef, relationId: string | null): Promise<void>;
  /** Makes the initiative's parent (decision 142): a GitHub issue, a Linear project, a Jira epic. */
  createParent(parent: ParentDraft): Promise<RemoteIssue>;
  /** Puts `child` under `parent` (GitHub sub-issue, Linear project, Jira epic); again is harmless. */
  attach(parent: IssueRef, child: IssueRef): Promise<void>;
  /**
   * Issues this app created in the target since `since`, by the task id in their link back: a push resumed
   * after a crash adopts them instead of creating them twice.
   */
  createdSince(since: Date): Promise<Map<string, RemoteIssue>>;
  /**
   * The keys of the issues that block `blocked`, with the relation's id: a resumed push checks them before
   * adding a relation it may have made just before the interruption. Absent where adding one twice is
   * harmless (GitHub refuses a second one with a 422 the adapter accepts).
   */
  blockersOf?(blocked: IssueRef): Promise<Map<string, string | null>>;
}

export interface AdapterOptions {
  signal: AbortSignal;
  /** Pause between two writes (GitHub asks for one second). */
  writeIntervalMs: number;
  /** Longest rate-limit wait taken inline; a longer one ends the attempt and the job runs again later. */
  maxWaitMs: number;
  /** How often a 5xx answer is retried (GitHub: after 1, 4, 9 s); 3 unless given. */
  serverErrorRetries?: number;
}

/**
 * A failure of a push, in words members can act on. `retryAfterMs` set: the tracker asked us to wait longer
 * than a push waits inline (the job is queued again for then); `final`: trying again will not help (a token
 * refused, a target gone) until a person fixes it.
 */
export class TrackerPushError extends Error {
  constructor(
    message: string,
    readonly options: { final?: boolean; retryAfterMs?: number } = {},
  ) {
    super(message);
  }
}

export const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(done, ms);
    function done() {
      signal.removeEventListener("abort", abort);
      resolve();
    }
    function abort() {
      clearTimeout(timer);
      reject(signal.reason);
    }
    signal.addEventListener("abort", abort, { once: true });
  });

/** Spaces writes `intervalMs` apart (GitHub's and Atlassian's advice for bursts of writes). */
export function writePacer(intervalMs: number, signal: AbortSignal) {
  let last = 0;
  return async () => {
    const wait = last + intervalMs - Date.now();
    if (wait > 0) await sleep(wait, signal);
    last = Date.now();
  };
}

/** Exponential back-off with jitter when the tracker gives no Retry-After: 1 s, 2 s, 4 s… up to 60 s. */
export const backoffMs = (attempt: number) =>
  Math.min(60_000, 1_000 * 2 ** attempt) * (0.75 + Math.random() * 0.5);

/** How many times one request is retried after a rate limit before the attempt gives up. */
export const RATE_LIMIT_RETRIES = 6;
