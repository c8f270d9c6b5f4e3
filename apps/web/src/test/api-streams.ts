import { formatInitiativeEvent, type InitiativeEvent } from "@initiative-planner/contract/events";
import { routes } from "@initiative-planner/contract/routes";
import {
  formatStreamEvent,
  STREAM_CONTENT_TYPE,
  type StreamError,
} from "@initiative-planner/contract/stream";
import { handle } from "./api-handlers";

/**
 * A `text/event-stream` answer the test feeds as it goes, as a slow model or a live initiative would:
 * return `stream.response` from a handler, then write to it. Written after the client gave up, it is ignored.
 */
export class FeedStream {
  private controller!: ReadableStreamDefaultController<Uint8Array>;
  private readonly encoder = new TextEncoder();
  private open = true;
  readonly response: Response;

  constructor() {
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => {
        this.controller = controller;
      },
      cancel: () => {
        this.open = false;
      },
    });
    this.response = new Response(body, {
      headers: { "content-type": `${STREAM_CONTENT_TYPE}; charset=utf-8` },
    });
  }

  /** Sends already formatted SSE text. */
  write(text: string) {
    if (this.open) this.controller.enqueue(this.encoder.encode(text));
  }

  close() {
    if (this.open) this.controller.close();
    this.open = false;
  }
}

/** A plan or task-breakdown stream (`…/stream`, `…/improve`): markdown chunks, then done or an error. */
export class PlanStream extends FeedStream {
  chunk(text: string) {
    this.write(formatStreamEvent({ type: "chunk", text }));
  }

  done(version: number) {
    this.write(formatStreamEvent({ type: "done", data: { version } }));
    this.close();
  }

  fail(message = "The model failed.", error: StreamError["error"] = "unavailable") {
    this.write(formatStreamEvent({ type: "error", data: { error, message } }));
    this.close();
  }
}

/** An initiative's live events (`GET …/events`). */
export class EventStream extends FeedStream {
  send(event: InitiativeEvent) {
    this.write(formatInitiativeEvent(event));
  }
}

/** An open initiative's live events while nothing happens: `GET …/events` answers a stream that stays quiet. */
export const serveQuietEvents = () => handle(routes.initiativeEvents, () => new EventStream().response);
