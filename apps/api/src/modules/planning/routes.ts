import { routes } from "@initiative-planner/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppContext } from "../../http/context";
import { defineRoute, defineStreamRoute } from "../../http/route";
import type { SseWriter } from "../../http/sse";
import { installAiGate, takeReservation, wantsMockPlanner } from "../ai-usage/gate";
import { initiativeDetails } from "../initiatives/service";
import { breakdownStream, saveBreakdownText } from "../tasks/breakdown";
import { workstreamWithTasks } from "../tasks/service";
import { type PlanStreamOptions, runPlanStream } from "./plan-stream";
import { findWorkstream, listSubsections, type PlanTarget } from "./queries";
import { planHistory, planNotFound, planVersion, restorePlan, retryGeneration, savePlan } from "./service";

const taskBreakdown = (p: { id: string; wsId: string }): PlanTarget => ({
  initiativeId: p.id,
  workstreamId: p.wsId,
  subsectionUid: "",
});
const subsection = (p: { id: string; wsId: string; subId: string }): PlanTarget => ({
  initiativeId: p.id,
  workstreamId: p.wsId,
  subsectionUid: p.subId,
});

/** Workstreams, subsections, plan streams, saves and history (spec section 7), plus generation retry. */
export function planningRoutes(app: FastifyInstance, ctx: AppContext) {
  installAiGate(app, ctx);
  const { db } = ctx;

  const plannerOf = (request: FastifyRequest) =>
    wantsMockPlanner(request) ? ctx.services.offlinePlanner : ctx.services.planner;
  const stream = (
    request: FastifyRequest,
    sse: SseWriter,
    userId: string,
    options: Pick<PlanStreamOptions, "target" | "kind" | "save" | "open" | "persist">,
  ) =>
    runPlanStream({
      db,
      planner: plannerOf(request),
      userId,
      sse,
      reservation: takeReservation(request),
      log: request.log,
      ...options,
    });

  defineRoute(app, ctx, routes.retryInitiative, async ({ params, user }) =>
    retryGeneration(db, params.id, user.uid),
  );

  // `refresh=true` asks to bypass caches; the server keeps none, so every answer is fresh.
  defineRoute(app, ctx, routes.listWorkstreams, async ({ params }) => initiativeDetails(db, params.id));

  defineRoute(app, ctx, routes.getWorkstream, async ({ params }) => {
    const found = await workstreamWithTasks(db, params.id, params.wsId);
    if (!found) throw planNotFound(taskBreakdown(params));
    return found;
  });

  // The planner writes structured tasks; their markdown is streamed, and both are stored at the end.
  defineStreamRoute(app, ctx, routes.streamWorkstream, async ({ params, body, user, request }, sse) => {
    const breakdown = breakdownStream({
      db,
      planner: plannerOf(request),
      target: taskBreakdown(params),
      userId: user.uid,
      instruction: body?.instruction || undefined,
    });
    return stream(request, sse, user.uid, {
      target: taskBreakdown(params),
      kind: "task_breakdown",
      save: true,
      open: breakdown.open,
      persist: breakdown.persist,
    });
  });

  defineRoute(app, ctx, routes.saveTaskBreakdown, async ({ params, body, user }) =>
    saveBreakdownText(
      db,
      taskBreakdown(params),
      body.content,
      body.source ?? "save",
      user.uid,
      body.base_version,
    ),
  );

  defineStreamRoute(app, ctx, routes.improveWorkstream, async ({ params, body, user, request }, sse) =>
    stream(request, sse, user.uid, {
      target: taskBreakdown(params),
      kind: "improve",
      save: false,
      open: (subject, signal, onUsage) =>
        plannerOf(request).streamImprovement({
          idea: subject.idea,
          initiativeName: subject.initiativeName,
          workstream: subject.workstream,
          document: body.current_response,
          snippet: body.snippet,
          instruction: body.user_query,
          signal,
          onUsage,
        }),
    }),
  );

  defineRoute(app, ctx, routes.listSubsections, async ({ params }) => {
    if (!(await findWorkstream(db, params.id, params.wsId))) throw planNotFound(taskBreakdown(params));
    return listSubsections(db, params.id, params.wsId);
  });

  defineStreamRoute(app, ctx, routes.streamSubsection, async ({ params, body, user, request }, sse) =>
    stream(request, sse, user.uid, {
      target: subsection(params),
      kind: "subsection",
      save: true,
      open: (subject, signal, onUsage) =>
        plannerOf(request).streamSubsection({
          idea: subject.idea,
          initiativeName: subject.initiativeName,
          workstream: subject.workstream,
          otherWorkstreams: subject.otherWorkstreams,
          subsection: subject.subsection ?? undefined,
          instruction: body?.instruction || undefined,
          signal,
          onUsage,
        }),
    }),
  );

  defineStreamRoute(app, ctx, routes.improveSubsection, async ({ params, body, user, request }, sse) =>
    stream(request, sse, user.uid, {
      target: subsection(params),
      kind: "improve",
      save: false,
      open: (subject, signal, onUsage) =>
        plannerOf(request).streamImprovement({
          idea: subject.idea,
          initiativeName: subject.initiativeName,
          workstream: subject.workstream,
          subsection: subject.subsection ?? undefined,
          document: body.current_response,
          snippet: body.snippet,
          instruction: body.user_query,
          signal,
          onUsage,
        }),
    }),
  );

  defineRoute(app, ctx, routes.saveSubsection, async ({ params, body, user }) =>
    savePlan(db, subsection(params), body.content, body.source ?? "save", user.uid, body.base_version),
  );

  defineRoute(app, ctx, routes.listVersions, async ({ params }) => planHistory(db, subsection(params)));

  defineRoute(app, ctx, routes.getVersion, async ({ params }) =>
    planVersion(db, subsection(params), params.n),
  );

  defineRoute(app, ctx, routes.restoreVersion, async ({ params, body, user }) =>
    restorePlan(db, subsection(params), body.version, user.uid, body.base_version),
  );
}
