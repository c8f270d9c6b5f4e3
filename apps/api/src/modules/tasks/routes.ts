import { routes } from "@initiative-planner/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppContext } from "../../http/context";
import { defineDownloadRoute, defineRoute } from "../../http/route";
import { announce } from "../events/publish";
import { breakdownRoutes } from "./breakdown-routes";
import { exportInitiative } from "./export";
import { undoTaskChange } from "./history";
import { listTaskChanges } from "./history-queries";
import { proposalRoutes } from "./proposal-routes";
import { emailsOf } from "./queries";
import { addTask, changeTask, removeTask, taskSchedule } from "./service";

/** Task breakdowns, tasks with their schedule, task edits (progress kept current) and the initiative export. */
export function taskRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;

  defineRoute(app, ctx, routes.listTasks, async ({ params }) => taskSchedule(db, params.id));

  // Every other open task table and timeline refreshes on tasks_changed (issue 32, item 6).
  const told = async <T>(request: FastifyRequest, initiativeId: string, workstreamId: string, result: T) => {
    await announce(db, request.log, initiativeId, "tasks_changed", { workstream_id: workstreamId });
    return result;
  };

  defineRoute(app, ctx, routes.createTask, async ({ params, body, request, user }) =>
    told(request, params.id, body.workstream_id, await addTask(db, params.id, body, user.uid)),
  );

  defineRoute(app, ctx, routes.updateTask, async ({ params, body, request, user }) => {
    const task = await changeTask(db, { initiativeId: params.id, taskId: params.taskId }, body, user.uid);
    return told(request, params.id, task.workstream_id, task);
  });

  defineRoute(app, ctx, routes.deleteTask, async ({ params, request, user }) =>
    // The workstream is not known after the delete; '' tells pages to refresh every team's tasks.
    told(
      request,
      params.id,
      "",
      await removeTask(db, { initiativeId: params.id, taskId: params.taskId }, user.uid),
    ),
  );

  defineRoute(app, ctx, routes.listTaskHistory, async ({ params, query }) =>
    listTaskChanges(db, { initiativeId: params.id, taskId: query.task_id }),
  );

  defineRoute(app, ctx, routes.undoTaskChange, async ({ params, user, request }) =>
    told(
      request,
      params.id,
      "",
      await undoTaskChange(db, { initiativeId: params.id, changeId: params.changeId }, user.uid),
    ),
  );

  breakdownRoutes(app, ctx);
  proposalRoutes(app, ctx);

  defineDownloadRoute(app, ctx, routes.exportInitiative, async ({ params, query, user }) =>
    exportInitiative(db, { initiativeId: params.id, userId: user.uid }, query.format, (ids) =>
      emailsOf(db, ids),
    ),
  );
}
