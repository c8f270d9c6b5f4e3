import { routes } from "@initiative-planner/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Identity } from "../../auth/identity";
import type { AiCallReservation, AppContext } from "../../http/context";
import { defineRoute } from "../../http/route";
import { wantsMockPlanner } from "../ai-usage/gate";
import { actorOf, announce } from "../events/publish";
import { proposeTeamSubsections, suggestSubsections, suggestTeams } from "./proposals";
import {
  addSubsection,
  changeWorkstream,
  removeSubsection,
  removeWorkstream,
  resolveNewTeam,
  restoreWorkstream,
  storeNewTeam,
  updateSubsection,
} from "./service";
import { listTrash } from "./trash-queries";

/** Runs an AI route's work; refused before its model call, the reservation is given back (a no-op once settled). */
async function givingBack<T>(reservation: AiCallReservation, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } finally {
    await reservation.cancel().catch(() => undefined);
  }
}

type ShapeCall = { request: FastifyRequest; user: Identity; params: { id: string } };

/** Shaping the plan by hand (issue 32, item 2): teams and subsections, and the planner's suggestions. */
export function planShapeRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const plannerOf = (request: FastifyRequest) =>
    wantsMockPlanner(request) ? ctx.services.offlinePlanner : ctx.services.planner;

  /** Tells every open page the plan's shape changed (teams and subsections are refetched). */
  const changed = async <T>(call: ShapeCall, workstreamId: string, change: string, result: T) => {
    await announce(db, call.request.log, call.params.id, "workstreams_changed", {
      workstream_id: workstreamId,
      change,
      by: actorOf(call.user),
    });
    return result;
  };
  /** The workstream and subsection a subsection route names. */
  const subsectionOf = ({ params }: { params: { id: string; wsId: string; subId: string } }) => ({
    initiativeId: params.id,
    workstreamId: params.wsId,
    uid: params.subId,
  });

  defineRoute(app, ctx, routes.addWorkstream, async (call) => {
    const { params, body, request, reservation } = call;
    return givingBack(reservation, async () => {
      // A duplicate or one team too many is refused before any model call.
      const team = await resolveNewTeam(db, params.id, body);
      const proposed = await proposeTeamSubsections(
        { db, planner: plannerOf(request), reservation, request },
        params.id,
        team,
        [],
      );
      const added = await storeNewTeam(db, params.id, body, proposed);
      return changed(call, added.id, "added", added);
    });
  });

  defineRoute(app, ctx, routes.updateWorkstream, async (call) => {
    const { params, body } = call;
    const result = await changeWorkstream(db, { initiativeId: params.id, workstreamId: params.wsId }, body);
    return changed(call, params.wsId, "changed", result);
  });

  defineRoute(app, ctx, routes.deleteWorkstream, async (call) => {
    const { params, user, request } = call;
    const removed = await removeWorkstream(db, {
      initiativeId: params.id,
      workstreamId: params.wsId,
      userId: user.uid,
    });
    await announce(db, request.log, params.id, "tasks_changed", { workstream_id: params.wsId });
    return changed(call, params.wsId, "removed", removed);
  });

  defineRoute(app, ctx, routes.listWorkstreamTrash, async ({ params }) => listTrash(db, params.id));

  defineRoute(app, ctx, routes.restoreWorkstream, async (call) => {
    const { params, request } = call;
    const restored = await restoreWorkstream(db, params.id, params.trashId);
    await announce(db, request.log, params.id, "tasks_changed", { workstream_id: restored.id });
    return changed(call, restored.id, "restored", restored);
  });

  defineRoute(app, ctx, routes.suggestWorkstreams, async ({ params, request, reservation }) =>
    givingBack(reservation, () =>
      suggestTeams({ db, planner: plannerOf(request), reservation, request }, params.id),
    ),
  );

  defineRoute(app, ctx, routes.suggestSubsections, async ({ params, request, reservation }) =>
    givingBack(reservation, () =>
      suggestSubsections(
        { db, planner: plannerOf(request), reservation, request },
        { initiativeId: params.id, workstreamId: params.wsId },
      ),
    ),
  );

  defineRoute(app, ctx, routes.addSubsection, async (call) => {
    const { params, body } = call;
    const added = await addSubsection(db, { initiativeId: params.id, workstreamId: params.wsId }, body);
    return changed(call, params.wsId, "subsections", added);
  });

  defineRoute(app, ctx, routes.updateSubsection, async (call) =>
    changed(call, call.params.wsId, "subsections", await updateSubsection(db, subsectionOf(call), call.body)),
  );

  defineRoute(app, ctx, routes.deleteSubsection, async (call) =>
    changed(call, call.params.wsId, "subsections", await removeSubsection(db, subsectionOf(call))),
  );
}
