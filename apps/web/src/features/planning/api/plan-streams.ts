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

/**
 * A generation stream: opens `open` and reads it to its end. The body is `{}` rather than none: a
 * bodiless POST reaches the validator as null, which the optional body refuses.
 */
export const generationStream =
  <Ref>(open: (ref: Ref, body: Record<string, never>, signal: AbortSignal) => Promise<Response>) =>
  async (ref: Ref, callbacks: StreamCallbacks): Promise<StreamDone> =>
    consumeStream(await open(ref, {}, callbacks.signal), callbacks);

/**
 * An improvement stream: opens `open` and reads it to its end; the server does not save the text. A
 * refusal reads as spec section 8 asks (improvementRefused).
 */
export const improvementStream =
  <Ref>(open: (ref: Ref, body: ImproveBody, signal: AbortSignal) => Promise<Response>) =>
  async (ref: Ref, body: ImproveBody, callbacks: StreamCallbacks): Promise<StreamDone> => {
    const response = await open(ref, body, callbacks.signal).catch((error: unknown) => {
      throw improvementRefused(error);
    });
    return consumeStream(response, callbacks);
  };

/** Generates and saves a subsection plan; resolves with the saved version. */
export const streamSubsectionPlan = generationStream<SubsectionRef>((ref, body, signal) =>
  api.stream(routes.streamSubsection, { params: subsectionParams(ref), body, signal }),
);

/** Streams an improved plan; the server does not save it (see saveSubsectionPlan). */
export const streamImprovedPlan = improvementStream<SubsectionRef>((ref, body, signal) =>
  api.stream(routes.improveSubsection, { params: subsectionParams(ref), body, signal }),
);

/** Spec section 8: a refused improvement reads 'AI Improvement failed: {status} {statusText} - {body}'. */
export function improvementRefused(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.status === 0) return error;
  const body = typeof error.body === "string" ? error.body : JSON.stringify(error.body);
  const message = `AI Improvement failed: ${error.status} ${error.statusText} - ${body}`;
  return new ApiError(message, error.status, error.body, error.code, error.statusText);
}
