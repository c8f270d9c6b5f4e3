import type { ImproveBody } from "@initiative-planner/contract/planning";
import type { StreamDone } from "@initiative-planner/contract/stream";
import { apiClient } from "@/lib/api-client";
import { consumeStream } from "@/lib/stream-reader";
import { type SubsectionRef, subsectionPath } from "./planning-keys";

interface StreamCallbacks {
  onChunk: (text: string) => void;
  signal: AbortSignal;
}

/** Generates and saves a subsection plan; resolves with the saved version. */
export async function streamSubsectionPlan(
  ref: SubsectionRef,
  { onChunk, signal }: StreamCallbacks,
): Promise<StreamDone> {
  // An empty JSON object rather than no body: the route's body is optional but the content type is JSON.
  const response = await apiClient.stream(`${subsectionPath(ref)}/stream`, {
    method: "POST",
    body: {},
    signal,
  });
  return consumeStream(response, { onChunk, signal });
}

/** Streams an improved plan; the server does not save it (see saveSubsectionPlan). */
export async function streamImprovedPlan(
  ref: SubsectionRef,
  body: ImproveBody,
  { onChunk, signal }: StreamCallbacks,
): Promise<StreamDone> {
  const response = await apiClient.stream(`${subsectionPath(ref)}/improve`, {
    method: "PATCH",
    body,
    signal,
  });
  return consumeStream(response, { onChunk, signal });
}
