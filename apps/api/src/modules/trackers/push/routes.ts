import { routes } from "@initiative-planner/contract";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../../http/context";
import { defineRoute } from "../../../http/route";
import { announce } from "../../events/publish";

/** `/portal/initiatives/{id}/trackers/{kind}/preview|push`: editors preview and push; every member follows. */
export function trackerPushRoutes(app: FastifyInstance, ctx: AppContext) {
  const push = () => ctx.services.trackerPush;

  defineRoute(app, ctx, routes.previewTrackerPush, async ({ params, body }) =>
    push().preview(params.id, params.kind, body?.parent === true),
  );

  defineRoute(app, ctx, routes.pushTracker, async ({ params, body, user, request }) => {
    const state = await push().enqueuePush(params.id, params.kind, user.uid, body?.parent === true);
    ctx.services.jobs.nudge();
    const p = state.push!;
    await announce(ctx.db, request.log, params.id, "tracker_push_changed", {
      kind: p.kind,
      push_id: p.id,
      status: p.status,
      done: p.done,
      total: p.total,
    });
    return state;
  });

  defineRoute(app, ctx, routes.getTrackerPush, async ({ params }) => push().state(params.id, params.kind));
}
