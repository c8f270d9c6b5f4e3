import type { FastifyBaseLogger } from "fastify";
import type { DbOrTx } from "../../db/client";
import { deleteUnattachedOlderThan } from "./queries";

export interface UploadSweeperOptions {
  db: DbOrTx;
  log: Pick<FastifyBaseLogger, "info" | "warn">;
  /** Unattached uploads older than this are deleted (UPLOAD_UNATTACHED_TTL_HOURS). */
  ttlHours: number;
  /** Pause between sweeps. */
  intervalMs: number;
}

export interface UploadSweeper {
  /** Sweeps at once and then every interval. */
  start(): void;
  /** One sweep now: how many uploads it deleted. */
  sweep(): Promise<number>;
  /** Stops the timer and waits for a sweep under way. */
  stop(): Promise<void>;
}

/** An hour: uploads live a day by default, so an hour late is soon enough and costs one query an hour. */
export const SWEEP_INTERVAL_MS = 3_600_000;

/**
 * Deletes uploads nobody attached (decision 046). Each sweep is one DELETE whose condition (still
 * unattached, older than the TTL by the database's clock) is in SQL, so a file attached meanwhile is
 * never deleted; its chunks go with it (foreign key cascade).
 */
export function createUploadSweeper(options: UploadSweeperOptions): UploadSweeper {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;

  async function sweep(): Promise<number> {
    const deleted = await deleteUnattachedOlderThan(options.db, options.ttlHours);
    if (deleted > 0) options.log.info({ deleted, ttlHours: options.ttlHours }, "unattached uploads deleted");
    return deleted;
  }

  const tick = () => {
    if (running) return;
    running = sweep()
      .catch((error: unknown) => options.log.warn({ err: error }, "upload sweep failed; retried later"))
      .finally(() => {
        running = null;
      });
  };

  return {
    start() {
      if (timer) return;
      timer = setInterval(tick, options.intervalMs);
      timer.unref();
      tick();
    },
    sweep,
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}

declare module "../../http/context" {
  interface AppServices {
    /** Deletes uploads never attached (started with the server, stopped on close). */
    uploadSweeper: UploadSweeper;
  }
}
