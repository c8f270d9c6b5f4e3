import { routes } from "@initiative-planner/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppContext } from "../../http/context";
import { defineRoute } from "../../http/route";
import { actorOf, announce } from "../events/publish";
import {
  estimateGenerateAll,
  generateAllState,
  retrySection,
  startGenerateAll,
  stopGenerateAll,
} from "./service";

/** Generate all (issue 32, item 5): start, estimate, follow, stop and retry a background run. */
export function generateAllRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;

  /** The worker starts at once, and every open page refetches the run. */
  const queued = async <T extends { run: { id: string } | null }>(
    request: FastifyRequest,
    initiativeId: string,
    state: T,
  ) => {
    ctx.services.jobs.nudge();
    if (state.run)
      await announce(db, request.log, initiativeId, "generate_all_changed", { run_id: state.run.id });
    return state;
  };

  defineRoute(app, ctx, routes.getGenerateAll, async ({ params }) => generateAllState(db, params.id));

  defineRoute(app, ctx, routes.estimateGenerateAll, async ({ params, query }) =>
    estimateGenerateAll(db, params.id, {
      includeTasks: query.include_tasks === "true",
      info: ctx.services.planner.info,
      prices: ctx.config.llm.prices,
      concurrency: ctx.config.generateAllConcurrency,
    }),
  );

  defineRoute(app, ctx, routes.startGenerateAll, async ({ params, body, user, request }) =>
    queued(
      request,
      params.id,
      await startGenerateAll(
        db,
        params.id,
        { userId: user.uid, userName: actorOf(user).name },
        body.include_tasks ?? false,
      ),
    ),
  );

  defineRoute(app, ctx, routes.stopGenerateAll, async ({ params, request }) =>
    queued(request, params.id, await stopGenerateAll(db, params.id)),
  );

  defineRoute(app, ctx, routes.retryGenerateAll, async ({ params, body, request }) =>
    queued(request, params.id, await retrySection(db, params.id, body)),
  );
}
