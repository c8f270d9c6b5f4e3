import type { Task } from "@initiative-planner/contract";
import { describe, expect, it } from "vitest";
import { taskOf } from "../../../../test/factories";
import { adfBody, jiraEstimate } from "./adapters/jira-format";
import { linearEstimate } from "./adapters/linear";
import { draftHash, draftOf, markdownBody, taskIdIn } from "./draft";
import { type LinkRow, planPush, stepsOf } from "./plan";

const INITIATIVE = "0b1c2d3e-4f50-4a61-8b72-93a4b5c6d7e8";
const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const task = (n: number, over: Partial<Task> = {}): Task =>
  taskOf({ id: id(n), title: `Task ${n}`, position: n, ...over });
const context = {
  initiativeId: INITIATIVE,
  initiativeName: "Repair cafés",
  appUrl: "https://planner.example.com/",
  workstreamNames: new Map([["engg_backend", "Backend Engineering"]]),
  emails: new Map([["u1", "ada@example.com"]]),
};
const link = (n: number, hash: string | null, over: Partial<LinkRow> = {}): LinkRow => ({
  taskId: id(n),
  target: "acme/plan",
  externalId: `ext-${n}`,
  key: `#${n}`,
  url: `https://github.example/acme/plan/issues/${n}`,
  pushedHash: hash,
  remoteState: "open",
  closedAt: null,
  parentKey: null,
  ...over,
});

describe("a push's plan", () => {
  it("with a parent: makes it when absent and puts under it only the issues not there yet", () => {
    const drafts = [1, 2, 3].map((n) => draftOf(task(n), context));
    const links = [
      link(1, draftHash(drafts[0]!), { parentKey: "#9" }),
      link(2, draftHash(drafts[1]!), { parentKey: "#8" }),
      link(7, null, { parentKey: null }),
    ];
    const base = { drafts, edges: [], target: "acme/plan", links, relations: [] };
    const fresh = planPush({ ...base, parent: { key: null } });
    expect(fresh.makeParent).toBe(true);
    expect(fresh.attach).toEqual([id(1), id(2), id(3)]);
    expect(stepsOf(fresh)).toBe(1 + 1 + 1 + 3);
    const standing = planPush({ ...base, parent: { key: "#9" } });
    expect(standing.makeParent).toBe(false);
    // 1 is under #9 already; 2 under another parent; 3 is created now; 7 is a tombstone.
    expect(standing.attach).toEqual([id(2), id(3)]);
    const none = planPush(base);
    expect(none).toMatchObject({ makeParent: false, attach: [] });
    expect(stepsOf(none)).toBe(2);
  });

  it("creates what has no issue, updates what changed, closes tombstones and relates missing edges", () => {
    const tasks = [task(1), task(2, { depends_on: [id(1)] }), task(3, { depends_on: [id(1), id(2)] })];
    const drafts = tasks.map((t) => draftOf(t, context));
    const edges = tasks.flatMap((t) => t.depends_on.map((d) => ({ taskId: t.id, dependsOnId: d })));
    const plan = planPush({
      drafts,
      edges,
      target: "acme/plan",
      links: [link(1, draftHash(drafts[0]!)), link(2, "stale"), link(4, "x")],
      relations: [
        { taskId: id(2), dependsOnId: id(1), externalId: null },
        { taskId: id(3), dependsOnId: id(4), externalId: null },
      ],
    });
    expect(plan.create.map((d) => d.taskId)).toEqual([id(3)]);
    expect(plan.update.map((u) => u.draft.taskId)).toEqual([id(2)]);
    expect(plan.unchanged).toBe(1);
    expect(plan.close.map((l) => l.taskId)).toEqual([id(4)]);
    // 3 is created anew: both its edges are to add; 2→1 stands.
    expect(plan.relate).toEqual([
      { taskId: id(3), dependsOnId: id(1) },
      { taskId: id(3), dependsOnId: id(2) },
    ]);
    expect(plan.forget).toEqual([{ taskId: id(3), dependsOnId: id(4), externalId: null }]);
    expect(plan.unrelate).toEqual([]);
  });

  it("treats links to another target as absent, never closes a closed tombstone, unrelates removed edges", () => {
    const drafts = [draftOf(task(1), context), draftOf(task(2), context)];
    const plan = planPush({
      drafts,
      edges: [],
      target: "acme/new",
      links: [
        link(1, draftHash(drafts[0]!)),
        link(2, draftHash(drafts[1]!), { target: "acme/new" }),
        link(5, null, { target: "acme/new", closedAt: new Date() }),
      ],
      relations: [{ taskId: id(2), dependsOnId: id(1), externalId: "rel-1" }],
    });
    expect(plan.create.map((d) => d.taskId)).toEqual([id(1)]);
    expect(plan.close).toEqual([]);
    // 1 is re-created in the new target, so the old relation is only forgotten.
    expect(plan.forget).toHaveLength(1);
    expect(plan.unrelate).toEqual([]);
    const same = planPush({
      drafts,
      edges: [],
      target: "acme/plan",
      links: [link(1, draftHash(drafts[0]!)), link(2, draftHash(drafts[1]!))],
      relations: [{ taskId: id(2), dependsOnId: id(1), externalId: "rel-1" }],
    });
    expect(same.unrelate).toEqual([{ taskId: id(2), dependsOnId: id(1), externalId: "rel-1" }]);
  });
});

describe("an issue draft", () => {
  it("carries the plan's context and a link back that names the task", () => {
    const draft = draftOf(
      task(7, { description: "Ship it.", due_date: "2027-01-04", assignee_id: "u1", estimate_days: 2.5 }),
      context,
    );
    expect(draft).toMatchObject({
      label: "Backend Engineering",
      labelSlug: "engg_backend",
      assigneeEmail: "ada@example.com",
    });
    const body = markdownBody(draft);
    expect(body).toContain("Ship it.");
    expect(body).toContain(
      'Part of "Repair cafés" · team: Backend Engineering · owner: Engineer · estimate: 2.5 working days · due: 2027-01-04',
    );
    expect(body).toContain(`(https://planner.example.com/initiative/${INITIATIVE}/planning?task=${id(7)})`);
    expect(taskIdIn(body)).toBe(id(7));
    expect(taskIdIn(JSON.stringify(adfBody(draft)))).toBe(id(7));
    expect(taskIdIn("no link here")).toBeNull();
    // A description that links to another task: the link back at the end names this one.
    const mentioning = draftOf(
      task(7, {
        description: `Follow-up of https://planner.example.com/initiative/${INITIATIVE}/planning?task=${id(3)}`,
      }),
      context,
    );
    expect(taskIdIn(markdownBody(mentioning))).toBe(id(7));
    expect(taskIdIn(JSON.stringify(adfBody(mentioning)))).toBe(id(7));
  });

  it("hashes every pushed field, and nothing else", () => {
    const base = draftOf(task(1), context);
    expect(draftHash(draftOf(task(1, { position: 9 }), context))).toBe(draftHash(base));
    for (const over of [
      { title: "Other" },
      { status: "done" as const },
      { estimate_days: 3 },
      { due_date: "2027-01-01" },
    ]) {
      expect(draftHash(draftOf(task(1, over), context))).not.toBe(draftHash(base));
    }
  });

  it("writes estimates on Jira's clock and Linear's scales", () => {
    expect(jiraEstimate(2.5)).toBe("2d 4h");
    expect(jiraEstimate(0.5)).toBe("4h");
    expect(jiraEstimate(3)).toBe("3d");
    expect(linearEstimate("fibonacci", 4)).toBe(5);
    expect(linearEstimate("exponential", 0.5)).toBe(1);
    expect(linearEstimate("tShirt", 40)).toBe(8);
    expect(linearEstimate("notUsed", 2)).toBeUndefined();
  });
});
