import type { Task, UndoneTaskChange } from "@initiative-planner/contract";
import type { DbOrTx, Tx } from "../../db/client";
import { conflict, notFound } from "../../http/errors";
import { findCycle } from "../../planner/task-graph";
import { findWorkstream } from "../planning/queries";
import {
  findTaskChange,
  laterStandingChange,
  markUndone,
  recordTaskChange,
  toTaskChange,
} from "./history-queries";
import { deleteTaskRows, findTask, insertTask, listTasks, refreshProgress, updateTaskRow } from "./queries";

interface ChangeRef {
  initiativeId: string;
  changeId: string;
}

type ChangeRow = NonNullable<Awaited<ReturnType<typeof findTaskChange>>>;

/**
 * The task as a person sees it; dependencies as the set of those that still exist. Its tracker links are not
 * the person's edit: a push in between does not block an undo.
 */
function fingerprint(task: Task, existing: ReadonlySet<string>): string {
  const deps = [...new Set(task.depends_on.filter((d) => existing.has(d)))].sort();
  const { depends_on: _ignored, external: _links, ...rest } = task;
  return JSON.stringify([Object.entries(rest).sort(([a], [b]) => a.localeCompare(b)), deps]);
}

const changedSince = (task: Task | null) =>
  conflict("This task has changed since, so this change cannot be undone. Reload to see it as it is now.", {
    task,
  });

/**
 * Takes a person's change back, recorded as an `undo` entry: an edit restores the task as it was, a creation
 * removes the task, a deletion brings it back with its id, its dependencies and the edges of the tasks that
 * depended on it. Only while the task is still as the change left it (409 with the task as it is otherwise):
 * an undo never overwrites a later edit, by a person or the AI.
 */
export async function undoTaskChange(db: DbOrTx, ref: ChangeRef, userId: string): Promise<UndoneTaskChange> {
  return db.transaction(async (tx) => {
    const change = await findTaskChange(tx, ref.initiativeId, ref.changeId);
    if (!change) throw notFound("This change is not in the task history of this initiative.");
    if (change.kind === "undo") throw conflict("An undo cannot itself be undone; change the task instead.");
    const current = await findTask(tx, { initiativeId: ref.initiativeId, taskId: change.taskId });
    if (change.undoneAt !== null) throw conflict("This change has already been undone.", { task: current });
    if (await laterStandingChange(tx, change)) throw changedSince(current);
    const all = await listTasks(tx, ref.initiativeId);
    const existing = new Set(all.map((t) => t.id));
    const unchanged =
      change.kind === "delete"
        ? current === null
        : current !== null && fingerprint(current, existing) === fingerprint(change.after!, existing);
    if (!unchanged) throw changedSince(current);
    const restored = await applyUndo(tx, change, all);
    await markUndone(tx, change.id);
    const entry = await recordTaskChange(tx, {
      initiativeId: ref.initiativeId,
      taskId: change.taskId,
      kind: "undo",
      before: current,
      after: restored,
      userId,
      undoes: change.id,
    });
    await refreshProgress(tx, ref.initiativeId);
    return { change: toTaskChange(entry, null, false), task: restored };
  });
}

async function applyUndo(tx: Tx, change: ChangeRow, all: Task[]): Promise<Task | null> {
  const { initiativeId, taskId } = change;
  if (change.kind === "create") {
    await deleteTaskRows(tx, initiativeId, [taskId]);
    return null;
  }
  const before = change.before!;
  const existing = new Set(all.map((t) => t.id));
  // Dependencies on tasks deleted since are left out: the restored task points only at tasks that exist.
  const dependsOn = before.depends_on.filter((d) => existing.has(d) && d !== taskId);
  const dependents = change.kind === "delete" ? change.dependents.filter((d) => existing.has(d)) : [];
  const graph = all
    .filter((t) => t.id !== taskId)
    .map((t) => ({
      id: t.id,
      depends_on: dependents.includes(t.id) ? [...t.depends_on, taskId] : t.depends_on,
    }));
  if (findCycle([...graph, { id: taskId, depends_on: dependsOn }])) {
    throw conflict("Undoing this change would make the dependencies circular, so it was not undone.");
  }
  const fields = {
    title: before.title,
    description: before.description,
    ownerRole: before.owner_role,
    estimateDays: before.estimate_days,
    dependsOn,
    status: before.status,
    assigneeId: before.assignee_id,
    dueDate: before.due_date,
    position: before.position,
  };
  if (change.kind === "update") return updateTaskRow(tx, { initiativeId, taskId }, fields);
  if (!(await findWorkstream(tx, { initiativeId, workstreamId: before.workstream_id }))) {
    throw conflict("The team this task belonged to has been removed, so the task cannot be brought back.");
  }
  const task = await insertTask(tx, {
    id: taskId,
    initiativeId,
    workstreamId: before.workstream_id,
    ...fields,
  });
  for (const id of dependents) {
    const dependent = all.find((t) => t.id === id)!;
    if (!dependent.depends_on.includes(taskId)) {
      await updateTaskRow(tx, { initiativeId, taskId: id }, { dependsOn: [...dependent.depends_on, taskId] });
    }
  }
  return task;
}
