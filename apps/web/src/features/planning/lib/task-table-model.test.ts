import { describe, expect, it } from "vitest";
import { makeTask, taskId } from "../test/task-fixtures";
import { dependencyChoices, dependentsOf, filterTasks, sortTasks, waitingFor } from "./task-table-model";

const names = {
  team: (id: string) => ({ a: "Alpha", b: "Beta" })[id] ?? id,
  member: (id: string) => ({ u1: "Zoe", u2: "Al" })[id],
};
const T = [
  makeTask(1, {
    workstream_id: "a",
    title: "Plan",
    assignee_id: "u1",
    due_date: "2026-12-05",
    status: "done",
  }),
  makeTask(2, { workstream_id: "a", title: "build", depends_on: [taskId(1)] }),
  makeTask(3, {
    workstream_id: "b",
    title: "Announce",
    assignee_id: "u2",
    due_date: "2026-12-01",
    depends_on: [taskId(2)],
  }),
  makeTask(4, { workstream_id: "b", title: "Build again", estimate_days: 3 }),
];
const ids = (tasks: { id: string }[]) => tasks.map((t) => Number(t.id.slice(-3)));

describe("task table model", () => {
  it("filters by team, status, assignee (or none) and words of the title", () => {
    const all = { team: "all", status: "all", assignee: "all", query: "" } as const;
    expect(ids(filterTasks(T, { ...all, team: "b" }))).toEqual([3, 4]);
    expect(ids(filterTasks(T, { ...all, status: "done" }))).toEqual([1]);
    expect(ids(filterTasks(T, { ...all, assignee: "u2" }))).toEqual([3]);
    expect(ids(filterTasks(T, { ...all, assignee: "unassigned" }))).toEqual([2, 4]);
    expect(ids(filterTasks(T, { ...all, query: " BUILD  again " }))).toEqual([4]);
  });

  it("sorts either way, ties in plan order, empty values last both ways", () => {
    expect(ids(sortTasks(T, { key: "title", direction: "asc" }, names))).toEqual([3, 2, 4, 1]);
    expect(ids(sortTasks(T, { key: "due_date", direction: "asc" }, names))).toEqual([3, 1, 2, 4]);
    expect(ids(sortTasks(T, { key: "due_date", direction: "desc" }, names))).toEqual([1, 3, 2, 4]);
    // By the member's name, not the id: Al before Zoe.
    expect(ids(sortTasks(T, { key: "assignee", direction: "asc" }, names))).toEqual([3, 1, 2, 4]);
    expect(ids(sortTasks(T, { key: "team", direction: "desc" }, names))).toEqual([3, 4, 1, 2]);
    expect(ids(sortTasks(T, { key: "status", direction: "desc" }, names))).toEqual([1, 2, 3, 4]);
    expect(ids(sortTasks(T, { key: "estimate_days", direction: "desc" }, names))).toEqual([4, 1, 2, 3]);
  });

  it("knows what waits for a task, directly and through others", () => {
    expect(ids(dependentsOf(T).get(taskId(1)) ?? [])).toEqual([2]);
    expect([...waitingFor(T, taskId(1))].map((id) => Number(id.slice(-3))).sort()).toEqual([2, 3]);
    expect(waitingFor(T, taskId(4)).size).toBe(0);
  });

  it("offers the other tasks by search, grouped by team in the teams' order, chosen first, at most the limit", () => {
    const teams = [
      { id: "b", name: "Beta" },
      { id: "a", name: "Alpha" },
    ];
    const self = T[2]!;
    const { groups, more } = dependencyChoices(T, self, "", teams, 10);
    expect(groups.map((g) => [g.name, ids(g.tasks)])).toEqual([
      ["Beta", [4]],
      ["Alpha", [2, 1]],
    ]);
    expect(more).toBe(0);
    const narrowed = dependencyChoices(T, self, "build", teams, 1);
    expect(narrowed.groups.map((g) => ids(g.tasks))).toEqual([[2]]);
    expect(narrowed.more).toBe(1);
  });
});
