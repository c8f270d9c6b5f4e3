import type { ImproveBody, PlanSource } from "@initiative-planner/contract";
import type { FastifyRequest } from "fastify";
import type { Identity } from "../../auth/identity";
import type { AiCallReservation, AppContext } from "../../http/context";
import type { SseWriter } from "../../http/sse";
import type { TextRange } from "../../planner/locate-selection";
import { wantsMockPlanner } from "../ai-usage/gate";
import { actorOf, announce } from "../events/publish";
import { locateImprovement, openImprovement } from "./improve";
import { type PlanStreamOptions, runPlanStream } from "./plan-stream";
import type { PlanTarget } from "./queries";
import { savePlan, type UserPlanSave } from "./service";

export type StreamCall = { request: FastifyRequest; user: Identity; reservation: AiCallReservation };

/**
 * What the plan routes share (the subsection routes here, the task breakdown routes in tasks): the
 * planner a request asks for, a plan stream, a save by a user, its announcement and improve.
 */
export function planRouteKit(ctx: AppContext) {
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

  return { plannerOf, stream, saverOf, saveOf, saved, saveAndAnnounce, improve };
}

export type PlanRouteKit = ReturnType<typeof planRouteKit>;
