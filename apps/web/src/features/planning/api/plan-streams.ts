import type { ImproveBody } from "@initiative-planner/contract/planning";
import { routes } from "@initiative-planner/contract/routes";
import type { StreamDone } from "@initiative-planner/contract/stream";
import { ApiError, api } from "@/lib/api-client";
import { consumeStream } from "@/lib/stream-reader";
import { type SubsectionRef, subsectionParams } from "./planning-keys";

export interface StreamCallbacks {
  onChunk: (text: string) => void;
  signal: AbortSignal;
}

/** Generates and saves a subsection plan; resolves with the saved version. */
export async function streamSubsectionPlan(
  ref: SubsectionRef,
  { onChunk, signal }: StreamCallbacks,
): Promise<StreamDone> {
  // `{}` rather than no body: a bodiless POST reaches the validator as null, which the optional body refuses.
  const response = await api.stream(routes.streamSubsection, {
    params: subsectionParams(ref),
    body: {},
    signal,
  });
  return consumeStream(response, { onChunk, signal });
}

/** Spec section 8: a refused improvement reads 'AI Improvement failed: {status} {statusText} - {body}'. */
export function improvementRefused(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.status === 0) return error;
  const body = typeof error.body === "string" ? error.body : JSON.stringify(error.body);
  const message = `AI Improvement failed: ${error.status} ${error.statusText} - ${body}`;
  return new ApiError(message, error.status, error.body, error.code, error.statusText);
}

/** Streams an improved plan; the server does not save it (see saveSubsectionPlan). */
export async function streamImprovedPlan(
  ref: SubsectionRef,
  body: ImproveBody,
  { onChunk, signal }: StreamCallbacks,
): Promise<StreamDone> {
  let response: Response;
  try {
    response = await api.stream(routes.improveSubsection, { params: subsectionParams(ref), body, signal });
  } catch (error) {
    throw improvementRefused(error);
  }
  return consumeStream(response, { onChunk, signal });
}
