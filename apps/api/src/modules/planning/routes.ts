import { type ImproveBody, type PlanSource, routes } from "@initiative-planner/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Identity } from "../../auth/identity";
import type { AppContext } from "../../http/context";
import { defineRoute, defineStreamRoute } from "../../http/route";
import type { SseWriter } from "../../http/sse";
import type { TextRange } from "../../planner/locate-selection";
import { queueUnderReservation, wantsMockPlanner } from "../ai-usage/gate";
import type { AiCallReservation } from "../ai-usage/service";
import { actorOf, announce } from "../events/publish";
import { initiativeDetails } from "../initiatives/service";
import { breakdownStream, saveBreakdownText } from "../tasks/breakdown";
import { refuseOverPeoplesTasks } from "../tasks/proposal";
import { workstreamWithTasks } from "../tasks/service";
import { locateImprovement, openImprovement } from "./improve";
import { type PlanStreamOptions, runPlanStream } from "./plan-stream";
import { findWorkstream, listSubsections, type PlanTarget } from "./queries";
import {
  planHistory,
  planNotFound,
  planVersion,
  restorePlan,
  retryGeneration,
  savePlan,
  type UserPlanSave,
} from "./service";

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
  const { db } = ctx;
  const saverOf = (user: { uid: string }) => ({
    userId: user.uid,
    savesPerMinute: ctx.config.savesPerMinute,
  });
  /** A save request's body as one plan save by this user. */
  const saveOf = (
    user: { uid: string },
    target: PlanTarget,
    body: { content: string; base_version?: number },
    source: PlanSource,
  ): UserPlanSave => ({
    target,
    content: body.content,
    source,
    baseVersion: body.base_version,
    ...saverOf(user),
  });

  const plannerOf = (request: FastifyRequest) =>
    wantsMockPlanner(request) ? ctx.services.offlinePlanner : ctx.services.planner;
  type StreamCall = { request: FastifyRequest; user: Identity; reservation: AiCallReservation };
  const stream = (
    { request, user, reservation }: StreamCall,
    sse: SseWriter,
    options: Pick<PlanStreamOptions, "target" | "kind" | "save" | "open" | "persist">,
  ) =>
    runPlanStream({
      db,
      planner: plannerOf(request),
      userId: user.uid,
      actorName: actorOf(user).name,
      // On PGlite this process is the only one: skip live chunks nobody follows. A server database
      // may have followers on other instances.
      watched: () =>
        ctx.database.kind === "postgres" || ctx.services.eventHub.isWatched(options.target.initiativeId),
      sse,
      reservation,
      log: request.log,
      ...options,
    });

  /** Tells the other members' pages about a saved version. */
  const saved = async (
    request: FastifyRequest,
    user: Identity,
    target: PlanTarget,
    source: string,
    result: { version: number },
  ) => {
    await announce(db, request.log, target.initiativeId, "plan_saved", {
      workstream_id: target.workstreamId,
      subsection_uid: target.subsectionUid,
      version: result.version,
      source,
      by: actorOf(user),
    });
    return result;
  };

  const saveAndAnnounce = async (
    call: {
      request: FastifyRequest;
      user: Identity;
      body: { content: string; source?: PlanSource; base_version?: number };
    },
    target: PlanTarget,
  ) => {
    const { request, user, body } = call;
    const source = body.source ?? "save";
    const result = await savePlan(db, saveOf(user, target, body, source));
    return saved(request, user, target, source, result);
  };

  /** Streams the plan with only the located selection rewritten; not saved (the client saves it). */
  const improve = async (call: StreamCall, sse: SseWriter, target: PlanTarget, body: ImproveBody) => {
    let selection: TextRange;
    try {
      selection = locateImprovement(body);
    } catch (error) {
      // Refused before any model call: the gate's reservation is given back.
      await call.reservation.cancel();
      throw error;
    }
    return stream(call, sse, {
      target,
      kind: "improve",
      save: false,
      open: openImprovement(plannerOf(call.request), body, selection),
    });
  };

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

  defineRoute(app, ctx, routes.listSubsections, async ({ params }) => {
    const workstream = { initiativeId: params.id, workstreamId: params.wsId };
    if (!(await findWorkstream(db, workstream))) throw planNotFound(taskBreakdown(params));
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
