import type { Collaborator } from "@initiative-planner/contract/collaborators";
import { routes } from "@initiative-planner/contract/routes";
import type { ScheduledTask, Task, TaskChange } from "@initiative-planner/contract/tasks";
import { apiError, handle } from "@/test/api-handlers";
import { servePlanning, subsection } from "./fixtures";

export const taskId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

export const makeTask = (n: number, patch: Partial<Task> = {}): Task => ({
  id: taskId(n),
  workstream_id: "engg_backend",
  title: `Task ${n}`,
  description: "",
  owner_role: "Backend Engineer",
  estimate_days: 1,
  depends_on: [],
  status: "todo",
  assignee_id: null,
  due_date: null,
  position: n,
  external: [],
  ...patch,
});

/** A task placed on the timeline from `start` to `end` (ISO days); `id` is a full id or a short name. */
export const scheduledTask = (
  id: string,
  workstream: string,
  start: string,
  end: string,
  patch: Partial<ScheduledTask> = {},
): ScheduledTask => ({
  ...makeTask(0, {
    id,
    workstream_id: workstream,
    title: `Task ${id.slice(-1)}`,
    owner_role: "Engineer",
    estimate_days: 2,
  }),
  start_date: start,
  end_date: end,
  critical: false,
  ...patch,
});

export const MEMBERS: Collaborator[] = [
  {
    user_id: "u1",
    name: "Ada",
    email: "ada@example.com",
    picture: null,
    role: "owner",
    added_at: "2026-01-01T00:00:00Z",
  },
  {
    user_id: "u2",
    name: "Bo",
    email: "bo@example.com",
    picture: null,
    role: "editor",
    added_at: "2026-01-01T00:00:00Z",
  },
];

export const change = (task: Task, patch: Partial<TaskChange>): TaskChange => ({
  id: taskId(900),
  task_id: task.id,
  kind: "update",
  before: task,
  after: task,
  created_by: { id: "u1", name: "Ada" },
  created_at: "2026-11-20T10:00:00Z",
  undoes: null,
  undone: false,
  undoable: true,
  ...patch,
});

/**
 * Serves the Agents screen with these tasks: Backend Engineering's breakdown and the initiative's schedule (every
 * task, each a day long), the two members, and the task routes (recorded; updates answer the task changed).
 */
export function serveTasks(initial: Task[], history: (taskId: string | null) => TaskChange[] = () => []) {
  let tasks = initial;
  servePlanning({ engg_backend: [subsection("architecture")] });
  handle(routes.getWorkstream, ({ params }) =>
    params.wsId === "engg_backend"
      ? {
          id: "engg_backend",
          name: "Backend Engineering",
          task_breakdown: {
            data: "# Backend Engineering: task breakdown\n\n| Task |\n|---|\n| Task 1 |\n",
            version: 1,
            tasks: tasks.filter((t) => t.workstream_id === "engg_backend"),
            people_edited: false,
          },
        }
      : apiError(404, "No such workstream."),
  );
  handle(routes.listTasks, () => ({
    tasks: tasks.map((t) => ({ ...t, start_date: "2026-11-23", end_date: "2026-11-23", critical: false })),
    projected_finish: tasks.length ? "2026-11-23" : null,
    due_date: null,
    late: false,
  }));
  handle(routes.listCollaborators, () => ({
    list: MEMBERS,
    total_items: 2,
    current_page: 0,
    total_pages: 1,
  }));
  handle(routes.listTaskHistory, ({ url }) => history(url.searchParams.get("task_id")));
  return {
    update: handle(routes.updateTask, ({ params, body }) => {
      const found = tasks.find((t) => t.id === params.taskId);
      if (!found) return apiError(404, "No such task.");
      const next = { ...found, ...body };
      tasks = tasks.map((t) => (t.id === found.id ? next : t));
      return next;
    }),
    remove: handle(routes.deleteTask, ({ params }) => {
      tasks = tasks.filter((t) => t.id !== params.taskId);
      return { id: params.taskId };
    }),
    undo: handle(routes.undoTaskChange, ({ params }) => {
      tasks = initial;
      const undone = change(initial[0]!, { id: params.changeId, kind: "undo" });
      return { change: undone, task: initial[0]! };
    }),
  };
}
