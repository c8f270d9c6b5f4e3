import { plannedTasksSchema } from "@initiative-planner/contract";
import type { TaskPlanContext } from "../planner";
import { findCycle } from "../task-graph";

/**
 * The contract's planned-tasks schema plus what it can't express for one call: workstreams from the
 * request, unique keys, dependencies that name a task of the answer or an existing task, no cycles.
 * The problems go back to the model for its one repair.
 */
export function tasksOutputSchema(context: TaskPlanContext) {
  const wanted = new Set(context.workstreams.map((w) => w.id));
  const existing = new Set(context.existing.map((e) => e.id));
  return plannedTasksSchema.superRefine((answer, ctx) => {
    const keys = new Set<string>();
    answer.tasks.forEach((task, i) => {
      if (!wanted.has(task.workstream_id)) {
        ctx.addIssue({
          code: "custom",
          path: ["tasks", i, "workstream_id"],
          message: `unknown workstream "${task.workstream_id}"`,
        });
      }
      if (keys.has(task.key)) {
        ctx.addIssue({ code: "custom", path: ["tasks", i, "key"], message: `duplicate key "${task.key}"` });
      }
      keys.add(task.key);
    });
    answer.tasks.forEach((task, i) => {
      task.depends_on.forEach((dep, j) => {
        if (dep === task.key || (!keys.has(dep) && !existing.has(dep))) {
          ctx.addIssue({
            code: "custom",
            path: ["tasks", i, "depends_on", j],
            message: dep === task.key ? "a task cannot depend on itself" : `unknown task id "${dep}"`,
          });
        }
      });
    });
    const missing = [...wanted].filter((id) => !answer.tasks.some((t) => t.workstream_id === id));
    if (missing.length > 0) {
      ctx.addIssue({
        code: "custom",
        path: ["tasks"],
        message: `no tasks for workstream(s) ${missing.join(", ")}`,
      });
    }
    const cycle = findCycle(answer.tasks.map((t) => ({ id: t.key, depends_on: t.depends_on })));
    if (cycle) {
      ctx.addIssue({
        code: "custom",
        path: ["tasks"],
        message: `dependency cycle: ${[...cycle, cycle[0]].join(" → ")}`,
      });
    }
  });
}
