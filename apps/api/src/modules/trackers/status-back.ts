import type { TaskStatus, TrackerKind } from "@initiative-planner/contract";
import { and, desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { taskChanges } from "../../db/schema";
import { taskExternal } from "../../db/schema-trackers";
import { recordTaskChange } from "../tasks/history-queries";
import { findTask, refreshProgress, updateTaskRow } from "../tasks/queries";

/** An issue's state as the tracker reports it: GitHub `open`/`closed`, a Linear state type, a Jira status category. */
export interface RemoteState {
  externalId: string;
  state: string;
  updatedAt: Date | null;
}

/**
 * A tracker's timestamp ("2026-03-01T09:30:00Z") as a Date, or null when it is no string, no date, or
 * outside the years a database column holds (0001–9999): a payload's "0000-01-01" or "+275760-…" is
 * the tracker's mistake, not a reason to fail the sync or the delivery.
 */
export function remoteDate(value: unknown): Date | null {
  if (typeof value !== "string" || value === "") return null;
  const date = new Date(value);
  const year = date.getUTCFullYear();
  return Number.isNaN(date.getTime()) || year < 1 || year > 9999 ? null : date;
}

/**
 * A tracker's id or state: a non-empty string of at most 255 characters (no tracker's id or state is
 * longer), else null. A state longer than that is a proxy's or a fake tracker's, and is read as none.
 */
export const remoteText = (value: unknown): string | null =>
  typeof value === "string" && value !== "" && value.length <= 255 ? value : null;

/**
 * An issue's state as a sync or a webhook reads it, or none when its id or state is no readable text: a
 * delivery or an answer with a 100,000-character state changes nothing.
 */
export function remoteState(id: unknown, state: unknown, updatedAt: unknown): RemoteState[] {
  const externalId = remoteText(id);
  const read = remoteText(state);
  return externalId && read ? [{ externalId, state: read, updatedAt: remoteDate(updatedAt) }] : [];
}

/** Who a tracker's change is recorded as in the task history (decision 127). */
export const trackerAuthor = (kind: TrackerKind) => `tracker:${kind}`;

/**
 * Closed means done (decision 125): GitHub closed (completed or not planned), Linear's completed and
 * canceled state types, Jira's "done" status category.
 */
export function isClosed(kind: TrackerKind, state: string): boolean {
  if (kind === "github") return state === "closed";
  if (kind === "linear") return state === "completed" || state === "canceled";
  return state === "done";
}

export interface StatusCounts {
  matched: number;
  done: number;
  reopened: number;
}

/** The open status a task had before it was last marked done, or `todo` (decision 125). */
async function statusBeforeDone(db: DbOrTx, initiativeId: string, taskId: string): Promise<TaskStatus> {
  const [row] = await db
    .select({ before: taskChanges.before })
    .from(taskChanges)
    .where(
      and(
        eq(taskChanges.initiativeId, initiativeId),
        eq(taskChanges.taskId, taskId),
        sql`${taskChanges.after}->>'status' = 'done'`,
        sql`coalesce(${taskChanges.before}->>'status', '') <> 'done'`,
      ),
    )
    .orderBy(desc(taskChanges.createdAt))
    .limit(1);
  const before = row?.before?.status;
  return before && before !== "done" ? before : "todo";
}

/**
 * What a tracker's state means for its task, given the state last seen there: a change to closed marks
 * the task done, a change from closed back to open reopens it. An issue that stays as it was changes
 * nothing, so a task finished here before the next push is not reopened by its still-open issue.
 */
function transition(kind: TrackerKind, seen: string | null, now: string): "done" | "reopen" | null {
  const closedNow = isClosed(kind, now);
  const closedBefore = seen === null ? null : isClosed(kind, seen);
  if (closedNow && closedBefore !== true) return "done";
  if (!closedNow && closedBefore === true) return "reopen";
  return null;
}

/**
 * Applies the trackers' states to the linked tasks, one issue per transaction (the link row locked, so a
 * webhook and a sync of the same issue do not both act), each change recorded in the task history as the
 * tracker's. Progress follows; the caller announces tasks_changed once.
 */
export async function applyRemoteStates(
  db: DbOrTx,
  ref: { initiativeId: string; kind: TrackerKind },
  states: readonly RemoteState[],
): Promise<StatusCounts> {
  const counts: StatusCounts = { matched: 0, done: 0, reopened: 0 };
  for (const remote of states) {
    await db.transaction(async (tx) => {
      const [link] = await tx
        .select()
        .from(taskExternal)
        .where(
          and(
            eq(taskExternal.initiativeId, ref.initiativeId),
            eq(taskExternal.kind, ref.kind),
            eq(taskExternal.externalId, remote.externalId),
          ),
        )
        .for("update")
        .limit(1);
      if (!link) return;
      counts.matched++;
      // Deliveries arrive out of order (and "Redeliver" resends old ones): a state older than the one
      // already read changes nothing.
      if (remote.updatedAt && link.remoteUpdatedAt && remote.updatedAt < link.remoteUpdatedAt) return;
      const task = await findTask(tx, { initiativeId: ref.initiativeId, taskId: link.taskId });
      const step = transition(ref.kind, link.remoteState, remote.state);
      if (task && step === "done" && task.status !== "done") {
        await setStatus(tx, ref, task, "done");
        counts.done++;
      } else if (task && step === "reopen" && task.status === "done") {
        const status = await statusBeforeDone(tx, ref.initiativeId, task.id);
        await setStatus(tx, ref, task, status);
        counts.reopened++;
      }
      await tx
        .update(taskExternal)
        .set({ remoteState: remote.state, remoteUpdatedAt: remote.updatedAt, syncedAt: sql`now()` })
        .where(and(eq(taskExternal.taskId, link.taskId), eq(taskExternal.kind, ref.kind)));
    });
  }
  return counts;
}

async function setStatus(
  tx: DbOrTx,
  ref: { initiativeId: string; kind: TrackerKind },
  task: NonNullable<Awaited<ReturnType<typeof findTask>>>,
  status: TaskStatus,
) {
  const after = await updateTaskRow(tx, { initiativeId: ref.initiativeId, taskId: task.id }, { status });
  await recordTaskChange(tx, {
    initiativeId: ref.initiativeId,
    taskId: task.id,
    kind: "update",
    before: task,
    after,
    userId: trackerAuthor(ref.kind),
  });
  await refreshProgress(tx, ref.initiativeId);
}

/** The initiative's live issues in one tracker (not the tombstones of tasks deleted here). */
export async function linkedIssues(db: DbOrTx, ref: { initiativeId: string; kind: TrackerKind }) {
  return db
    .select({
      taskId: taskExternal.taskId,
      externalId: taskExternal.externalId,
      key: taskExternal.key,
      target: taskExternal.target,
      createdAt: taskExternal.createdAt,
    })
    .from(taskExternal)
    .where(
      and(
        eq(taskExternal.initiativeId, ref.initiativeId),
        eq(taskExternal.kind, ref.kind),
        sql`${taskExternal.closedAt} is null`,
      ),
    );
}
export type LinkedIssue = Awaited<ReturnType<typeof linkedIssues>>[number];
