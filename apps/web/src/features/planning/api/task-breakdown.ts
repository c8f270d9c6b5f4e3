import {
  type ImproveBody,
  type SaveContentBody,
  savedPlanSchema,
} from "@initiative-planner/contract/planning";
import { apiClient } from "@/lib/api-client";
import { runPlanningStream, type StreamCallbacks } from "./plan-streams";
import { workstreamPath } from "./planning-keys";

export interface WorkstreamRef {
  initiativeId: string;
  wsId: string;
}

/** Generates the workstream's tasks (the first time: every workstream's); streams their markdown. */
export const streamTaskBreakdown = (ref: WorkstreamRef, callbacks: StreamCallbacks) =>
  runPlanningStream(`${workstreamPath(ref.initiativeId, ref.wsId)}/stream`, "POST", {}, callbacks);

/** Streams an improved breakdown text; saving it (saveTaskBreakdown) re-derives the tasks. */
export const streamImprovedBreakdown = (ref: WorkstreamRef, body: ImproveBody, callbacks: StreamCallbacks) =>
  runPlanningStream(`${workstreamPath(ref.initiativeId, ref.wsId)}/improve`, "PATCH", body, callbacks);

export const saveTaskBreakdown = (ref: WorkstreamRef, body: SaveContentBody) =>
  apiClient.post(`${workstreamPath(ref.initiativeId, ref.wsId)}/taskbreakdown`, body, {
    schema: savedPlanSchema,
  });
