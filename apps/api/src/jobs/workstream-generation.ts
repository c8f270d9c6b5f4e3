import { planProposalSchema } from "@initiative-planner/contract";
import type { Db } from "../db/client";
import type { UsageOwner } from "../modules/ai-usage/queries";
import { estimateTokens } from "../modules/ai-usage/service";
import { documentGrounding } from "../modules/documents/service";
import { type ModelUsage, type Planner, PlannerError } from "../planner/planner";
import { type ClaimedJob, findJobInitiative, lockHeldJob, markJobDone, storeProposal } from "./queries";

export interface GenerationDeps {
  db: Db;
  workerId: string;
  planner: Planner;
  recordUsage: (owner: UsageOwner, usage: ModelUsage) => Promise<void>;
}

/** The worker lost its lease (it stalled past expiry and another worker took the job over). */
export class LeaseLostError extends Error {
  constructor() {
    super("The job's lease was lost to another worker");
    this.name = "LeaseLostError";
  }
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
