import type { Initiative, InitiativeStatus } from "@initiative-planner/contract/initiative";
import type { Subsection } from "@initiative-planner/contract/planning";
import { formatStreamEvent, type StreamEvent } from "@initiative-planner/contract/stream";
import { vi } from "vitest";

export const INITIATIVE_ID = "11111111-1111-4111-8111-111111111111";

/** A `text/event-stream` body the test feeds event by event, as a slow model would. */
export class FakeStream {
  private controller!: ReadableStreamDefaultController<Uint8Array>;
  private readonly encoder = new TextEncoder();
  readonly response: Response;

  constructor() {
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => {
        this.controller = controller;
      },
    });
    this.response = new Response(body, { headers: { "content-type": "text/event-stream" } });
  }

  private send(event: StreamEvent) {
    this.controller.enqueue(this.encoder.encode(formatStreamEvent(event)));
  }

  chunk(text: string) {
    this.send({ type: "chunk", text });
  }

  done(version: number) {
    this.send({ type: "done", data: { version } });
    this.controller.close();
  }

  fail(message = "The model failed.", error: "unavailable" | "conflict" = "unavailable") {
    this.send({ type: "error", data: { error, message } });
    this.controller.close();
  }
}

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  signal: AbortSignal | undefined;
}

type Handler = (call: RecordedCall) => Response | Promise<Response>;

export const ok = (data: unknown) => Response.json({ success: true, data });
export const fail = (status: number, message: string) =>
  Response.json({ success: false, error: status === 404 ? "not_found" : "internal", message }, { status });

export const subsection = (uid: string, content = "", version = 0): Subsection => ({
  uid,
  display_name: `${uid[0]?.toUpperCase()}${uid.slice(1)} plan`,
  placeholder: `Describe the ${uid} plan`,
  plan: { content, version, updated_at: content ? "2026-01-01T00:00:00.000Z" : null },
});

/** The initiative as `GET /initiatives/{id}` returns it (the page's one query of it), in a status. */
export const readyInitiative = (
  status: InitiativeStatus = "WORKSTREAM_CREATED",
  failureReason: string | null = null,
): Initiative => ({
  id: INITIATIVE_ID,
  name: "Portal",
  description: "A customer portal",
  date_due_completion: null,
  priority: "HIGH",
  status,
  communication_mode: "SLACK",
  progress: 0,
  team_size: 1,
  role: "owner",
  owner: { id: "user-1", name: "Ada Lovelace" },
  failure_reason: failureReason,
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
});

export const readyDetails = (status: InitiativeStatus = "WORKSTREAM_CREATED") => ({
  heading: { name: "Portal", description: "A customer portal", status, failure_reason: null },
  workstreams: [
    { id: "engg_backend", name: "Backend Engineering" },
    { id: "marketing", name: "Marketing" },
  ],
});

/**
 * Stands in for the API at the fetch boundary: every call is recorded, and each `METHOD /path`
 * (path below /portal, without the query) answers from the handler table.
 */
export function installFakeApi(handlers: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const call: RecordedCall = {
      method: init?.method ?? "GET",
      path: url.pathname.replace(/^\/portal/, ""),
      body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
      signal: init?.signal ?? undefined,
    };
    calls.push(call);
    const handler = handlers[`${call.method} ${call.path}`];
    if (!handler) return fail(404, `No fake for ${call.method} ${call.path}`);
    return handler(call);
  });
  vi.stubGlobal("fetch", fetchMock);
  return {
    calls,
    callsTo: (method: string, suffix: string) =>
      calls.filter((call) => call.method === method && call.path.endsWith(suffix)),
  };
}

const base = `/initiatives/${INITIATIVE_ID}/workstreams`;
export const paths = {
  initiative: `/initiatives/${INITIATIVE_ID}`,
  retry: `/initiative/${INITIATIVE_ID}/retry`,
  workstreams: base,
  subsections: (wsId: string) => `${base}/${wsId}/subsections`,
  sub: (wsId: string, subId: string) => `${base}/${wsId}/subsections/${subId}`,
};
