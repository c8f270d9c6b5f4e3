import { type Task, type TaskChange, type TaskChangeKind, TRACKER_NAMES } from "@initiative-planner/contract";
import { and, desc, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { taskChanges, tasks, users } from "../../db/schema";

export interface NewTaskChange {
  initiativeId: string;
  taskId: string;
  kind: TaskChangeKind;
  before: Task | null;
  after: Task | null;
  userId: string;
  /** For a deletion: the tasks that lost their edge to it. */
  dependents?: string[];
  undoes?: string;
}

type ChangeRow = typeof taskChanges.$inferSelect;

export async function recordTaskChange(db: DbOrTx, change: NewTaskChange): Promise<ChangeRow> {
  const [row] = await db
    .insert(taskChanges)
    .values({
      initiativeId: change.initiativeId,
      taskId: change.taskId,
      kind: change.kind,
      before: change.before,
      after: change.after,
      dependents: change.dependents ?? [],
      createdBy: change.userId,
      undoes: change.undoes ?? null,
      // The wall clock, not the transaction's start: an undo and the change it marks share a transaction.
      createdAt: sql`clock_timestamp()`,
    })
    .returning();
  return row!;
}

const HISTORY_LIMIT = 100;

/** Newest first, with who made each change and whether it may be undone now. */
export async function listTaskChanges(
  db: DbOrTx,
  { initiativeId, taskId }: { initiativeId: string; taskId?: string },
): Promise<TaskChange[]> {
  const rows = await db
    .select({ change: taskChanges, name: users.name })
    .from(taskChanges)
    .leftJoin(users, eq(users.id, taskChanges.createdBy))
    .where(
      and(eq(taskChanges.initiativeId, initiativeId), taskId ? eq(taskChanges.taskId, taskId) : undefined),
    )
    .orderBy(desc(taskChanges.createdAt), desc(taskChanges.id))
    .limit(HISTORY_LIMIT);
  // A change is undoable while no later change of its task stands (later ones all undone or undos).
  const standingLater = new Set<string>();
  const result: TaskChange[] = [];
  for (const { change, name } of rows) {
    const standing = change.kind !== "undo" && change.undoneAt === null;
    result.push(toTaskChange(change, name, standing && !standingLater.has(change.taskId)));
    if (standing) standingLater.add(change.taskId);
  }
  return result;
}

/** A change a tracker made (status back, decision 127) is recorded as `tracker:<kind>` and shown by its name. */
function systemAuthor(createdBy: string): string | null {
  const kind = createdBy.startsWith("tracker:") ? createdBy.slice("tracker:".length) : null;
  return kind && kind in TRACKER_NAMES ? TRACKER_NAMES[kind as keyof typeof TRACKER_NAMES] : null;
}

export function toTaskChange(row: ChangeRow, name: string | null, undoable: boolean): TaskChange {
  return {
    id: row.id,
    task_id: row.taskId,
    kind: row.kind,
    before: row.before,
    after: row.after,
    created_by: { id: row.createdBy, name: name ?? systemAuthor(row.createdBy) ?? "A former member" },
    created_at: row.createdAt.toISOString(),
    undoes: row.undoes,
    undone: row.undoneAt !== null,
    undoable,
  };
}

export async function findTaskChange(db: DbOrTx, initiativeId: string, changeId: string) {
  const [row] = await db
    .select()
    .from(taskChanges)
    .where(and(eq(taskChanges.initiativeId, initiativeId), eq(taskChanges.id, changeId)))
    .for("update")
    .limit(1);
  return row ?? null;
}

/** A later change of the same task that still stands (neither undone nor an undo), if any. */
export async function laterStandingChange(db: DbOrTx, row: ChangeRow) {
  const [later] = await db
    .select({ id: taskChanges.id })
    .from(taskChanges)
    .where(
      and(
        eq(taskChanges.taskId, row.taskId),
        eq(taskChanges.initiativeId, row.initiativeId),
        // Compared in SQL: the row's timestamp as a JS Date has lost its microseconds.
        gt(taskChanges.createdAt, sql`(select c.created_at from task_changes c where c.id = ${row.id})`),
        ne(taskChanges.kind, "undo"),
        isNull(taskChanges.undoneAt),
      ),
    )
    .limit(1);
  return later ?? null;
}

export async function markUndone(db: DbOrTx, changeId: string) {
  await db.update(taskChanges).set({ undoneAt: sql`clock_timestamp()` }).where(eq(taskChanges.id, changeId));
}

/** The tasks of an initiative that depend on `taskId` (before it is deleted). */
export async function dependentsOf(db: DbOrTx, initiativeId: string, taskId: string): Promise<string[]> {
  const rows = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.initiativeId, initiativeId), sql`${taskId}::uuid = any(${tasks.dependsOn})`));
  return rows.map((r) => r.id);
}
