import { trackerKindSchema } from "@initiative-planner/contract";
import { sql } from "drizzle-orm";
import { ms } from "../../db/raw-sql";
import { jobs } from "../../db/schema";
import {
  type ClaimedJob,
  insertJobUnlessActive,
  LeaseLostError,
  lockHeldJob,
  markJobDone,
} from "../../jobs/queries";
import { listConnections } from "./queries";
import { dueConnections, syncConnection, type TrackerSyncDeps } from "./sync";

/** The durable job that syncs one initiative's trackers (decision 129). */
export const TRACKER_SYNC_JOB = "tracker_sync";

/**
 * Syncs every connection of the job's initiative; a tracker that fails is logged and tried again at the
 * next period (the job itself is done: the next tick queues a new one), so one bad token never blocks
 * the others nor fails the initiative.
 */
export async function runTrackerSync(
  deps: TrackerSyncDeps,
  job: ClaimedJob,
  signal: AbortSignal,
  workerId: string,
): Promise<void> {
  for (const connection of await listConnections(deps.db, job.initiativeId)) {
    if (signal.aborted) throw signal.reason ?? new Error("aborted");
    const kind = trackerKindSchema.parse(connection.kind);
    try {
      const result = await syncConnection(deps, { initiativeId: job.initiativeId, kind }, signal);
      if (result.done + result.reopened > 0) {
        deps.log.info({ initiativeId: job.initiativeId, ...result }, "tracker sync changed tasks");
      }
    } catch (error) {
      deps.log.warn(
        { err: error, initiativeId: job.initiativeId, kind },
        "tracker sync failed; tried again next period",
      );
    }
  }
  await deps.db.transaction(async (tx) => {
    if (!(await lockHeldJob(tx, job.id, workerId))) throw new LeaseLostError();
    await markJobDone(tx, job.id);
  });
}

export interface TrackerSyncTicker {
  start(): void;
  /** Queues the due syncs now; how many initiatives it queued. */
  tick(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Every instance looks once a minute (or once a period when shorter) for connections not synced for
 * TRACKER_SYNC_MINUTES and queues one `tracker_sync` job per initiative; the jobs table's one-active-job
 * index keeps instances from queueing it twice, and the job runs leased on one worker (decision 129).
 */
export function createTrackerSyncTicker(options: {
  deps: TrackerSyncDeps;
  minutes: number;
  nudge: () => void;
}): TrackerSyncTicker {
  const { deps, minutes } = options;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;

  async function tick(): Promise<number> {
    const due = await dueConnections(deps.db, minutes);
    for (const initiativeId of due) await insertJobUnlessActive(deps.db, TRACKER_SYNC_JOB, initiativeId);
    // Finished sync jobs are bookkeeping only: a day of them is kept for the record.
    await deps.db
      .delete(jobs)
      .where(
        sql`${jobs.kind} = ${TRACKER_SYNC_JOB} and ${jobs.status} = 'done' and ${jobs.updatedAt} < now() - ${ms(86_400_000)}`,
      );
    if (due.length > 0) options.nudge();
    return due.length;
  }

  const run = () => {
    if (running) return;
    running = tick()
      .catch((error: unknown) =>
        deps.log.warn({ err: error }, "queueing tracker syncs failed; retried later"),
      )
      .finally(() => {
        running = null;
      });
  };

  return {
    start() {
      if (timer || minutes <= 0) return;
      timer = setInterval(run, Math.min(60_000, minutes * 60_000));
      timer.unref();
    },
    tick,
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}

declare module "../../http/context" {
  interface AppServices {
    /** Queues the periodic tracker syncs (TRACKER_SYNC_MINUTES; started with the server). */
    trackerSync: TrackerSyncTicker;
  }
}
