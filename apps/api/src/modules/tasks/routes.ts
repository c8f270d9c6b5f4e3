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

  // Every other open task table and timeline refreshes on tasks_changed (issue 32, item 6). Without a
  // workstream (after a delete or an undo it is not known) pages refresh every team's tasks.
  type Call = { request: FastifyRequest; params: { id: string } };
  const told = async <T>({ request, params }: Call, result: T, workstreamId = "") => {
    await announce(db, request.log, params.id, "tasks_changed", { workstream_id: workstreamId });
    return result;
  };

  defineRoute(app, ctx, routes.createTask, async (call) => {
    const { params, body, user } = call;
    return told(call, await addTask(db, params.id, body, user.uid), body.workstream_id);
  });

  defineRoute(app, ctx, routes.updateTask, async (call) => {
    const { params, body, user } = call;
    const task = await changeTask(db, { initiativeId: params.id, taskId: params.taskId }, body, user.uid);
    return told(call, task, task.workstream_id);
  });

  defineRoute(app, ctx, routes.deleteTask, async (call) => {
    const { params, user } = call;
    return told(call, await removeTask(db, { initiativeId: params.id, taskId: params.taskId }, user.uid));
  });

  defineRoute(app, ctx, routes.listTaskHistory, async ({ params, query }) =>
    listTaskChanges(db, { initiativeId: params.id, taskId: query.task_id }),
  );

  defineRoute(app, ctx, routes.undoTaskChange, async (call) => {
    const { params, user } = call;
    return told(
      call,
      await undoTaskChange(db, { initiativeId: params.id, changeId: params.changeId }, user.uid),
    );
  });

  breakdownRoutes(app, ctx);
  proposalRoutes(app, ctx);

  defineDownloadRoute(app, ctx, routes.exportInitiative, async ({ params, query, user }) =>
    exportInitiative(db, { initiativeId: params.id, userId: user.uid }, query.format, (ids) =>
      emailsOf(db, ids),
    ),
  );
}
