import { routes } from "@initiative-planner/contract";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../http/context";
import { AppError } from "../../http/errors";
import { defineRoute } from "../../http/route";
import { PlannerError } from "../../planner/planner";
import { wantsMockPlanner } from "../ai-usage/gate";
import { actorOf, announce } from "../events/publish";
import { groundedSubject } from "../planning/plan-stream";
import { planNotFound } from "../planning/service";
import { draftProposal } from "./proposal";
import { applyProposal, storeProposal } from "./proposal-apply";

const breakdownOf = (p: { id: string; wsId: string }) => ({
  initiativeId: p.id,
  workstreamId: p.wsId,
  subsectionUid: "",
});

/** Regenerating a task breakdown as a proposal the person picks from, then applying it (issue 32). */
export function proposalRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;

  defineRoute(app, ctx, routes.proposeTaskBreakdown, async ({ params, body, user, request, reservation }) => {
    const target = breakdownOf(params);
    const subject = await groundedSubject(db, target);
    if (!subject) {
      await reservation.cancel();
      throw planNotFound(target);
    }
    const planner = wantsMockPlanner(request) ? ctx.services.offlinePlanner : ctx.services.planner;
    // The planner call stops when the client goes away.
    const abort = new AbortController();
    request.raw.once("close", () => abort.abort());
    const startedAt = performance.now();
    let output = "";
    try {
      const draft = await draftProposal({
        db,
        planner,
        subject,
        initiativeId: params.id,
        workstreamId: params.wsId,
        instruction: body?.instruction || undefined,
        signal: abort.signal,
        onUsage: reservation.onUsage,
      });
      output = JSON.stringify(draft.rows);
      return await storeProposal(db, target, draft, user.uid);
    } catch (error) {
      if (error instanceof AppError) throw error;
      request.log.warn({ err: error }, "task proposal failed");
      throw new AppError(
        "unavailable",
        error instanceof PlannerError && error.kind === "timeout"
          ? "The AI model did not answer in time. Please try again."
          : "The AI model could not plan these tasks. Nothing was changed; please try again.",
      );
    } finally {
      await reservation
        .settle(
          planner.info,
          "task_breakdown",
          { input: subject.idea, output },
          { durationMs: performance.now() - startedAt },
        )
        .catch((error) => request.log.warn({ err: error }, "recording AI usage failed"));
    }
  });

  defineRoute(app, ctx, routes.applyTaskProposal, async ({ params, body, user, request }) => {
    const target = breakdownOf(params);
    const result = await applyProposal(db, { ...target, proposalId: params.proposalId }, body, user.uid);
    // Colleagues' screens reload the breakdown and its tasks like after any save of it.
    await announce(db, request.log, params.id, "plan_saved", {
      workstream_id: params.wsId,
      subsection_uid: "",
      version: result.version,
      source: "generate",
      by: actorOf(user),
    });
    return result;
  });
}
