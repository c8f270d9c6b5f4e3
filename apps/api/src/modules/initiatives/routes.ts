import { routes } from "@initiative-planner/contract";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../http/context";
import { defineRoute } from "../../http/route";
import { queueUnderReservation } from "../ai-usage/gate";
import {
  changeInitiative,
  createInitiative,
  getInitiative,
  initiativeDetails,
  listInitiatives,
  removeInitiative,
  searchInitiatives,
} from "./service";

/** Initiative CRUD, list and search; member routes are authorised by defineRoute (access/service). */
export function initiativeRoutes(app: FastifyInstance, ctx: AppContext) {
  defineRoute(app, ctx, routes.listInitiatives, async ({ user, query }) =>
    listInitiatives(ctx.db, user.uid, query),
  );

  defineRoute(app, ctx, routes.searchInitiatives, async ({ user, query }) =>
    searchInitiatives(ctx.db, user.uid, query.q),
  );

  defineRoute(app, ctx, routes.createInitiative, async (call) =>
    queueUnderReservation(call, ctx.services.planner.info, () =>
      createInitiative(ctx.db, call.user.uid, call.body),
    ),
  );

  defineRoute(app, ctx, routes.getInitiative, async ({ user, params }) =>
    getInitiative(ctx.db, params.id, user.uid),
  );

  defineRoute(app, ctx, routes.updateInitiative, async ({ user, params, body }) =>
    changeInitiative(ctx.db, params.id, user.uid, body),
  );

  defineRoute(app, ctx, routes.deleteInitiative, async ({ params }) => removeInitiative(ctx.db, params.id));

  defineRoute(app, ctx, routes.initiativeDetails, async ({ params }) => initiativeDetails(ctx.db, params.id));
}
