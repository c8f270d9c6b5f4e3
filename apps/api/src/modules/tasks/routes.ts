import { routes } from "@initiative-planner/contract";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../http/context";
import { defineDownloadRoute, defineRoute } from "../../http/route";
import { exportInitiative } from "./export";
import { undoTaskChange } from "./history";
import { listTaskChanges } from "./history-queries";
import { proposalRoutes } from "./proposal-routes";
import { emailsOf } from "./queries";
import { addTask, changeTask, removeTask, taskSchedule } from "./service";

/** Tasks with their schedule, task edits (progress kept current) and the initiative export. */
export function taskRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;

  defineRoute(app, ctx, routes.listTasks, async ({ params }) => taskSchedule(db, params.id));

  defineRoute(app, ctx, routes.createTask, async ({ params, body, user }) =>
    addTask(db, params.id, body, user.uid),
  );

  defineRoute(app, ctx, routes.updateTask, async ({ params, body, user }) =>
    changeTask(db, { initiativeId: params.id, taskId: params.taskId }, body, user.uid),
  );

  defineRoute(app, ctx, routes.deleteTask, async ({ params, user }) =>
    removeTask(db, { initiativeId: params.id, taskId: params.taskId }, user.uid),
  );

  defineRoute(app, ctx, routes.listTaskHistory, async ({ params, query }) =>
    listTaskChanges(db, { initiativeId: params.id, taskId: query.task_id }),
  );

  defineRoute(app, ctx, routes.undoTaskChange, async ({ params, user }) =>
    undoTaskChange(db, { initiativeId: params.id, changeId: params.changeId }, user.uid),
  );

  proposalRoutes(app, ctx);

  defineDownloadRoute(app, ctx, routes.exportInitiative, async ({ params, query, user }) =>
    exportInitiative(db, { initiativeId: params.id, userId: user.uid }, query.format, (ids) =>
      emailsOf(db, ids),
    ),
  );
}
