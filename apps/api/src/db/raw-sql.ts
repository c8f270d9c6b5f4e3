import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "./client";

/** Rows of a raw query; PGlite and node-postgres both put them under `rows`. */
export async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** A duration in milliseconds as an SQL interval, e.g. `now() + ${ms(leaseMs)}`. */
export const ms = (value: number) => sql`(${value}::double precision * interval '1 millisecond')`;
