import { routes } from "@initiative-planner/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Identity } from "../../auth/identity";
import type { AppContext } from "../../http/context";
import { defineRoute } from "../../http/route";
import { wantsMockPlanner } from "../ai-usage/gate";
import type { AiCallReservation } from "../ai-usage/service";
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

/** Shaping the plan by hand (issue 32, item 2): teams and subsections, and the planner's suggestions. */
export function planShapeRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const plannerOf = (request: FastifyRequest) =>
    wantsMockPlanner(request) ? ctx.services.offlinePlanner : ctx.services.planner;

  /** Tells every open page the plan's shape changed (teams and subsections are refetched). */
  const changed = async <T>(
    request: FastifyRequest,
    user: Identity,
    initiativeId: string,
    workstreamId: string,
    change: string,
    result: T,
  ) => {
    await announce(db, request.log, initiativeId, "workstreams_changed", {
      workstream_id: workstreamId,
      change,
      by: actorOf(user),
    });
    return result;
  };

  defineRoute(app, ctx, routes.addWorkstream, async ({ params, body, user, request, reservation }) => {
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
      return changed(request, user, params.id, added.id, "added", added);
    });
  });

  defineRoute(app, ctx, routes.updateWorkstream, async ({ params, body, user, request }) =>
    changed(
      request,
      user,
      params.id,
      params.wsId,
      "changed",
      await changeWorkstream(db, { initiativeId: params.id, workstreamId: params.wsId }, body),
    ),
  );

  defineRoute(app, ctx, routes.deleteWorkstream, async ({ params, user, request }) => {
    const removed = await removeWorkstream(db, {
      initiativeId: params.id,
      workstreamId: params.wsId,
      userId: user.uid,
    });
    await announce(db, request.log, params.id, "tasks_changed", { workstream_id: params.wsId });
    return changed(request, user, params.id, params.wsId, "removed", removed);
  });

  defineRoute(app, ctx, routes.listWorkstreamTrash, async ({ params }) => listTrash(db, params.id));

  defineRoute(app, ctx, routes.restoreWorkstream, async ({ params, user, request }) => {
    const restored = await restoreWorkstream(db, params.id, params.trashId);
    await announce(db, request.log, params.id, "tasks_changed", { workstream_id: restored.id });
    return changed(request, user, params.id, restored.id, "restored", restored);
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

  defineRoute(app, ctx, routes.addSubsection, async ({ params, body, user, request }) =>
    changed(
      request,
      user,
      params.id,
      params.wsId,
      "subsections",
      await addSubsection(db, { initiativeId: params.id, workstreamId: params.wsId }, body),
    ),
  );

  defineRoute(app, ctx, routes.updateSubsection, async ({ params, body, user, request }) =>
    changed(
      request,
      user,
      params.id,
      params.wsId,
      "subsections",
      await updateSubsection(
        db,
        { initiativeId: params.id, workstreamId: params.wsId, uid: params.subId },
        body,
      ),
    ),
  );

  defineRoute(app, ctx, routes.deleteSubsection, async ({ params, user, request }) =>
    changed(
      request,
      user,
      params.id,
      params.wsId,
      "subsections",
      await removeSubsection(db, { initiativeId: params.id, workstreamId: params.wsId, uid: params.subId }),
    ),
  );
}
