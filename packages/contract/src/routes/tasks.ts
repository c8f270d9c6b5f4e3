import { z } from "zod";
import { initiativeIdParamsSchema } from "../initiative";
import {
  createTaskBodySchema,
  exportQuerySchema,
  taskChangeParamsSchema,
  taskChangeSchema,
  taskHistoryQuerySchema,
  taskParamsSchema,
  taskScheduleSchema,
  taskSchema,
  undoneTaskChangeSchema,
  updateTaskBodySchema,
} from "../tasks";
import type { RouteDef } from "./route-def";

/** Tasks, their history and undo, and the export. */
export const taskRoutes = {
  listTasks: {
    method: "GET",
    path: "/initiatives/{id}/tasks",
    access: "viewer",
    params: initiativeIdParamsSchema,
    response: taskScheduleSchema,
    summary: "Every task with its schedule, the critical path and the projected finish",
  },
  createTask: {
    method: "POST",
    path: "/initiatives/{id}/tasks",
    access: "editor",
    params: initiativeIdParamsSchema,
    body: createTaskBodySchema,
    response: taskSchema,
    summary: "Add a task",
  },
  updateTask: {
    method: "PATCH",
    path: "/initiatives/{id}/tasks/{taskId}",
    access: "editor",
    params: taskParamsSchema,
    body: updateTaskBodySchema,
    response: taskSchema,
    summary: "Change a task",
  },
  deleteTask: {
    method: "DELETE",
    path: "/initiatives/{id}/tasks/{taskId}",
    access: "editor",
    params: taskParamsSchema,
    response: z.object({ id: z.string() }),
    summary: "Delete a task; its dependents lose the edge",
  },
  // Task history and undo (issue 32).
  listTaskHistory: {
    method: "GET",
    path: "/initiatives/{id}/tasks/history",
    access: "viewer",
    params: initiativeIdParamsSchema,
    query: taskHistoryQuerySchema,
    response: z.array(taskChangeSchema),
    summary: "People's task changes, newest first (the last 100; one task's with task_id)",
  },
  undoTaskChange: {
    method: "POST",
    path: "/initiatives/{id}/tasks/history/{changeId}/undo",
    access: "editor",
    params: taskChangeParamsSchema,
    response: undoneTaskChangeSchema,
    summary: "Undo a task change (a deletion brings the task back); 409 when its task changed since",
  },
  exportInitiative: {
    method: "GET",
    path: "/initiatives/{id}/export",
    access: "viewer",
    params: initiativeIdParamsSchema,
    query: exportQuerySchema,
    download: true,
    summary: "Download the initiative as markdown, CSV or JSON",
  },
} as const satisfies Record<string, RouteDef>;
