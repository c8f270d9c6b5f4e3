import {
  type ProposedSubsection,
  type TeamSuggestions,
  WORKSTREAM_IDS,
  type WorkstreamId,
} from "@initiative-planner/contract";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import type { AiCallReservation } from "../../http/context";
import { AppError, notFound } from "../../http/errors";
import { type ModelUsage, type Planner, PlannerError } from "../../planner/planner";
import { documentGrounding } from "../documents/service";
import { ideaOf, subsectionsOf, workstreamsOf } from "./queries";
import { listedTeamName } from "./service";

/**
 * The planner's proposals for shaping a plan (a new team's subsections, missing teams, missing
 * subsections), each one model call under the caller's AI reservation. Nothing here writes the plan.
 */
export interface ProposalCall {
  db: Db;
  planner: Planner;
  reservation: AiCallReservation;
  request: FastifyRequest;
}

async function underReservation<T>(
  call: ProposalCall,
  input: string,
  work: (onUsage: (usage: ModelUsage) => void, signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const startedAt = performance.now();
  const controller = new AbortController();
  const onClose = () => controller.abort();
  call.request.raw.once("close", onClose);
  try {
    const result = await work(call.reservation.onUsage, controller.signal);
    await call.reservation.settle(
      call.planner.info,
      "propose",
      { input, output: JSON.stringify(result) },
      {
        durationMs: performance.now() - startedAt,
      },
    );
    return result;
  } catch (error) {
    await call.reservation.cancel().catch(() => undefined);
    if (error instanceof AppError) throw error;
    call.request.log.warn({ err: error }, "planner proposal failed");
    throw new AppError(
      "unavailable",
      error instanceof PlannerError && error.kind === "timeout"
        ? "The AI model did not answer in time. Nothing was changed; please try again."
        : "The AI model could not propose this. Nothing was changed; please try again.",
    );
  } finally {
    call.request.raw.off("close", onClose);
  }
}

/** Subsections for a team, grounded in the idea and the attached documents. */
export async function proposeTeamSubsections(
  call: ProposalCall,
  initiativeId: string,
  team: { id: string; name: string; idea: string; initiativeName: string },
  existing: string[],
): Promise<ProposedSubsection[]> {
  const documents = await documentGrounding(call.db, initiativeId, `${team.name} ${team.idea}`);
  return underReservation(call, team.idea, (onUsage, signal) =>
    call.planner.proposeSubsections({
      idea: team.idea,
      initiativeName: team.initiativeName,
      workstream: { id: team.id, name: team.name },
      existing,
      documents,
      signal,
      onUsage,
    }),
  );
}

export async function suggestSubsections(
  call: ProposalCall,
  ref: { initiativeId: string; workstreamId: string },
) {
  const initiative = await ideaOf(call.db, ref.initiativeId);
  const team = (await workstreamsOf(call.db, ref.initiativeId)).find((ws) => ws.id === ref.workstreamId);
  if (!initiative || !team) throw notFound(`This initiative has no team '${ref.workstreamId}'.`);
  const existing = (await subsectionsOf(call.db, ref.initiativeId, ref.workstreamId)).map((s) => s.name);
  const suggested = await proposeTeamSubsections(
    call,
    ref.initiativeId,
    { id: team.id, name: team.name, idea: initiative.description, initiativeName: initiative.name },
    existing,
  );
  return { suggested };
}

/** The teams the planner would plan this idea with that the initiative lacks, and every listed team it lacks. */
export async function suggestTeams(call: ProposalCall, initiativeId: string): Promise<TeamSuggestions> {
  const initiative = await ideaOf(call.db, initiativeId);
  if (!initiative) throw notFound("This initiative does not exist any more.");
  const have = await workstreamsOf(call.db, initiativeId);
  const ids = new Set(have.map((ws) => ws.id));
  const names = new Set(have.map((ws) => ws.name.trim().toLowerCase()));
  const documents = await documentGrounding(call.db, initiativeId, initiative.description);
  const proposal = await underReservation(call, initiative.description, (onUsage, signal) =>
    call.planner.proposePlan(initiative.description, { documents, signal, onUsage }),
  );
  const suggested = proposal.workstreams
    .filter((ws) => !ids.has(ws.id) && !names.has(ws.name.trim().toLowerCase()))
    .map((ws) => ({ id: ws.id, name: ws.name, subsections: ws.subsections }));
  const catalogue = (WORKSTREAM_IDS as readonly WorkstreamId[])
    .filter((id) => !ids.has(id))
    .map((id) => ({ id, name: listedTeamName(id, initiative.description) }));
  return { suggested, catalogue };
}
