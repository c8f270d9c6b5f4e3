import { randomUUID } from "node:crypto";
import type { DbOrTx } from "../../db/client";
import { acquireLease, releaseLease, renewLease } from "./lease-queries";
import type { PlanTarget } from "./queries";

// Long enough to survive a slow renewal, short enough that a crashed instance frees the plan soon.
const LEASE_TTL_MS = 30_000;

export interface StreamLease {
  release(): Promise<void>;
}

/**
 * One generation or improvement per plan at a time, across instances: a row in stream_leases,
 * renewed while the stream runs and deleted when it ends. Null when someone else holds it.
 */
export async function takeStreamLease(db: DbOrTx, target: PlanTarget): Promise<StreamLease | null> {
  const lease = {
    key: `${target.initiativeId}/${target.workstreamId}/${target.subsectionUid}`,
    holder: randomUUID(),
  };
  if (!(await acquireLease(db, lease, LEASE_TTL_MS))) return null;
  const timer = setInterval(() => {
    renewLease(db, lease, LEASE_TTL_MS).catch(() => {
      // A missed renewal is retried at the next tick; the TTL leaves room for several.
    });
  }, LEASE_TTL_MS / 3);
  timer.unref();
  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      clearInterval(timer);
      await releaseLease(db, lease);
    },
  };
}
