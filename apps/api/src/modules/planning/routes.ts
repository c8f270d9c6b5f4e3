import { routes } from "@initiative-planner/contract";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../http/context";
import { defineRoute, defineStreamRoute } from "../../http/route";
import { queueUnderReservation } from "../ai-usage/gate";
import { announce } from "../events/publish";
import { initiativeDetails } from "../initiatives/service";
import { findWorkstream, listSubsections, type PlanTarget } from "./queries";
import { planRouteKit } from "./route-kit";
import { planHistory, planNotFound, planVersion, restorePlan, retryGeneration } from "./service";

const subsection = (p: { id: string; wsId: string; subId: string }): PlanTarget => ({
  initiativeId: p.id,
  workstreamId: p.wsId,
  subsectionUid: p.subId,
});

/** Workstreams, subsections, their plan streams, saves and history (spec section 7), generation retry. */
export function planningRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const { stream, saverOf, saved, saveAndAnnounce, improve, plannerOf } = planRouteKit(ctx);

  defineRoute(app, ctx, routes.retryInitiative, async (call) => {
    const initiative = await queueUnderReservation(call, ctx.services.planner.info, () =>
      retryGeneration(db, { initiativeId: call.params.id, userId: call.user.uid }),
    );
    ctx.services.jobs.nudge();
    await announce(db, call.request.log, call.params.id, "status", {
      status: initiative.status,
      failure_reason: null,
    });
    return initiative;
  });

  // `refresh=true` asks to bypass caches; the server keeps none, so every answer is fresh.
  defineRoute(app, ctx, routes.listWorkstreams, async ({ params }) => initiativeDetails(db, params.id));

  defineRoute(app, ctx, routes.listSubsections, async ({ params }) => {
    const workstream = { initiativeId: params.id, workstreamId: params.wsId };
    if (!(await findWorkstream(db, workstream)))
      throw planNotFound({ initiativeId: params.id, workstreamId: params.wsId, subsectionUid: "" });
    return listSubsections(db, workstream);
  });

  defineStreamRoute(
    app,
    ctx,
    routes.streamSubsection,
    async ({ params, body, user, request, reservation }, sse) =>
      stream({ request, user, reservation }, sse, {
        target: subsection(params),
        kind: "subsection",
        save: true,
        open: (subject, signal, onUsage) =>
          plannerOf(request).streamSubsection({
            idea: subject.idea,
            initiativeName: subject.initiativeName,
            workstream: subject.workstream,
            otherWorkstreams: subject.otherWorkstreams,
            writtenSections: subject.writtenSections,
            documents: subject.documents,
            subsection: subject.subsection ?? undefined,
            instruction: body?.instruction || undefined,
            signal,
            onUsage,
          }),
      }),
  );

  defineStreamRoute(app, ctx, routes.improveSubsection, async (call, sse) =>
    improve(call, sse, subsection(call.params), call.body),
  );

  defineRoute(app, ctx, routes.saveSubsection, async (call) =>
    saveAndAnnounce(call, subsection(call.params)),
  );

  defineRoute(app, ctx, routes.listVersions, async ({ params }) => planHistory(db, subsection(params)));

  defineRoute(app, ctx, routes.getVersion, async ({ params }) =>
    planVersion(db, subsection(params), params.n),
  );

  defineRoute(app, ctx, routes.restoreVersion, async ({ params, body, user, request }) => {
    const target = subsection(params);
    return saved(
      request,
      user,
      target,
      "restore",
      await restorePlan(db, target, body.version, saverOf(user), body.base_version),
    );
  });
}
