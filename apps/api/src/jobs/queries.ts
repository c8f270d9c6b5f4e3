import type { PlanProposal } from "@initiative-planner/contract";
import { sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../db/client";
import { ms, rowsOf } from "../db/raw-sql";
import { jobs, subsections, workstreams } from "../db/schema";
import { publishInitiativeEvent } from "../modules/events/publish";

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

/** The last attempt failed: the job is failed and the initiative shows the reason. */
export async function failJob(
  db: Db,
  job: Pick<ClaimedJob, "id" | "initiativeId">,
  workerId: string,
  reason: string,
) {
  const { id: jobId, initiativeId } = job;
  await db.transaction(async (tx) => {
    if (!(await lockHeldJob(tx, jobId, workerId))) return;
    await tx.execute(
      sql`update jobs set status = 'failed', locked_until = null, last_error = ${reason}, updated_at = now()
          where id = ${jobId}`,
    );
    await tx.execute(
      sql`update initiatives set status = 'FAILED', failure_reason = ${reason}, updated_at = now()
          where id = ${initiativeId} and status = 'CREATED'`,
    );
    await publishInitiativeEvent(tx, initiativeId, "status", { status: "FAILED", failure_reason: reason });
  });
}

export interface JobInitiative {
  description: string;
  ownerId: string;
  status: string;
}

export async function findJobInitiative(db: DbOrTx, initiativeId: string): Promise<JobInitiative | null> {
  const rows = await rowsOf<{ description: string; owner_id: string; status: string }>(
    db,
    sql`select description, owner_id, status from initiatives where id = ${initiativeId}`,
  );
  const row = rows[0];
  return row ? { description: row.description, ownerId: row.owner_id, status: row.status } : null;
}

/**
 * Writes the proposal: name, workstreams in order and their subsections, then WORKSTREAM_CREATED.
 * Duplicate ids from a model are dropped rather than failing the whole job.
 */
export async function storeProposal(tx: DbOrTx, initiativeId: string, proposal: PlanProposal) {
  const seen = new Set<string>();
  const streams = proposal.workstreams.filter((w) => !seen.has(w.id) && seen.add(w.id));
  await tx.delete(workstreams).where(sql`${workstreams.initiativeId} = ${initiativeId}`);
  await tx
    .insert(workstreams)
    .values(streams.map((w, position) => ({ initiativeId, id: w.id, name: w.name, position })));
  const subRows = streams.flatMap((w) => {
    const uids = new Set<string>();
    return w.subsections
      .filter((s) => !uids.has(s.uid) && uids.add(s.uid))
      .map((s, position) => ({
        initiativeId,
        workstreamId: w.id,
        uid: s.uid,
        displayName: s.display_name,
        placeholder: s.placeholder,
        position,
      }));
  });
  if (subRows.length > 0) await tx.insert(subsections).values(subRows);
  await tx.execute(
    sql`update initiatives set name = ${proposal.name}, status = 'WORKSTREAM_CREATED', failure_reason = null,
          updated_at = now()
        where id = ${initiativeId}`,
  );
  await publishInitiativeEvent(tx, initiativeId, "status", {
    status: "WORKSTREAM_CREATED",
    failure_reason: null,
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
