import type { DbOrTx } from "../db/client";
import { insertJobUnlessActive } from "./queries";

export const WORKSTREAM_GENERATION = "workstream_generation";

/**
 * Queues workstream generation for an initiative, in the caller's transaction so an initiative is
 * never stored without its job. A job already queued or running for it is left as it is. Once that
 * transaction has committed, the caller nudges its app's worker (`services.jobs.nudge()`) so the work
 * starts without waiting for the next poll; other instances find it at their poll.
 */
export async function enqueueWorkstreamGeneration(db: DbOrTx, initiativeId: string): Promise<void> {
  await insertJobUnlessActive(db, WORKSTREAM_GENERATION, initiativeId);
}
