import type { PlanProposal } from "@initiative-planner/contract";
import { planProposalSchema } from "@initiative-planner/contract";
import { sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client";
import { rowsOf } from "../../db/raw-sql";
import { subsections, workstreams } from "../../db/schema";
import { type ClaimedJob, LeaseLostError, lockHeldJob, markJobDone } from "../../jobs/queries";
import type { JobHandler } from "../../jobs/worker";
import { type ModelUsage, type Planner, PlannerError } from "../../planner/planner";
import type { UsageOwner } from "../ai-usage/queries";
import { estimateTokens } from "../ai-usage/service";
import { documentGrounding } from "../documents/service";
import { publishInitiativeEvent } from "../events/publish";

export interface GenerationDeps {
  db: Db;
  workerId: string;
  planner: Planner;
  recordUsage: (owner: UsageOwner, usage: ModelUsage) => Promise<void>;
}

/**
 * Plans a new initiative: asks the planner for a proposal, then writes name, workstreams,
 * subsections and WORKSTREAM_CREATED in one transaction together with the job's completion — only
 * while this worker still holds the job, so two workers can never both apply a result.
 */
export async function runWorkstreamGeneration(deps: GenerationDeps, job: ClaimedJob, signal: AbortSignal) {
  const { db, workerId, planner } = deps;
  const initiative = await findJobInitiative(db, job.initiativeId);
  if (initiative?.status !== "CREATED") {
    // Deleted, or already planned (e.g. a retry raced a late success): nothing left to do.
    await db.transaction(async (tx) => {
      if (await lockHeldJob(tx, job.id, workerId)) await markJobDone(tx, job.id);
    });
    return;
  }

  const owner = { userId: initiative.ownerId, initiativeId: job.initiativeId };
  let reported = false;
  const onUsage = async (usage: ModelUsage) => {
    reported = true;
    await deps.recordUsage(owner, usage);
  };
  // A shutdown may have arrived while the initiative was being read: don't start a model call then.
  signal.throwIfAborted();
  let proposal: unknown;
  const startedAt = performance.now();
  try {
    const documents = await documentGrounding(db, job.initiativeId, initiative.description);
    proposal = await planner.proposePlan(initiative.description, { signal, onUsage, documents });
  } finally {
    if (!reported && proposal) {
      await deps.recordUsage(owner, {
        kind: "propose",
        provider: planner.info.provider,
        model: planner.info.model,
        inputTokens: estimateTokens(initiative.description),
        outputTokens: estimateTokens(JSON.stringify(proposal)),
        durationMs: performance.now() - startedAt,
      });
    }
  }
  signal.throwIfAborted();
  const parsed = planProposalSchema.safeParse(proposal);
  if (!parsed.success) {
    throw new PlannerError("The planner's proposal did not have the expected shape.", "invalid_output");
  }

  await db.transaction(async (tx) => {
    if (!(await lockHeldJob(tx, job.id, workerId))) throw new LeaseLostError();
    await storeProposal(tx, job.initiativeId, parsed.data);
    await markJobDone(tx, job.id);
  });
}

/** A sentence for the initiative's failure reason; internal details stay in the log. */
export function describeFailure(error: unknown, attempts: number): string {
  const cause =
    error instanceof PlannerError
      ? error.message
      : "The planner failed unexpectedly (details are in the server log).";
  return `Planning the workstreams failed after ${attempts} attempt${attempts === 1 ? "" : "s"}: ${cause} Use 'Try again' to retry.`;
}

/** The worker's handler of workstream_generation jobs; the planner is read per job (it can change). */
export function workstreamGenerationJob(deps: {
  db: Db;
  planner: () => Planner;
  recordUsage: GenerationDeps["recordUsage"];
  log: { info: (o: object, m: string) => void };
}): JobHandler {
  return {
    async run(job, signal, workerId) {
      const { db, recordUsage } = deps;
      await runWorkstreamGeneration({ db, workerId, planner: deps.planner(), recordUsage }, job, signal);
      deps.log.info({ jobId: job.id, initiativeId: job.initiativeId }, "workstream generation done");
    },
    describeFailure,
    failed: markInitiativeFailed,
  };
}

/** A planning that failed for good leaves its initiative FAILED with the reason, and says so. */
export async function markInitiativeFailed(tx: DbOrTx, initiativeId: string, reason: string) {
  await tx.execute(
    sql`update initiatives set status = 'FAILED', failure_reason = ${reason}, updated_at = now()
        where id = ${initiativeId} and status = 'CREATED'`,
  );
  await publishInitiativeEvent(tx, initiativeId, "status", { status: "FAILED", failure_reason: reason });
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
