import type { DbOrTx } from "../db/client";
import { insertJobUnlessActive } from "./queries";

export const WORKSTREAM_GENERATION = "workstream_generation";

const listeners = new Set<() => void>();

/** Workers of this process subscribe so new work starts without waiting for the next poll. */
export function onJobEnqueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Queues workstream generation for an initiative, in the caller's transaction so an initiative is
 * never stored without its job. A job already queued or running for it is left as it is.
 */
export async function enqueueWorkstreamGeneration(db: DbOrTx, initiativeId: string): Promise<void> {
  await insertJobUnlessActive(db, WORKSTREAM_GENERATION, initiativeId);
  // The caller's transaction commits after this returns, so wake the workers a little later (twice,
  // for a slow commit); the poll covers anything still missed.
  const wakeAll = () => {
    for (const wake of listeners) wake();
  };
  for (const delay of [5, 60]) setTimeout(wakeAll, delay).unref();
}
