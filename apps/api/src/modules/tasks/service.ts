import {
  type createTaskBodySchema,
  TASK_LIMITS,
  type Task,
  type TaskSchedule,
  type UpdateTaskBody,
  type WorkstreamDetail,
} from "@initiative-planner/contract";
import type { z } from "zod";
import type { DbOrTx } from "../../db/client";
import { badRequest, notFound } from "../../http/errors";
import { findCycle } from "../../planner/task-graph";
import { findRole } from "../access/queries";
import { findWorkstream, type WorkstreamRef } from "../planning/queries";
import { dependentsOf, type NewTaskChange, recordTaskChange } from "./history-queries";
import { personEditedTasks } from "./proposal";
import {
  countTasks,
  deleteTaskRows,
  findScheduleDates,
  findTask,
  insertTask,
  listTasks,
  nextPosition,
  refreshProgress,
  type TaskRef,
  updateTaskRow,
} from "./queries";
import { scheduleTasks } from "./schedule";
import { renderTaskMarkdown } from "./task-markdown";

const initiativeGone = () => notFound("This initiative does not exist any more.");
const taskGone = () => notFound("This task does not exist in this initiative (it may have been deleted).");

export async function taskSchedule(db: DbOrTx, initiativeId: string): Promise<TaskSchedule> {
  const dates = await findScheduleDates(db, initiativeId);
  if (!dates) throw initiativeGone();
  return scheduleTasks(await listTasks(db, initiativeId), dates);
}

/** The markdown of one workstream's tasks; dependencies in other workstreams are named by title. */
export function markdownOf(workstreamName: string, wsTasks: readonly Task[], all: readonly Task[]): string {
  const titles = new Map(all.map((t) => [t.id, t.title]));
  return renderTaskMarkdown(workstreamName, wsTasks, (id) => titles.get(id));
}

/**
 * A workstream with its tasks; `task_breakdown.data` is their markdown, or the saved text while the
 * workstream has no tasks (a breakdown written before tasks existed, or a text without a task table).
 */
export async function workstreamWithTasks(db: DbOrTx, ref: WorkstreamRef): Promise<WorkstreamDetail | null> {
  const found = await findWorkstream(db, ref);
  if (!found) return null;
  const all = await listTasks(db, ref.initiativeId);
  const own = all.filter((t) => t.workstream_id === ref.workstreamId);
  const data = own.length > 0 ? markdownOf(found.name, own, all) : found.task_breakdown.data;
  const peopleEdited = (await personEditedTasks(db, ref.initiativeId, own)).size > 0;
  return {
    ...found,
    task_breakdown: { ...found.task_breakdown, data, tasks: own, people_edited: peopleEdited },
  };
}

async function requireAssignee(
  db: DbOrTx,
  { initiativeId, assigneeId }: { initiativeId: string; assigneeId: string | null | undefined },
) {
  if (!assigneeId) return;
  if (!(await findRole(db, { initiativeId, userId: assigneeId }))) {
    throw badRequest("assignee_id must be the user id of a member of this initiative.", {
      field: "assignee_id",
    });
  }
}

/** 400 naming the tasks when dependencies point at unknown tasks or would close a cycle. */
export function checkDependencies(all: readonly Task[], taskId: string, dependsOn: readonly string[]) {
  const byId = new Map(all.map((t) => [t.id, t]));
  const unknown = dependsOn.filter((id) => !byId.has(id) && id !== taskId);
  if (unknown.length > 0) {
    throw badRequest(
      `depends_on names ${unknown.length === 1 ? "a task" : "tasks"} not in this initiative: ${unknown.join(", ")}.`,
      { field: "depends_on", unknown },
    );
  }
  const self = byId.get(taskId);
  if (dependsOn.includes(taskId)) {
    throw badRequest(`The task “${self?.title ?? taskId}” cannot depend on itself.`, { field: "depends_on" });
  }
  const graph = [
    ...all.filter((t) => t.id !== taskId),
    { id: taskId, depends_on: dependsOn, title: self?.title ?? "the new task" },
  ];
  const cycle = findCycle(graph);
  if (cycle) {
    const titles = new Map(graph.map((t) => [t.id, t.title]));
    const names = [...cycle, cycle[0]!].map((id) => `“${titles.get(id)}”`);
    throw badRequest(`These dependencies would make a cycle: ${names.join(" → ")}. Remove one of them.`, {
      field: "depends_on",
      cycle,
    });
  }
}

type CreateTask = z.output<typeof createTaskBodySchema>;

/** Task edits made by a person; each is recorded in the task history (who, when, before and after). */
export async function addTask(
  db: DbOrTx,
  initiativeId: string,
  body: CreateTask,
  userId: string,
): Promise<Task> {
  return db.transaction(async (tx) => {
    const workstream = { initiativeId, workstreamId: body.workstream_id };
    const ws = await findWorkstream(tx, workstream);
    if (!ws) {
      throw badRequest(`This initiative has no workstream '${body.workstream_id}'.`, {
        field: "workstream_id",
      });
    }
    if ((await countTasks(tx, initiativeId)) >= TASK_LIMITS.perInitiativeMax) {
      throw badRequest(`An initiative can hold at most ${TASK_LIMITS.perInitiativeMax} tasks.`);
    }
    await requireAssignee(tx, { initiativeId, assigneeId: body.assignee_id });
    const all = await listTasks(tx, initiativeId);
    // A placeholder id for the checks: a new task cannot be in a cycle, only name unknown tasks.
    checkDependencies(all, "00000000-0000-4000-8000-000000000000", body.depends_on);
    const task = await insertTask(tx, {
      initiativeId,
      workstreamId: body.workstream_id,
      title: body.title,
      description: body.description,
      ownerRole: body.owner_role,
      estimateDays: body.estimate_days,
      dependsOn: [...new Set(body.depends_on)],
      status: body.status,
      assigneeId: body.assignee_id,
      dueDate: body.due_date,
      position: body.position ?? (await nextPosition(tx, workstream)),
    });
    await recordChange(tx, {
      initiativeId,
      taskId: task.id,
      kind: "create",
      before: null,
      after: task,
      userId,
    });
    return task;
  });
}

export async function changeTask(
  db: DbOrTx,
  ref: TaskRef,
  body: UpdateTaskBody,
  userId: string,
): Promise<Task> {
  const { initiativeId, taskId } = ref;
  return db.transaction(async (tx) => {
    const current = await findTask(tx, ref);
    if (!current) throw taskGone();
    await requireAssignee(tx, { initiativeId, assigneeId: body.assignee_id });
    if (body.depends_on) checkDependencies(await listTasks(tx, initiativeId), taskId, body.depends_on);
    const updated = await updateTaskRow(tx, ref, {
      ...(body.status !== undefined && { status: body.status }),
      ...(body.title !== undefined && { title: body.title }),
      ...(body.description !== undefined && { description: body.description }),
      ...(body.owner_role !== undefined && { ownerRole: body.owner_role }),
      ...(body.estimate_days !== undefined && { estimateDays: body.estimate_days }),
      ...(body.depends_on !== undefined && { dependsOn: [...new Set(body.depends_on)] }),
      ...(body.assignee_id !== undefined && { assigneeId: body.assignee_id }),
      ...(body.due_date !== undefined && { dueDate: body.due_date }),
      ...(body.position !== undefined && { position: body.position }),
    });
    if (!updated) throw taskGone();
    await recordChange(tx, { initiativeId, taskId, kind: "update", before: current, after: updated, userId });
    return updated;
  });
}

export async function removeTask(db: DbOrTx, ref: TaskRef, userId: string): Promise<{ id: string }> {
  const { initiativeId, taskId } = ref;
  return db.transaction(async (tx) => {
    const current = await findTask(tx, ref);
    if (!current) throw taskGone();
    const dependents = await dependentsOf(tx, initiativeId, taskId);
    await deleteTaskRows(tx, initiativeId, [taskId]);
    await recordChange(tx, {
      initiativeId,
      taskId,
      kind: "delete",
      before: current,
      after: null,
      userId,
      dependents,
    });
    return { id: taskId };
  });
}

/** Keeps a person's change in the task history and refreshes the initiative's progress. */
async function recordChange(tx: DbOrTx, change: NewTaskChange): Promise<void> {
  await recordTaskChange(tx, change);
  await refreshProgress(tx, change.initiativeId);
}
