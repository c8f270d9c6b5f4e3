import { routes } from "@initiative-planner/contract";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../http/context";
import { defineRoute } from "../../http/route";

/** `/portal/initiatives/{id}/trackers…`: the owner connects trackers; every member sees them. */
export function trackerRoutes(app: FastifyInstance, ctx: AppContext) {
  const trackers = () => ctx.services.trackers;

  defineRoute(app, ctx, routes.listTrackers, async ({ params }) => trackers().list(params.id));

  defineRoute(app, ctx, routes.putTracker, async ({ params, body, user, request }) => {
    const saved = await trackers().put({ initiativeId: params.id, kind: params.kind }, body, user.uid);
    // Never the secret: which tracker, which target, who.
    request.log.info({ kind: saved.kind, target: saved.target, by: user.uid }, "Tracker connected");
    return saved;
  });

  defineRoute(app, ctx, routes.deleteTracker, async ({ params }) =>
    trackers().remove({ initiativeId: params.id, kind: params.kind }),
  );
}
