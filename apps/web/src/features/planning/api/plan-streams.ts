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
export const streamSubsectionPlan = (ref: SubsectionRef, callbacks: StreamCallbacks) =>
  readGeneration(
    (body) =>
      api.stream(routes.streamSubsection, { params: subsectionParams(ref), body, signal: callbacks.signal }),
    callbacks,
  );

/**
 * Opens a generation's stream with `open` and reads it to its end. The body is `{}` rather than none: a
 * bodiless POST reaches the validator as null, which the optional body refuses.
 */
export async function readGeneration(
  open: (body: Record<string, never>) => Promise<Response>,
  callbacks: StreamCallbacks,
): Promise<StreamDone> {
  return consumeStream(await open({}), callbacks);
}

/** Reads an improvement's stream to its end; a refusal reads as spec section 8 asks (improvementRefused). */
export async function readImprovement(opening: Promise<Response>, callbacks: StreamCallbacks) {
  const response = await opening.catch((error: unknown) => {
    throw improvementRefused(error);
  });
  return consumeStream(response, callbacks);
}

/** Spec section 8: a refused improvement reads 'AI Improvement failed: {status} {statusText} - {body}'. */
export function improvementRefused(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.status === 0) return error;
  const body = typeof error.body === "string" ? error.body : JSON.stringify(error.body);
  const message = `AI Improvement failed: ${error.status} ${error.statusText} - ${body}`;
  return new ApiError(message, error.status, error.body, error.code, error.statusText);
}

/** Streams an improved plan; the server does not save it (see saveSubsectionPlan). */
export const streamImprovedPlan = (
  ref: SubsectionRef,
  body: ImproveBody,
  callbacks: StreamCallbacks,
): Promise<StreamDone> =>
  readImprovement(
    api.stream(routes.improveSubsection, { params: subsectionParams(ref), body, signal: callbacks.signal }),
    callbacks,
  );
