import { sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../db/client";
import { ms, rowsOf } from "../db/raw-sql";
import { jobs } from "../db/schema";

/** The worker lost its lease (it stalled past expiry and another worker took the job over). */
export class LeaseLostError extends Error {
  constructor() {
    super("The job's lease was lost to another worker");
    this.name = "LeaseLostError";
  }
}

export interface ClaimedJob {
  id: number;
  kind: string;
  initiativeId: string;
  attempts: number;
  maxAttempts: number;
}

/**
 * Claims the next due job with a lease: a queued job whose time has come, or a running job whose
 * holder stopped renewing (a crashed worker). SKIP LOCKED keeps concurrent claimers apart.
 */
export async function claimNextJob(
  db: DbOrTx,
  workerId: string,
  leaseMs: number,
): Promise<ClaimedJob | null> {
  const rows = await rowsOf<{
    id: number | string;
    kind: string;
    initiative_id: string;
    attempts: number;
    max_attempts: number;
  }>(
    db,
    sql`update jobs set status = 'running', locked_until = now() + ${ms(leaseMs)}, locked_by = ${workerId},
          attempts = attempts + 1, updated_at = now()
        where id = (
          select id from jobs
          where (status = 'queued' and run_at <= now()) or (status = 'running' and locked_until < now())
          order by run_at
          for update skip locked
          limit 1)
        returning id, kind, initiative_id, attempts, max_attempts`,
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: Number(row.id),
    kind: row.kind,
    initiativeId: row.initiative_id,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
  };
}

/** Extends the lease; false when this worker no longer holds the job. */
export async function renewJobLease(db: DbOrTx, jobId: number, workerId: string, leaseMs: number) {
  const rows = await rowsOf<{ id: unknown }>(
    db,
    sql`update jobs set locked_until = now() + ${ms(leaseMs)}
        where id = ${jobId} and locked_by = ${workerId} and status = 'running'
        returning id`,
  );
  return rows.length > 0;
}

/** Locks the job row inside a transaction if this worker still holds it. */
export async function lockHeldJob(tx: DbOrTx, jobId: number, workerId: string): Promise<boolean> {
  const rows = await rowsOf<{ id: unknown }>(
    tx,
    sql`select id from jobs where id = ${jobId} and locked_by = ${workerId} and status = 'running' for update`,
  );
  return rows.length > 0;
}

export async function markJobDone(tx: DbOrTx, jobId: number) {
  await tx.execute(
    sql`update jobs set status = 'done', locked_until = null, last_error = null, updated_at = now()
        where id = ${jobId}`,
  );
}

/** Puts the job back in the queue to run after `delayMs`, if this worker still holds it. */
export async function requeueJob(
  db: DbOrTx,
  jobId: number,
  workerId: string,
  delayMs: number,
  error: string | null,
  refundAttempt = false,
) {
  await db.execute(
    sql`update jobs set status = 'queued', run_at = now() + ${ms(delayMs)}, locked_until = null,
          locked_by = null, last_error = coalesce(${error}, last_error),
          attempts = attempts - ${refundAttempt ? 1 : 0}, updated_at = now()
        where id = ${jobId} and locked_by = ${workerId} and status = 'running'`,
  );
}

/**
 * Fails a job for good, only while this worker still holds it; `also` runs in the same transaction
 * (the job kind's own bookkeeping, e.g. marking its initiative FAILED).
 */
export async function failJob(
  db: Db,
  job: Pick<ClaimedJob, "id" | "initiativeId">,
  workerId: string,
  reason: string,
  also: (tx: DbOrTx, initiativeId: string, reason: string) => Promise<void>,
) {
  await db.transaction(async (tx) => {
    if (!(await lockHeldJob(tx, job.id, workerId))) return;
    await tx.execute(
      sql`update jobs set status = 'failed', locked_until = null, last_error = ${reason}, updated_at = now()
          where id = ${job.id}`,
    );
    await also(tx, job.initiativeId, reason);
  });
}

/** Inserts a job, unless one of the same kind is already queued or running for the initiative. */
export async function insertJobUnlessActive(db: DbOrTx, kind: string, initiativeId: string): Promise<void> {
  await db
    .insert(jobs)
    .values({ kind, initiativeId })
    .onConflictDoNothing({
      target: [jobs.initiativeId, jobs.kind],
      where: sql`${jobs.status} in ('queued', 'running')`,
    });
}
