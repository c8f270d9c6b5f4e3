import type { ImproveBody } from "@initiative-planner/contract/planning";
import type { StreamDone } from "@initiative-planner/contract/stream";
import { apiClient } from "@/lib/api-client";
import { consumeStream } from "@/lib/stream-reader";
import { type SubsectionRef, subsectionPath } from "./planning-keys";

export interface StreamCallbacks {
  onChunk: (text: string) => void;
  signal: AbortSignal;
}

/** Runs one stream call of the planning routes to its end. */
export async function runPlanningStream(
  path: string,
  method: "POST" | "PATCH",
  body: unknown,
  { onChunk, signal }: StreamCallbacks,
): Promise<StreamDone> {
  const response = await apiClient.stream(path, { method, body, signal });
  return consumeStream(response, { onChunk, signal });
}

/** Generates and saves a subsection plan; resolves with the saved version. */
export const streamSubsectionPlan = (ref: SubsectionRef, callbacks: StreamCallbacks) =>
  // An empty JSON object rather than no body: the route's body is optional but the content type is JSON.
  runPlanningStream(`${subsectionPath(ref)}/stream`, "POST", {}, callbacks);

/** Streams an improved plan; the server does not save it (see saveSubsectionPlan). */
export const streamImprovedPlan = (ref: SubsectionRef, body: ImproveBody, callbacks: StreamCallbacks) =>
  runPlanningStream(`${subsectionPath(ref)}/improve`, "PATCH", body, callbacks);
