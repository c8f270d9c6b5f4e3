import type { Task, TaskChange } from "@initiative-planner/contract/tasks";
import { describe, expect, it } from "vitest";
import { change, makeTask } from "../test/task-fixtures";
import { describeTaskChange } from "./task-change-text";

const task = makeTask(0, { title: "Sketch the stalls", workstream_id: "design", owner_role: "Designer" });
const byMina = (patch: Partial<TaskChange>) =>
  change(task, { created_by: { id: "u1", name: "Mina" }, ...patch });
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
    expect(describeTaskChange(byMina({ after }), names)).toEqual({
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
    expect(describeTaskChange(byMina({ kind: "create", before: null }), names)).toEqual({
      headline: "Mina added “Sketch the stalls”",
      details: [],
    });
    expect(describeTaskChange(byMina({ kind: "delete", after: null }), names).headline).toBe(
      "Mina deleted “Sketch the stalls”",
    );
  });
});
