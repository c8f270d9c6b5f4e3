import type { TrackerKind } from "@initiative-planner/contract";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { trackerConnections } from "../../db/schema";

export type StoredConnection = typeof trackerConnections.$inferSelect;
export type ConnectionRef = { initiativeId: string; kind: TrackerKind };

const byRef = (ref: ConnectionRef) =>
  and(eq(trackerConnections.initiativeId, ref.initiativeId), eq(trackerConnections.kind, ref.kind));

export async function listConnections(db: DbOrTx, initiativeId: string): Promise<StoredConnection[]> {
  return db
    .select()
    .from(trackerConnections)
    .where(eq(trackerConnections.initiativeId, initiativeId))
    .orderBy(trackerConnections.kind);
}

export async function findConnection(db: DbOrTx, ref: ConnectionRef): Promise<StoredConnection | null> {
  const rows = await db.select().from(trackerConnections).where(byRef(ref)).limit(1);
  return rows[0] ?? null;
}

export type ConnectionWrite = Pick<
  StoredConnection,
  "initiativeId" | "kind" | "settings" | "secretEncrypted" | "account" | "connectedBy"
>;

/** Saves a tested connection; its push and sync times survive a change of token or target. */
export async function saveConnection(db: DbOrTx, values: ConnectionWrite): Promise<StoredConnection> {
  const set = { ...values, updatedAt: new Date() };
  const rows = await db
    .insert(trackerConnections)
    .values(set)
    .onConflictDoUpdate({ target: [trackerConnections.initiativeId, trackerConnections.kind], set })
    .returning();
  return rows[0]!;
}

export async function deleteConnection(db: DbOrTx, ref: ConnectionRef): Promise<boolean> {
  const rows = await db
    .delete(trackerConnections)
    .where(byRef(ref))
    .returning({ kind: trackerConnections.kind });
  return rows.length > 0;
}
