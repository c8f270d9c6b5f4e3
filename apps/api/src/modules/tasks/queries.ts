import type { Task, TaskExternal, TaskStatus, TrackerKind } from "@initiative-planner/contract";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { initiatives, tasks, users, workstreams } from "../../db/schema";
import { taskExternal } from "../../db/schema-trackers";
import type { WorkstreamRef } from "../planning/queries";

type TaskRow = typeof tasks.$inferSelect;
export type NewTaskRow = typeof tasks.$inferInsert;

export function toTask(row: TaskRow, external: TaskExternal[] = []): Task {
  return {
    id: row.id,
    workstream_id: row.workstreamId,
    title: row.title,
    description: row.description,
    owner_role: row.ownerRole,
    estimate_days: row.estimateDays,
    depends_on: row.dependsOn,
    status: row.status as TaskStatus,
    assignee_id: row.assigneeId,
    due_date: row.dueDate,
    position: row.position,
    external,
  };
}

/** The tasks' issues in trackers (decision 120), by task id, in tracker order. */
async function externalOf(
  db: DbOrTx,
  where: { initiativeId: string } | { taskIds: string[] },
): Promise<Map<string, TaskExternal[]>> {
  const byTask = new Map<string, TaskExternal[]>();
  if ("taskIds" in where && where.taskIds.length === 0) return byTask;
  const rows = await db
    .select({
      taskId: taskExternal.taskId,
      kind: taskExternal.kind,
      key: taskExternal.key,
      url: taskExternal.url,
      syncedAt: taskExternal.syncedAt,
    })
    .from(taskExternal)
    .where(
      "taskIds" in where
        ? inArray(taskExternal.taskId, where.taskIds)
        : eq(taskExternal.initiativeId, where.initiativeId),
    )
    .orderBy(asc(taskExternal.kind));
  for (const r of rows) {
    const link = { kind: r.kind as TrackerKind, key: r.key, url: r.url, synced_at: r.syncedAt.toISOString() };
    byTask.set(r.taskId, [...(byTask.get(r.taskId) ?? []), link]);
  }
  return byTask;
}

async function withExternal(db: DbOrTx, row: TaskRow | undefined): Promise<Task | null> {
  if (!row) return null;
  return toTask(row, (await externalOf(db, { taskIds: [row.id] })).get(row.id));
}

/** Every task of an initiative, by workstream order then position. */
export async function listTasks(db: DbOrTx, initiativeId: string): Promise<Task[]> {
  const rows = await db
    .select({ task: tasks })
    .from(tasks)
    .innerJoin(
      workstreams,
      and(eq(workstreams.initiativeId, tasks.initiativeId), eq(workstreams.id, tasks.workstreamId)),
    )
    .where(eq(tasks.initiativeId, initiativeId))
    .orderBy(asc(workstreams.position), asc(workstreams.id), asc(tasks.position), asc(tasks.createdAt));
  const external = await externalOf(db, { initiativeId });
  return rows.map((r) => toTask(r.task, external.get(r.task.id)));
}

/** One task of an initiative. */
export interface TaskRef {
  initiativeId: string;
  taskId: string;
}

const isTask = ({ initiativeId, taskId }: TaskRef) =>
  and(eq(tasks.initiativeId, initiativeId), eq(tasks.id, taskId));

export async function findTask(db: DbOrTx, ref: TaskRef): Promise<Task | null> {
  const [row] = await db.select().from(tasks).where(isTask(ref)).limit(1);
  return withExternal(db, row);
}

/** The initiative's dates the schedule starts from and is compared with; null when it does not exist. */
export async function findScheduleDates(db: DbOrTx, initiativeId: string) {
  const [row] = await db
    .select({ createdAt: initiatives.createdAt, dueAt: initiatives.dueAt })
    .from(initiatives)
    .where(eq(initiatives.id, initiativeId))
    .limit(1);
  return row ? { start: row.createdAt.toISOString(), due: row.dueAt ? row.dueAt.toISOString() : null } : null;
}

export async function listWorkstreamRefs(db: DbOrTx, initiativeId: string) {
  return db
    .select({
      id: workstreams.id,
      name: workstreams.name,
      version: workstreams.taskBreakdownVersion,
      content: workstreams.taskBreakdown,
    })
    .from(workstreams)
    .where(eq(workstreams.initiativeId, initiativeId))
    .orderBy(asc(workstreams.position), asc(workstreams.id));
}

export async function insertTask(db: DbOrTx, row: NewTaskRow): Promise<Task> {
  const [created] = await db.insert(tasks).values(row).returning();
  // A restored task (an undone deletion keeps its id) finds its issues again.
  return (await withExternal(db, created))!;
}

export async function nextPosition(
  db: DbOrTx,
  { initiativeId, workstreamId }: WorkstreamRef,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${tasks.position}) + 1, 0)::int`.mapWith(Number) })
    .from(tasks)
    .where(and(eq(tasks.initiativeId, initiativeId), eq(tasks.workstreamId, workstreamId)));
  return row?.n ?? 0;
}

export async function countTasks(db: DbOrTx, initiativeId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(tasks)
    .where(eq(tasks.initiativeId, initiativeId));
  return row?.n ?? 0;
}

export async function updateTaskRow(
  db: DbOrTx,
  ref: TaskRef,
  set: Partial<NewTaskRow>,
): Promise<Task | null> {
  const [row] = await db
    .update(tasks)
    .set({ ...set, updatedAt: sql`now()` })
    .where(isTask(ref))
    .returning();
  return withExternal(db, row);
}

/** Removes tasks; tasks that depended on them lose those edges. */
export async function deleteTaskRows(db: DbOrTx, initiativeId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(tasks).where(and(eq(tasks.initiativeId, initiativeId), inArray(tasks.id, ids)));
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await db
    .update(tasks)
    .set({
      dependsOn: sql`array(select d from unnest(${tasks.dependsOn}) as d where d <> all(array[${list}]))`,
    })
    .where(and(eq(tasks.initiativeId, initiativeId), sql`${tasks.dependsOn} && array[${list}]`));
}

export async function workstreamTaskIds(db: DbOrTx, initiativeId: string, workstreamIds: string[]) {
  if (workstreamIds.length === 0) return [];
  const rows = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.initiativeId, initiativeId), inArray(tasks.workstreamId, workstreamIds)));
  return rows.map((r) => r.id);
}

export async function insertTasks(db: DbOrTx, rows: NewTaskRow[]): Promise<void> {
  // Chunks keep each statement well under the driver's parameter limit.
  for (let i = 0; i < rows.length; i += 500) await db.insert(tasks).values(rows.slice(i, i + 500));
}

/**
 * progress = estimate-days of done tasks ÷ estimate-days of all tasks, as an integer percentage
 * (0 without tasks), written on the initiative.
 */
export async function refreshProgress(db: DbOrTx, initiativeId: string): Promise<void> {
  await db
    .update(initiatives)
    .set({
      progress: sql`(select coalesce(round(100 * sum(case when ${tasks.status} = 'done' then ${tasks.estimateDays} else 0 end) / nullif(sum(${tasks.estimateDays}), 0)), 0)::int from ${tasks} where ${tasks.initiativeId} = ${initiativeId})`,
      updatedAt: sql`now()`,
    })
    .where(eq(initiatives.id, initiativeId));
}

/** E-mail addresses of users (what trackers match assignees by), by id. */
export async function emailsOf(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.email]));
}
