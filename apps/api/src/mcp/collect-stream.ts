import type { StreamError } from "@initiative-planner/contract";
import type { SseWriter } from "../http/sse";

/** A plan stream's writer that keeps the text instead of sending it: a tool answers once, at the end. */
export interface CollectedStream extends SseWriter {
  readonly text: string;
  /** The in-band failure, when the stream failed after its first chunk. */
  readonly failure: StreamError | null;
}

export function collectStream(signal: AbortSignal): CollectedStream {
  let text = "";
  let failure: StreamError | null = null;
  let started = false;
  return {
    signal,
    get started() {
      return started;
    },
    get text() {
      return text;
    },
    get failure() {
      return failure;
    },
    send(event) {
      started = true;
      if (event.type === "chunk") text += event.text;
      else if (event.type === "error") failure = event.data;
    },
    write() {
      started = true;
    },
    end() {},
  };
}
