import { routes } from "@initiative-planner/contract";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../http/context";
import { defineRoute } from "../../http/route";
import { queueUnderReservation } from "../ai-usage/gate";
import { announce } from "../events/publish";
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

  defineRoute(app, ctx, routes.createInitiative, async (call) => {
    const created = await queueUnderReservation(call, ctx.services.planner.info, () =>
      createInitiative(ctx.db, call.user.uid, call.body),
    );
    // Committed: this app's worker starts the generation now rather than at its next poll.
    ctx.services.jobs.nudge();
    return created;
  });

  defineRoute(app, ctx, routes.getInitiative, async ({ user, params }) =>
    getInitiative(ctx.db, { initiativeId: params.id, userId: user.uid }),
  );

  defineRoute(app, ctx, routes.updateInitiative, async ({ user, params, body, request }) => {
    const updated = await changeInitiative(ctx.db, { initiativeId: params.id, userId: user.uid }, body);
    await announce(ctx.db, request.log, params.id, "initiative_updated", {});
    return updated;
  });

  defineRoute(app, ctx, routes.deleteInitiative, async ({ params, request }) => {
    const removed = await removeInitiative(ctx.db, params.id);
    await announce(ctx.db, request.log, params.id, "initiative_deleted", {});
    return removed;
  });

  defineRoute(app, ctx, routes.initiativeDetails, async ({ params }) => initiativeDetails(ctx.db, params.id));
}
