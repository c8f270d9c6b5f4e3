import { randomUUID } from "node:crypto";
import type { PlannedTask, Task } from "@initiative-planner/contract";
import type { Db, Tx } from "../../db/client";
import { conflict } from "../../http/errors";
import { splitIntoChunks } from "../../planner/chunked-text";
import type { ModelUsage, Planner } from "../../planner/planner";
import { breakCycles } from "../../planner/task-graph";
import { type PlanSubject, type PlanTarget, savePlanVersionIn } from "../planning/queries";
import { planNotFound, type UserPlanSave, unsaved } from "../planning/service";
import {
  deleteTaskRows,
  insertTasks,
  listTasks,
  listWorkstreamRefs,
  type NewTaskRow,
  refreshProgress,
  updateTaskRow,
} from "./queries";
import { markdownOf } from "./service";
import { parseTaskMarkdown } from "./task-markdown";

type Row = NewTaskRow & { id: string; dependsOn: string[] };

const asTask = (row: Row): Task => ({
  id: row.id,
  workstream_id: row.workstreamId,
  title: row.title,
  description: row.description ?? "",
  owner_role: row.ownerRole,
  estimate_days: row.estimateDays,
  depends_on: row.dependsOn,
  status: (row.status ?? "todo") as Task["status"],
  assignee_id: row.assigneeId ?? null,
  due_date: row.dueDate ?? null,
  position: row.position,
  // Only for the Markdown of new rows, which has no tracker links.
  external: [],
});

/**
 * Planned tasks → rows with fresh ids. Whatever the planner returned, only dependencies on tasks of
 * this answer or on `existing` survive, and any cycle is broken: nothing invalid is stored.
 */
export function plannedToRows(
  initiativeId: string,
  planned: readonly PlannedTask[],
  workstreamIds: ReadonlySet<string>,
  existing: ReadonlySet<string>,
): Row[] {
  const kept = planned.filter((p) => workstreamIds.has(p.workstream_id));
  const idOf = new Map<string, string>();
  for (const p of kept) if (!idOf.has(p.key)) idOf.set(p.key, randomUUID());
  const positions = new Map<string, number>();
  const rows = kept
    .filter((p, i) => kept.findIndex((q) => q.key === p.key) === i)
    .map((p): Row => {
      const position = positions.get(p.workstream_id) ?? 0;
      positions.set(p.workstream_id, position + 1);
      const id = idOf.get(p.key)!;
      const deps = p.depends_on
        .map((d) => idOf.get(d) ?? (existing.has(d) ? d : null))
        .filter((d): d is string => d !== null && d !== id);
      return {
        id,
        initiativeId,
        workstreamId: p.workstream_id,
        title: p.title,
        description: p.description,
        ownerRole: p.owner_role,
        estimateDays: Math.min(60, Math.max(0.5, Math.round(p.estimate_days * 2) / 2)),
        dependsOn: [...new Set(deps)],
        status: "todo",
        position,
      };
    });
  return breakCycles(rows.map((r) => ({ ...r, depends_on: r.dependsOn }))).map(({ depends_on, ...r }) => ({
    ...r,
    dependsOn: [...depends_on],
  }));
}

export interface BreakdownStreamOptions {
  db: Db;
  planner: Planner;
  target: PlanTarget;
  userId: string;
  instruction?: string;
}

/**
 * Generating a workstream's tasks: `open` plans them (with every workstream never broken down yet,
 * so a first breakdown plans the whole initiative together) and streams the target's markdown;
 * `persist` stores the tasks and markdowns at the end, in one transaction, unless a breakdown
 * changed in the meantime (409: nothing stored).
 */
export function breakdownStream(options: BreakdownStreamOptions) {
  const { db, target } = options;
  let prepared: {
    rows: Row[];
    replaced: string[];
    markdowns: Array<{ wsId: string; text: string; version: number }>;
  } | null = null;

  async function* open(
    subject: PlanSubject,
    signal: AbortSignal,
    onUsage?: (usage: ModelUsage) => void,
  ): AsyncGenerator<string> {
    const [refs, all] = await Promise.all([
      listWorkstreamRefs(db, target.initiativeId),
      listTasks(db, target.initiativeId),
    ]);
    const withTasks = new Set(all.map((t) => t.workstream_id));
    const planned = refs.filter(
      (w) => w.id === target.workstreamId || (w.version === 0 && !withTasks.has(w.id)),
    );
    const replaced = new Set(planned.map((w) => w.id));
    const staying = all.filter((t) => !replaced.has(t.workstream_id));
    const answer = await options.planner.planTasks({
      idea: subject.idea,
      initiativeName: subject.initiativeName,
      workstreams: planned.map((w) => ({ id: w.id, name: w.name })),
      allWorkstreams: refs.map((w) => ({ id: w.id, name: w.name })),
      existing: staying.map((t) => ({ id: t.id, workstream_id: t.workstream_id, title: t.title })),
      writtenSections: subject.writtenSections,
      documents: subject.documents,
      instruction: options.instruction,
      signal,
      onUsage,
    });
    const rows = plannedToRows(target.initiativeId, answer, replaced, new Set(staying.map((t) => t.id)));
    const everything = [...staying, ...rows.map(asTask)];
    const markdowns = planned.map((w) => ({
      wsId: w.id,
      version: w.version,
      text: markdownOf(w.name, rows.filter((r) => r.workstreamId === w.id).map(asTask), everything),
    }));
    prepared = { rows, replaced: [...replaced], markdowns };
    const own = markdowns.find((m) => m.wsId === target.workstreamId)!;
    yield* splitIntoChunks(own.text, 8);
  }

  async function persist(text: string): Promise<number> {
    const plan = prepared;
    if (!plan) throw planNotFound(target);
    return db.transaction(async (tx) => {
      let version = 0;
      for (const m of plan.markdowns) {
        const isTarget = m.wsId === target.workstreamId;
        const saved = await savePlanVersionIn(tx, {
          target: { ...target, workstreamId: m.wsId },
          content: isTarget ? text : m.text,
          source: "generate",
          userId: options.userId,
          baseVersion: m.version,
        });
        if ("stale" in saved) {
          throw conflict(
            "This task breakdown was changed by someone else while it was being generated, so nothing was saved. Generate it again.",
            { current_version: saved.stale },
          );
        }
        if (!("version" in saved)) throw planNotFound(target);
        if (isTarget) version = saved.version;
      }
      const old = (await listTasks(tx, target.initiativeId)).filter((t) =>
        plan.replaced.includes(t.workstream_id),
      );
      await deleteTaskRows(
        tx,
        target.initiativeId,
        old.map((t) => t.id),
      );
      await insertTasks(tx, plan.rows);
      await refreshProgress(tx, target.initiativeId);
      return version;
    });
  }

  return { open, persist };
}

/**
 * Saves an edited or improved task-breakdown text and re-derives the workstream's tasks from its
 * table: tasks keep their id, assignee and due date when their title stays; dependencies are read
 * by title; a text without a task table leaves the workstream without tasks.
 */
export async function saveBreakdownText(db: Db, save: UserPlanSave): Promise<{ version: number }> {
  return db.transaction(async (tx) => {
    const saved = await savePlanVersionIn(tx, save);
    if (!("version" in saved)) throw unsaved(save, saved);
    await rederive(tx, save.target, save.content);
    return saved;
  });
}

async function rederive(tx: Tx, target: PlanTarget, content: string) {
  const all = await listTasks(tx, target.initiativeId);
  const own = all.filter((t) => t.workstream_id === target.workstreamId);
  const others = all.filter((t) => t.workstream_id !== target.workstreamId);
  const parsed = parseTaskMarkdown(content) ?? [];
  const previous = new Map(own.map((t) => [t.title.toLowerCase(), t]));
  const rows = parsed.map((p, position): Row & { existing: Task | undefined } => {
    const existing = previous.get(p.title.toLowerCase());
    previous.delete(p.title.toLowerCase());
    return {
      existing,
      id: existing?.id ?? randomUUID(),
      initiativeId: target.initiativeId,
      workstreamId: target.workstreamId,
      title: p.title,
      description: p.description ?? existing?.description ?? "",
      ownerRole: p.owner_role,
      estimateDays: p.estimate_days,
      dependsOn: [],
      status: p.status,
      assigneeId: existing?.assignee_id ?? null,
      dueDate: existing?.due_date ?? null,
      position,
    };
  });
  const byTitle = new Map<string, string>();
  for (const t of others) byTitle.set(t.title.toLowerCase(), t.id);
  for (const r of rows) byTitle.set(r.title.toLowerCase(), r.id);
  rows.forEach((r, i) => {
    const deps = parsed[i]!.depends_on.flatMap((title) => byTitle.get(title.toLowerCase()) ?? []);
    r.dependsOn = [...new Set(deps)].filter((d) => d !== r.id);
  });
  const acyclic = breakCycles(
    [
      ...others.map((t) => ({ id: t.id, depends_on: t.depends_on })),
      ...rows.map((r) => ({ id: r.id, depends_on: r.dependsOn })),
    ],
    (id) => rows.some((r) => r.id === id),
  );
  const depsOf = new Map(acyclic.map((n) => [n.id, n.depends_on]));
  await deleteTaskRows(
    tx,
    target.initiativeId,
    [...previous.values()].map((t) => t.id),
  );
  const fresh: Row[] = [];
  for (const { existing, ...row } of rows) {
    row.dependsOn = [...(depsOf.get(row.id) ?? [])];
    if (!existing) fresh.push(row);
    else {
      await updateTaskRow(
        tx,
        { initiativeId: target.initiativeId, taskId: row.id },
        {
          title: row.title,
          description: row.description,
          ownerRole: row.ownerRole,
          estimateDays: row.estimateDays,
          dependsOn: row.dependsOn,
          status: row.status,
          position: row.position,
        },
      );
    }
  }
  await insertTasks(tx, fresh);
  await refreshProgress(tx, target.initiativeId);
}
