import { createHash, randomUUID } from "node:crypto";
import type { Task, TaskProposal } from "@initiative-planner/contract";
import { and, eq, inArray, isNull, ne } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { type ProposedRow, taskChanges } from "../../db/schema";
import { conflict } from "../../http/errors";
import type { ModelUsage, Planner } from "../../planner/planner";
import type { PlanSubject } from "../planning/queries";
import { plannedToRows } from "./breakdown";
import { listTasks, listWorkstreamRefs } from "./queries";

/** The initiative's tasks as they are: a proposal made on one state is applied only on that state. */
export function tasksFingerprint(tasks: readonly Task[]): string {
  const sorted = [...tasks].sort((a, b) => a.id.localeCompare(b.id));
  return createHash("sha256").update(JSON.stringify(sorted)).digest("hex");
}

/**
 * Tasks a person has touched: created or changed through the task routes (and not undone since), or carrying
 * what only a person sets (a status, an assignee, a due date).
 */
export async function personEditedTasks(
  db: DbOrTx,
  initiativeId: string,
  own: readonly Task[],
): Promise<Set<string>> {
  const edited = new Set(
    own.filter((t) => t.status !== "todo" || t.assignee_id !== null || t.due_date !== null).map((t) => t.id),
  );
  if (own.length === 0) return edited;
  const rows = await db
    .selectDistinct({ taskId: taskChanges.taskId })
    .from(taskChanges)
    .where(
      and(
        eq(taskChanges.initiativeId, initiativeId),
        inArray(
          taskChanges.taskId,
          own.map((t) => t.id),
        ),
        ne(taskChanges.kind, "undo"),
        isNull(taskChanges.undoneAt),
      ),
    );
  for (const r of rows) edited.add(r.taskId);
  return edited;
}

/**
 * The streamed breakdown replaces a workstream's tasks, so it is refused (409, before any model call) once a
 * person has edited one of them: the agent's new breakdown then comes as a proposal (`proposeTaskBreakdown`).
 */
export async function refuseOverPeoplesTasks(
  db: DbOrTx,
  params: { id: string; wsId: string },
  reservation: { cancel: () => Promise<void> },
) {
  const own = (await listTasks(db, params.id)).filter((t) => t.workstream_id === params.wsId);
  if ((await personEditedTasks(db, params.id, own)).size === 0) return;
  await reservation.cancel();
  throw conflict(
    "People have edited tasks of this workstream, so the agent will not replace them. Ask it for a proposal instead: you pick which of its changes to apply.",
    { proposal_required: true },
  );
}

/** The titles the tasks had before people renamed them (lower case), each with its task's id. */
async function earlierTitles(
  db: DbOrTx,
  initiativeId: string,
  own: readonly Task[],
): Promise<Map<string, string>> {
  const titles = new Map<string, string>();
  if (own.length === 0) return titles;
  const current = new Map(own.map((t) => [t.id, t.title.toLowerCase()]));
  const rows = await db
    .select({ taskId: taskChanges.taskId, before: taskChanges.before })
    .from(taskChanges)
    .where(
      and(
        eq(taskChanges.initiativeId, initiativeId),
        inArray(taskChanges.taskId, [...current.keys()]),
        eq(taskChanges.kind, "update"),
        isNull(taskChanges.undoneAt),
      ),
    );
  for (const { taskId, before } of rows) {
    const title = before?.title?.toLowerCase();
    if (title && title !== current.get(taskId) && !titles.has(title)) titles.set(title, taskId);
  }
  return titles;
}

export interface ProposalDraft {
  proposal: Omit<TaskProposal, "id" | "created_at">;
  rows: ProposedRow[];
  base: string;
}

const AI_FIELDS = ["title", "description", "owner_role", "estimate_days"] as const;
const edgeKey = (from: string, to: string) => `edge:${from}>${to}`;

/**
 * Plans one workstream's tasks again and compares the answer with its tasks: a task of the same title,
 * or of a title it had before a person renamed it, is the same task (changed or not), others are added
 * or removed; dependency edges of the workstream's tasks are compared the same way. Nothing is written
 * here.
 */
export async function draftProposal(options: {
  db: DbOrTx;
  planner: Planner;
  subject: PlanSubject;
  initiativeId: string;
  workstreamId: string;
  instruction?: string;
  signal: AbortSignal;
  onUsage?: (usage: ModelUsage) => void;
}): Promise<ProposalDraft> {
  const { db, initiativeId, workstreamId } = options;
  const [refs, all] = await Promise.all([listWorkstreamRefs(db, initiativeId), listTasks(db, initiativeId)]);
  const ws = refs.find((w) => w.id === workstreamId)!;
  const own = all.filter((t) => t.workstream_id === workstreamId);
  const others = all.filter((t) => t.workstream_id !== workstreamId);
  const answer = await options.planner.planTasks({
    idea: options.subject.idea,
    initiativeName: options.subject.initiativeName,
    workstreams: [{ id: ws.id, name: ws.name }],
    allWorkstreams: refs.map((w) => ({ id: w.id, name: w.name })),
    existing: others.map((t) => ({ id: t.id, workstream_id: t.workstream_id, title: t.title })),
    writtenSections: options.subject.writtenSections,
    documents: options.subject.documents,
    instruction: options.instruction,
    signal: options.signal,
    onUsage: options.onUsage,
  });
  const planned = plannedToRows(
    initiativeId,
    answer,
    new Set([workstreamId]),
    new Set(others.map((t) => t.id)),
  );
  // Same title (any case) = same task: the planned row takes the task's id. Then a title a task had
  // before a person renamed it: the agent's title for a task a person renamed is that task, not a new one.
  const byTitle = new Map(own.map((t) => [t.title.toLowerCase(), t.id]));
  const byEarlierTitle = await earlierTitles(db, initiativeId, own);
  const idOf = new Map<string, string>();
  const taken = new Set<string>();
  for (const titles of [byTitle, byEarlierTitle]) {
    for (const row of planned) {
      const match = titles.get(row.title.toLowerCase());
      if (idOf.has(row.id) || !match || taken.has(match)) continue;
      idOf.set(row.id, match);
      taken.add(match);
    }
  }
  for (const row of planned) if (!idOf.has(row.id)) idOf.set(row.id, randomUUID());
  const rows: ProposedRow[] = planned.map((row) => ({
    key: idOf.get(row.id)!,
    title: row.title,
    description: row.description ?? "",
    owner_role: row.ownerRole,
    estimate_days: row.estimateDays,
    depends_on: row.dependsOn.map((d) => idOf.get(d) ?? d),
  }));
  const edited = await personEditedTasks(db, initiativeId, own);
  const ownById = new Map(own.map((t) => [t.id, t]));
  const titleOf = new Map<string, string>([
    ...all.map((t) => [t.id, t.title] as const),
    ...rows.map((r) => [r.key, r.title] as const),
  ]);
  const newTask = (r: ProposedRow) => ({
    title: r.title,
    description: r.description,
    owner_role: r.owner_role,
    estimate_days: r.estimate_days,
  });

  const proposal: ProposalDraft["proposal"] = {
    workstream_id: workstreamId,
    added: rows
      .filter((r) => !ownById.has(r.key))
      .map((r) => ({ key: `add:${r.key}`, apply_by_default: true, task: newTask(r) })),
    removed: own
      .filter((t) => !rows.some((r) => r.key === t.id))
      .map((t) => ({
        key: `remove:${t.id}`,
        apply_by_default: !edited.has(t.id),
        task: t,
        edited_by_person: edited.has(t.id),
      })),
    changed: [],
    edges_added: [],
    edges_removed: [],
  };
  for (const r of rows) {
    const task = ownById.get(r.key);
    const from = task ? task.id : r.key;
    const current = new Set(task?.depends_on ?? []);
    const fromEdited = task !== undefined && edited.has(task.id);
    for (const to of r.depends_on.filter((d) => !current.has(d))) {
      proposal.edges_added.push({
        key: edgeKey(from, to),
        apply_by_default: !fromEdited,
        from,
        to,
        from_title: r.title,
        to_title: titleOf.get(to) ?? to,
      });
    }
    if (!task) continue;
    for (const to of task.depends_on.filter((d) => !r.depends_on.includes(d))) {
      // An edge of, or to, a task a person edited is theirs to drop: kept unless they tick it.
      const personal = fromEdited || edited.has(to);
      proposal.edges_removed.push({
        key: edgeKey(`-${from}`, to),
        apply_by_default: !personal,
        from,
        to,
        from_title: task.title,
        to_title: titleOf.get(to) ?? to,
        edited_by_person: personal,
      });
    }
    const after = newTask(r);
    const fields = AI_FIELDS.filter((f) => task[f] !== after[f]);
    if (fields.length > 0) {
      proposal.changed.push({
        key: `change:${task.id}`,
        apply_by_default: !edited.has(task.id),
        task,
        after,
        fields,
        edited_by_person: edited.has(task.id),
      });
    }
  }
  return { proposal, rows, base: tasksFingerprint(all) };
}
