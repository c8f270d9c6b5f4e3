import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { ms, rowsOf } from "../../db/raw-sql";

/** Takes the lease if it is free or expired; false when another holder has it. */
export async function acquireLease(db: DbOrTx, key: string, holder: string, ttlMs: number): Promise<boolean> {
  const rows = await rowsOf<{ holder: string }>(
    db,
    sql`insert into stream_leases (key, holder, expires_at) values (${key}, ${holder}, now() + ${ms(ttlMs)})
        on conflict (key) do update set holder = excluded.holder, expires_at = excluded.expires_at
          where stream_leases.expires_at < now()
        returning holder`,
  );
  return rows[0]?.holder === holder;
}

export async function renewLease(db: DbOrTx, key: string, holder: string, ttlMs: number): Promise<boolean> {
  const rows = await rowsOf<{ key: string }>(
    db,
    sql`update stream_leases set expires_at = now() + ${ms(ttlMs)}
        where key = ${key} and holder = ${holder} returning key`,
  );
  return rows.length > 0;
}

export async function releaseLease(db: DbOrTx, key: string, holder: string): Promise<void> {
  await db.execute(sql`delete from stream_leases where key = ${key} and holder = ${holder}`);
}
