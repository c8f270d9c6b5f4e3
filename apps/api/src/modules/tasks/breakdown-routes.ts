import { routes } from "@initiative-planner/contract";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../http/context";
import { defineRoute, defineStreamRoute } from "../../http/route";
import type { PlanTarget } from "../planning/queries";
import { planRouteKit } from "../planning/route-kit";
import { planNotFound } from "../planning/service";
import { breakdownStream, saveBreakdownText } from "./breakdown";
import { refuseOverPeoplesTasks } from "./proposal";
import { workstreamWithTasks } from "./service";

/** A workstream's task breakdown as a plan target (its subsection uid is empty). */
export const taskBreakdown = (p: { id: string; wsId: string }): PlanTarget => ({
  initiativeId: p.id,
  workstreamId: p.wsId,
  subsectionUid: "",
});

/** A workstream with its tasks, and its task breakdown: streamed, saved and improved like a plan. */
export function breakdownRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const { plannerOf, stream, saveOf, saved, improve } = planRouteKit(ctx);

  defineRoute(app, ctx, routes.getWorkstream, async ({ params }) => {
    const found = await workstreamWithTasks(db, { initiativeId: params.id, workstreamId: params.wsId });
    if (!found) throw planNotFound(taskBreakdown(params));
    return found;
  });

  // The planner writes structured tasks; their markdown is streamed, and both are stored at the end.
  defineStreamRoute(
    app,
    ctx,
    routes.streamWorkstream,
    async ({ params, body, user, request, reservation }, sse) => {
      await refuseOverPeoplesTasks(db, params, reservation);
      const breakdown = breakdownStream({
        db,
        planner: plannerOf(request),
        target: taskBreakdown(params),
        userId: user.uid,
        instruction: body?.instruction || undefined,
      });
      return stream({ request, user, reservation }, sse, {
        target: taskBreakdown(params),
        kind: "task_breakdown",
        save: true,
        open: breakdown.open,
        persist: breakdown.persist,
      });
    },
  );

  defineRoute(app, ctx, routes.saveTaskBreakdown, async ({ params, body, user, request }) => {
    const target = taskBreakdown(params);
    const source = body.source ?? "save";
    const result = await saveBreakdownText(db, saveOf(user, target, body, source));
    return saved(request, user, target, source, result);
  });

  defineStreamRoute(app, ctx, routes.improveWorkstream, async (call, sse) =>
    improve(call, sse, taskBreakdown(call.params), call.body),
  );
}
