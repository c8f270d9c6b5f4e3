import { formatStreamEvent, STREAM_CONTENT_TYPE, type StreamEvent } from "@initiative-planner/contract";
import type { FastifyReply } from "fastify";

export interface SseWriter {
  /** Aborted when the client goes away before the stream is finished. */
  signal: AbortSignal;
  send(event: StreamEvent): void;
  end(): void;
  readonly started: boolean;
}

/**
 * Opens a server-sent-events response. Headers go out with the first event, so a failure before any
 * output can still become an ordinary JSON error response.
 */
export function openSse(reply: FastifyReply, extraHeaders: Record<string, string> = {}): SseWriter {
  const controller = new AbortController();
  const raw = reply.raw;
  raw.on("close", () => {
    if (!raw.writableFinished) controller.abort(new DOMException("The client disconnected", "AbortError"));
  });
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    reply.hijack();
    raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      ...extraHeaders,
      "content-type": `${STREAM_CONTENT_TYPE}; charset=utf-8`,
      "cache-control": "no-store, no-transform",
      "x-accel-buffering": "no",
      connection: "keep-alive",
    });
    raw.flushHeaders();
  };
  return {
    signal: controller.signal,
    get started() {
      return started;
    },
    send(event) {
      start();
      if (!raw.writableEnded && !raw.destroyed) raw.write(formatStreamEvent(event));
    },
    end() {
      start();
      if (!raw.writableEnded) raw.end();
    },
  };
}
