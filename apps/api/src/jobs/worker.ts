import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { Db, DbOrTx } from "../db/client";
import { isDatabaseUnavailable } from "../db/unavailable";
import { type ClaimedJob, claimNextJob, failJob, LeaseLostError, renewJobLease, requeueJob } from "./queries";

export interface JobWorkerSettings {
  /** How often an idle worker looks for due work (work queued through this app nudges it at once). */
  pollMs: number;
  /** How long a claim lasts without renewal; a crashed worker's job is taken over after this. */
  leaseMs: number;
  /** Wait before attempt 2, 3…; the last value repeats. */
  backoffMs: number[];
  /** Jobs run at the same time by this worker. */
  concurrency: number;
}

export const DEFAULT_JOB_SETTINGS: JobWorkerSettings = {
  pollMs: 1_000,
  leaseMs: 30_000,
  backoffMs: [2_000, 8_000, 30_000],
  concurrency: 4,
};

/** What the worker runs for one kind of job; the modules that own a kind provide it (compose.ts wires it). */
export interface JobHandler {
  /** Runs the job; it marks the job done itself, in the transaction that stores its result. */
  run(job: ClaimedJob, signal: AbortSignal, workerId: string): Promise<void>;
  /** The failure reason stored when the last attempt failed (default: the error's message). */
  describeFailure?: (error: unknown, attempts: number) => string;
  /** Runs in the transaction that fails the job for good. */
  failed?: (tx: DbOrTx, initiativeId: string, reason: string) => Promise<void>;
}

export interface JobWorkerDeps {
  db: Db;
  log: {
    info: (o: object, m: string) => void;
    warn: (o: object, m: string) => void;
    error: (o: object, m: string) => void;
  };
  workerId?: string;
  /** The handler of each job kind (workstream generation, Generate all), keyed by kind. */
  handlers: Record<string, JobHandler>;
}

export interface JobWorker {
  readonly id: string;
  start(): void;
  /** Wakes an idle worker to look for due work now. */
  nudge(): void;
  /** Graceful stop: aborts running jobs and hands them back to the queue without using an attempt. */
  stop(): Promise<void>;
  /** Stops dead, touching nothing in the database, as a killed process would (tests). */
  halt(): void;
}

const SHUTDOWN = "worker stopping";

const messageOf = (error: unknown) => (error instanceof Error ? error.message.slice(0, 500) : String(error));

export function createJobWorker(deps: JobWorkerDeps, settings: JobWorkerSettings): JobWorker {
  const id = deps.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const active = new Map<number, { controller: AbortController; done: Promise<void> }>();
  let running = false;
  let halted = false;
  let wake: (() => void) | null = null;
  let loopDone: Promise<void> = Promise.resolve();

  const nudge = () => {
    wake?.();
  };

  const idle = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, settings.pollMs);
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });

  async function runJob(job: ClaimedJob, controller: AbortController) {
    const renewal = setInterval(
      () => {
        renewJobLease(deps.db, job.id, id, settings.leaseMs)
          .then((held) => {
            if (!held) controller.abort(new LeaseLostError());
          })
          .catch((error) => deps.log.warn({ err: error, jobId: job.id }, "job lease renewal failed"));
      },
      Math.max(50, Math.floor(settings.leaseMs / 3)),
    );
    try {
      const handler = deps.handlers[job.kind];
      if (!handler) throw new Error(`Unknown job kind ${job.kind}`);
      await handler.run(job, controller.signal, id);
    } catch (error) {
      if (halted) return;
      await settleFailure(job, error, controller.signal);
    } finally {
      clearInterval(renewal);
    }
  }

  async function settleFailure(job: ClaimedJob, error: unknown, signal: AbortSignal) {
    const log = {
      err: error,
      jobId: job.id,
      kind: job.kind,
      initiativeId: job.initiativeId,
      attempt: job.attempts,
    };
    if (error instanceof LeaseLostError || signal.reason instanceof LeaseLostError) {
      deps.log.warn(log, "job lease lost; another worker owns the job now");
      return;
    }
    try {
      if (signal.aborted && signal.reason === SHUTDOWN) {
        await requeueJob(deps.db, job.id, id, 0, null, true);
      } else if (job.attempts >= job.maxAttempts) {
        deps.log.error(log, `${job.kind} job failed for good`);
        const handler = deps.handlers[job.kind];
        const reason = handler?.describeFailure?.(error, job.attempts) ?? messageOf(error);
        await failJob(deps.db, job, id, reason, handler?.failed ?? (async () => {}));
      } else {
        const delay = settings.backoffMs[Math.min(job.attempts - 1, settings.backoffMs.length - 1)] ?? 0;
        deps.log.warn({ ...log, retryInMs: delay }, `${job.kind} job failed; will retry`);
        await requeueJob(deps.db, job.id, id, delay, messageOf(error));
      }
    } catch (writeError) {
      // The database is away: the lease expires and the job is reclaimed later, nothing is lost.
      deps.log.error({ ...log, writeError }, "could not record the job's failure");
    }
  }

  async function loop() {
    while (running) {
      let job: ClaimedJob | null = null;
      if (active.size < settings.concurrency) {
        try {
          job = await claimNextJob(deps.db, id, settings.leaseMs);
        } catch (error) {
          if (!running) break;
          if (isDatabaseUnavailable(error))
            deps.log.warn({ err: error }, "job claim failed: database unavailable");
          else deps.log.error({ err: error }, "job claim failed");
        }
      }
      if (!running) break;
      if (job) {
        const claimed = job;
        const controller = new AbortController();
        const done = runJob(claimed, controller).finally(() => {
          active.delete(claimed.id);
          nudge();
        });
        active.set(claimed.id, { controller, done });
        continue;
      }
      await idle();
    }
  }

  return {
    id,
    start() {
      if (running) return;
      running = true;
      halted = false;
      loopDone = loop();
    },
    nudge,
    async stop() {
      if (!running) return;
      running = false;
      nudge();
      for (const { controller } of active.values()) controller.abort(SHUTDOWN);
      await Promise.allSettled([loopDone, ...[...active.values()].map((a) => a.done)]);
    },
    halt() {
      halted = true;
      running = false;
      nudge();
      for (const { controller } of active.values()) controller.abort(SHUTDOWN);
    },
  };
}
