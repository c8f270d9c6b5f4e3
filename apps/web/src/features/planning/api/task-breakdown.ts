import type { SaveContentBody } from "@initiative-planner/contract/planning";
import { routes } from "@initiative-planner/contract/routes";
import { api } from "@/lib/api-client";
import { generationStream, improvementStream } from "./plan-streams";

export interface WorkstreamRef {
  initiativeId: string;
  wsId: string;
}

/** The path parameters of the workstream routes in the contract. */
export const workstreamParams = ({ initiativeId, wsId }: WorkstreamRef) => ({ id: initiativeId, wsId });

/** Generates the workstream's tasks (the first time: every workstream's); streams their markdown. */
export const streamTaskBreakdown = generationStream<WorkstreamRef>((ref, body, signal) =>
  api.stream(routes.streamWorkstream, { params: workstreamParams(ref), body, signal }),
);

/** Streams an improved breakdown text; saving it (saveTaskBreakdown) re-derives the tasks. */
export const streamImprovedBreakdown = improvementStream<WorkstreamRef>((ref, body, signal) =>
  api.stream(routes.improveWorkstream, { params: workstreamParams(ref), body, signal }),
);

export const saveTaskBreakdown = (ref: WorkstreamRef, body: SaveContentBody) =>
  api.call(routes.saveTaskBreakdown, { params: workstreamParams(ref), body });

/** The agent plans the tasks again as a proposal: nothing changes until `applyTaskProposal`. */
export const proposeTaskBreakdown = (ref: WorkstreamRef) =>
  api.call(routes.proposeTaskBreakdown, { params: workstreamParams(ref), body: {} });

/** Applies the picked items of a proposal (their keys); 409 when applied already or the tasks changed. */
export const applyTaskProposal = (ref: WorkstreamRef, proposalId: string, apply: string[]) =>
  api.call(routes.applyTaskProposal, { params: { ...workstreamParams(ref), proposalId }, body: { apply } });
