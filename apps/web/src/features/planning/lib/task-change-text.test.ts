import type { Task, TaskChange } from "@initiative-planner/contract/tasks";
import { describe, expect, it } from "vitest";
import { describeTaskChange } from "./task-change-text";

const task: Task = {
  id: "11111111-1111-4111-8111-111111111111",
  workstream_id: "design",
  title: "Sketch the stalls",
  description: "",
  owner_role: "Designer",
  estimate_days: 2,
  depends_on: [],
  status: "todo",
  assignee_id: null,
  due_date: null,
  position: 0,
  external: [],
};
const change = (over: Partial<TaskChange>): TaskChange => ({
  id: "22222222-2222-4222-8222-222222222222",
  task_id: task.id,
  kind: "update",
  before: task,
  after: task,
  created_by: { id: "u1", name: "Mina" },
  created_at: "2026-11-25T10:00:00.000Z",
  undoes: null,
  undone: false,
  undoable: true,
  ...over,
});
const names = {
  task: (id: string) => (id === "33333333-3333-4333-8333-333333333333" ? "Book the square" : undefined),
  member: (id: string) => (id === "u2" ? "Ada" : undefined),
};

describe("describeTaskChange", () => {
  it("names each changed field with its value before and after, as a person reads them", () => {
    const after: Task = {
      ...task,
      status: "in_progress",
      assignee_id: "u2",
      depends_on: ["33333333-3333-4333-8333-333333333333"],
      due_date: "2027-01-04",
    };
    expect(describeTaskChange(change({ after }), names)).toEqual({
      headline: "Mina changed “Sketch the stalls”",
      details: [
        "status: To do → In progress",
        "dependencies: none → Book the square",
        "assignee: nobody → Ada",
        "due date: none → 2027-01-04",
      ],
    });
  });

  it("tells a creation and a deletion by the task's title, without field lines", () => {
    expect(describeTaskChange(change({ kind: "create", before: null }), names)).toEqual({
      headline: "Mina added “Sketch the stalls”",
      details: [],
    });
    expect(describeTaskChange(change({ kind: "delete", after: null }), names).headline).toBe(
      "Mina deleted “Sketch the stalls”",
    );
  });
});
