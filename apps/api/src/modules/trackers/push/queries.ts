import type { TrackerKind } from "@initiative-planner/contract";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { trackerConnections } from "../../../db/schema";
import { taskExternal, taskExternalRelations, trackerPushes } from "../../../db/schema-trackers";
import type { StoredConnection } from "../queries";
import type { LinkRow, RelationRow } from "./plan";

export type PushRow = typeof trackerPushes.$inferSelect;
export interface PushRef {
  initiativeId: string;
  kind: TrackerKind;
}

export async function listLinks(db: DbOrTx, ref: PushRef): Promise<LinkRow[]> {
  return db
    .select({
      taskId: taskExternal.taskId,
      target: taskExternal.target,
      externalId: taskExternal.externalId,
      key: taskExternal.key,
      url: taskExternal.url,
      pushedHash: taskExternal.pushedHash,
      remoteState: taskExternal.remoteState,
      closedAt: taskExternal.closedAt,
      parentKey: taskExternal.parentKey,
    })
    .from(taskExternal)
    .where(and(eq(taskExternal.initiativeId, ref.initiativeId), eq(taskExternal.kind, ref.kind)));
}

export async function listRelations(db: DbOrTx, ref: PushRef): Promise<RelationRow[]> {
  return db
    .select({
      taskId: taskExternalRelations.taskId,
      dependsOnId: taskExternalRelations.dependsOnId,
      externalId: taskExternalRelations.externalId,
    })
    .from(taskExternalRelations)
    .where(
      and(eq(taskExternalRelations.initiativeId, ref.initiativeId), eq(taskExternalRelations.kind, ref.kind)),
    );
}

export interface LinkWrite {
  taskId: string;
  target: string;
  externalId: string;
  key: string;
  url: string;
  remoteState: string | null;
  pushedHash: string | null;
}

/**
 * Records a task's issue the moment the tracker made it (a crash after this cannot duplicate it), or its
 * new state after an update. Relations of an issue it replaces (another target) are forgotten.
 */
export async function saveLink(db: DbOrTx, ref: PushRef, link: LinkWrite): Promise<void> {
  const set = { ...link, syncedAt: new Date(), closedAt: null };
  await db
    .insert(taskExternal)
    .values({ ...ref, ...set })
    .onConflictDoUpdate({ target: [taskExternal.taskId, taskExternal.kind], set });
}

export async function markLinkPushed(
  db: DbOrTx,
  ref: PushRef,
  taskId: string,
  values: { pushedHash: string | null; remoteState?: string | null; closedAt?: Date | null },
) {
  await db
    .update(taskExternal)
    .set({ ...values, syncedAt: new Date() })
    .where(and(eq(taskExternal.taskId, taskId), eq(taskExternal.kind, ref.kind)));
}

/** The issue is under the initiative's parent `parentKey` now (decision 142). */
export async function markLinkParent(db: DbOrTx, ref: PushRef, taskId: string, parentKey: string) {
  await db
    .update(taskExternal)
    .set({ parentKey })
    .where(and(eq(taskExternal.taskId, taskId), eq(taskExternal.kind, ref.kind)));
}

/** The initiative's parent there, recorded the moment the tracker made it. */
export async function saveParent(
  db: DbOrTx,
  ref: PushRef,
  parent: { target: string; externalId: string; key: string; url: string },
) {
  await db
    .update(trackerConnections)
    .set({
      parentTarget: parent.target,
      parentExternalId: parent.externalId,
      parentKey: parent.key,
      parentUrl: parent.url,
    })
    .where(and(eq(trackerConnections.initiativeId, ref.initiativeId), eq(trackerConnections.kind, ref.kind)));
}

/** The connection's parent when it lives in `target` (a parent in another repository is not this one's). */
export function parentOf(connection: StoredConnection, target: string) {
  const c = connection;
  return c.parentTarget === target && c.parentExternalId && c.parentKey && c.parentUrl
    ? { externalId: c.parentExternalId, key: c.parentKey, url: c.parentUrl }
    : null;
}

export async function saveRelation(
  db: DbOrTx,
  ref: PushRef,
  relation: { taskId: string; dependsOnId: string; externalId: string | null },
) {
  await db
    .insert(taskExternalRelations)
    .values({ ...ref, ...relation })
    .onConflictDoUpdate({
      target: [taskExternalRelations.kind, taskExternalRelations.taskId, taskExternalRelations.dependsOnId],
      set: { externalId: relation.externalId },
    });
}

export async function deleteRelation(
  db: DbOrTx,
  ref: PushRef,
  relation: { taskId: string; dependsOnId: string },
) {
  await db
    .delete(taskExternalRelations)
    .where(
      and(
        eq(taskExternalRelations.kind, ref.kind),
        eq(taskExternalRelations.taskId, relation.taskId),
        eq(taskExternalRelations.dependsOnId, relation.dependsOnId),
      ),
    );
}

/** The latest push of the initiative to this tracker, or null. */
export async function latestPush(db: DbOrTx, ref: PushRef): Promise<PushRow | null> {
  const [row] = await db
    .select()
    .from(trackerPushes)
    .where(and(eq(trackerPushes.initiativeId, ref.initiativeId), eq(trackerPushes.kind, ref.kind)))
    .orderBy(desc(trackerPushes.createdAt))
    .limit(1);
  return row ?? null;
}

export async function activePush(db: DbOrTx, ref: PushRef): Promise<PushRow | null> {
  const [row] = await db
    .select()
    .from(trackerPushes)
    .where(
      and(
        eq(trackerPushes.initiativeId, ref.initiativeId),
        eq(trackerPushes.kind, ref.kind),
        inArray(trackerPushes.status, ["queued", "running"]),
      ),
    )
    .orderBy(desc(trackerPushes.createdAt))
    .limit(1);
  return row ?? null;
}

export async function insertPush(
  db: DbOrTx,
  ref: PushRef,
  requestedBy: string,
  parent = false,
): Promise<PushRow> {
  const [row] = await db
    .insert(trackerPushes)
    .values({ ...ref, requestedBy, parent })
    .returning();
  return row!;
}

export type PushCounters = Pick<
  PushRow,
  "total" | "done" | "created" | "updated" | "unchanged" | "closed" | "linked" | "unlinked" | "requests"
>;

export async function updatePush(
  db: DbOrTx,
  id: string,
  values: Partial<PushCounters> & Partial<Pick<PushRow, "status" | "error" | "finishedAt">>,
) {
  await db
    .update(trackerPushes)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(trackerPushes.id, id));
}
