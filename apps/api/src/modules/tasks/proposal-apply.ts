import type { ApplyProposalBody, TaskProposal } from "@initiative-planner/contract";
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { taskProposals } from "../../db/schema";
import { badRequest, conflict, notFound } from "../../http/errors";
import { findCycle } from "../../planner/task-graph";
import { findWorkstream, type PlanTarget, savePlanVersionIn } from "../planning/queries";
import type { ProposalDraft } from "./proposal";
import { tasksFingerprint } from "./proposal";
import {
  deleteTaskRows,
  insertTask,
  listTasks,
  nextPosition,
  refreshProgress,
  updateTaskRow,
} from "./queries";
import { markdownOf } from "./service";

export async function storeProposal(
  db: DbOrTx,
  target: PlanTarget,
  draft: ProposalDraft,
  userId: string,
): Promise<TaskProposal> {
  const id = crypto.randomUUID();
  const [row] = await db
    .insert(taskProposals)
    .values({
      id,
      initiativeId: target.initiativeId,
      workstreamId: target.workstreamId,
      base: draft.base,
      proposal: { ...draft.proposal, id, created_at: new Date().toISOString() },
      rows: draft.rows,
      createdBy: userId,
    })
    .returning();
  return row!.proposal;
}

const itemKeys = (p: TaskProposal) =>
  new Set([...p.added, ...p.removed, ...p.changed, ...p.edges_added, ...p.edges_removed].map((i) => i.key));

/**
 * Applies the picked items of a proposal in one transaction, on the tasks it was made from only: applied
 * already, or the tasks changed since (by anyone) → 409 with the workstream's tasks as they are now. The
 * breakdown's text gets a new version, so the history shows the AI's change.
 */
export async function applyProposal(
  db: DbOrTx,
  ref: PlanTarget & { proposalId: string },
  body: ApplyProposalBody,
  userId: string,
) {
  const { initiativeId, workstreamId } = ref;
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .select()
      .from(taskProposals)
      .where(
        and(
          eq(taskProposals.id, ref.proposalId),
          eq(taskProposals.initiativeId, initiativeId),
          eq(taskProposals.workstreamId, workstreamId),
        ),
      )
      .for("update")
      .limit(1);
    if (!stored) throw notFound("This proposal does not exist for this workstream.");
    const all = await listTasks(tx, initiativeId);
    const current = { tasks: all.filter((t) => t.workstream_id === workstreamId) };
    if (stored.appliedAt) throw conflict("This proposal has already been applied.", current);
    if (stored.base !== tasksFingerprint(all)) {
      throw conflict(
        "The tasks changed after this proposal was made, so it was not applied. Ask the agent again.",
        current,
      );
    }
    const proposal = stored.proposal;
    const unknown = body.apply.filter((key) => !itemKeys(proposal).has(key));
    if (unknown.length > 0) {
      throw badRequest(
        `apply names items that are not in this proposal: ${unknown.slice(0, 5).join(", ")}.`,
        {
          field: "apply",
          unknown,
        },
      );
    }
    const picked = new Set(body.apply);
    const rowOf = new Map(stored.rows.map((r) => [r.key, r]));

    // Tasks: new ones first (so edges can reach them), then removals and changes.
    let position = await nextPosition(tx, { initiativeId, workstreamId });
    for (const item of proposal.added.filter((i) => picked.has(i.key))) {
      const row = rowOf.get(item.key.slice("add:".length))!;
      await insertTask(tx, {
        id: row.key,
        initiativeId,
        workstreamId,
        title: row.title,
        description: row.description,
        ownerRole: row.owner_role,
        estimateDays: row.estimate_days,
        dependsOn: [],
        status: "todo",
        position: position++,
      });
    }
    const removed = proposal.removed.filter((i) => picked.has(i.key)).map((i) => i.task.id);
    await deleteTaskRows(tx, initiativeId, removed);
    for (const item of proposal.changed.filter((i) => picked.has(i.key))) {
      await updateTaskRow(
        tx,
        { initiativeId, taskId: item.task.id },
        {
          title: item.after.title,
          description: item.after.description,
          ownerRole: item.after.owner_role,
          estimateDays: item.after.estimate_days,
        },
      );
    }

    // Edges: the picked ones whose two ends exist after the steps above.
    const tasks = await listTasks(tx, initiativeId);
    const deps = new Map(tasks.map((t) => [t.id, new Set(t.depends_on)]));
    for (const edge of proposal.edges_removed.filter((e) => picked.has(e.key)))
      deps.get(edge.from)?.delete(edge.to);
    for (const edge of proposal.edges_added.filter((e) => picked.has(e.key))) {
      if (deps.has(edge.from) && deps.has(edge.to)) deps.get(edge.from)!.add(edge.to);
    }
    const cycle = findCycle(tasks.map((t) => ({ id: t.id, depends_on: [...deps.get(t.id)!] })));
    if (cycle) {
      const titles = new Map(tasks.map((t) => [t.id, t.title]));
      throw badRequest(
        `These choices would make the dependencies circular: ${[...cycle, cycle[0]!].map((id) => `“${titles.get(id)}”`).join(" → ")}. Keep or drop one of those edges differently.`,
        { field: "apply", cycle },
      );
    }
    for (const t of tasks) {
      const next = [...deps.get(t.id)!];
      if (next.length !== t.depends_on.length || next.some((d) => !t.depends_on.includes(d))) {
        await updateTaskRow(tx, { initiativeId, taskId: t.id }, { dependsOn: next });
      }
    }

    const final = await listTasks(tx, initiativeId);
    const own = final.filter((t) => t.workstream_id === workstreamId);
    const ws = await findWorkstream(tx, { initiativeId, workstreamId });
    const saved = await savePlanVersionIn(tx, {
      target: ref,
      content: markdownOf(ws!.name, own, final),
      source: "generate",
      userId,
    });
    if (!("version" in saved)) throw conflict("The task breakdown could not be saved; try again.");
    await tx.update(taskProposals).set({ appliedAt: sql`now()` }).where(eq(taskProposals.id, stored.id));
    await refreshProgress(tx, initiativeId);
    return { tasks: own, version: saved.version };
  });
}
