import { and, eq, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { ms } from "../../db/raw-sql";
import { streamLeases } from "../../db/schema";

export interface LeaseRef {
  key: string;
  holder: string;
}

const expiresIn = (ttlMs: number) => sql<Date>`now() + ${ms(ttlMs)}`;
const heldBy = ({ key, holder }: LeaseRef) => and(eq(streamLeases.key, key), eq(streamLeases.holder, holder));

/** Takes the lease if it is free or expired; false when another holder has it. */
export async function acquireLease(db: DbOrTx, lease: LeaseRef, ttlMs: number): Promise<boolean> {
  const rows = await db
    .insert(streamLeases)
    .values({ ...lease, expiresAt: expiresIn(ttlMs) })
    .onConflictDoUpdate({
      target: streamLeases.key,
      set: { holder: sql`excluded.holder`, expiresAt: sql`excluded.expires_at` },
      setWhere: lt(streamLeases.expiresAt, sql`now()`),
    })
    .returning({ holder: streamLeases.holder });
  return rows[0]?.holder === lease.holder;
}

export async function renewLease(db: DbOrTx, lease: LeaseRef, ttlMs: number): Promise<boolean> {
  const rows = await db
    .update(streamLeases)
    .set({ expiresAt: expiresIn(ttlMs) })
    .where(heldBy(lease))
    .returning({ key: streamLeases.key });
  return rows.length > 0;
}

export async function releaseLease(db: DbOrTx, lease: LeaseRef): Promise<void> {
  await db.delete(streamLeases).where(heldBy(lease));
}
