import { routes } from "@initiative-planner/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppContext } from "../../http/context";
import { defineDownloadRoute, defineRoute } from "../../http/route";
import { announce } from "../events/publish";
import { exportInitiative } from "./export";
import { emailsOf } from "./queries";
import { addTask, changeTask, removeTask, taskSchedule } from "./service";

/** Tasks with their schedule, task edits (progress kept current) and the initiative export. */
export function taskRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;

  defineRoute(app, ctx, routes.listTasks, async ({ params }) => taskSchedule(db, params.id));

  // Every other open task table and timeline refreshes on tasks_changed (issue 32, item 6).
  const told = async <T>(request: FastifyRequest, initiativeId: string, workstreamId: string, result: T) => {
    await announce(db, request.log, initiativeId, "tasks_changed", { workstream_id: workstreamId });
    return result;
  };

  defineRoute(app, ctx, routes.createTask, async ({ params, body, request }) =>
    told(request, params.id, body.workstream_id, await addTask(db, params.id, body)),
  );

  defineRoute(app, ctx, routes.updateTask, async ({ params, body, request }) => {
    const task = await changeTask(db, { initiativeId: params.id, taskId: params.taskId }, body);
    return told(request, params.id, task.workstream_id, task);
  });

  defineRoute(app, ctx, routes.deleteTask, async ({ params, request }) =>
    // The workstream is not known after the delete; '' tells pages to refresh every team's tasks.
    told(request, params.id, "", await removeTask(db, { initiativeId: params.id, taskId: params.taskId })),
  );

  defineDownloadRoute(app, ctx, routes.exportInitiative, async ({ params, query, user }) =>
    exportInitiative(db, { initiativeId: params.id, userId: user.uid }, query.format, (ids) =>
      emailsOf(db, ids),
    ),
  );
}
