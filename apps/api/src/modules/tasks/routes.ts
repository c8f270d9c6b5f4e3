import { routes } from "@initiative-planner/contract";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../http/context";
import { defineDownloadRoute, defineRoute } from "../../http/route";
import { exportInitiative } from "./export";
import { emailsOf } from "./queries";
import { addTask, changeTask, removeTask, taskSchedule } from "./service";

/** Tasks with their schedule, task edits (progress kept current) and the initiative export. */
export function taskRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;

  defineRoute(app, ctx, routes.listTasks, async ({ params }) => taskSchedule(db, params.id));

  defineRoute(app, ctx, routes.createTask, async ({ params, body }) => addTask(db, params.id, body));

  defineRoute(app, ctx, routes.updateTask, async ({ params, body }) =>
    changeTask(db, { initiativeId: params.id, taskId: params.taskId }, body),
  );

  defineRoute(app, ctx, routes.deleteTask, async ({ params }) =>
    removeTask(db, { initiativeId: params.id, taskId: params.taskId }),
  );

  defineDownloadRoute(app, ctx, routes.exportInitiative, async ({ params, query, user }) =>
    exportInitiative(db, { initiativeId: params.id, userId: user.uid }, query.format, (ids) =>
      emailsOf(db, ids),
    ),
  );
}
