import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

import { openAiChat, type WireFormat } from "./fake-provider-formats";

/**
 * A small fake LLM provider for tests: it speaks one provider's wire format (see
 * fake-provider-formats.ts: OpenAI Chat Completions and Responses, Anthropic Messages, Google
 * Gemini, Ollama), streams or returns what the test asks, fails on demand, and records every
 * request including whether and when the client closed the connection early.
 */

export type FakeBehaviour =
  /** SSE stream of these text chunks, then a stop finish, a usage chunk and `[DONE]`. */
  | { kind: "stream"; chunks: string[]; chunkDelayMs?: number; firstChunkDelayMs?: number; usage?: FakeUsage }
  /** One message with this content (an object is sent as JSON text); streamed as one chunk if asked. */
  | { kind: "json"; content: unknown; usage?: FakeUsage }
  /** An HTTP error response in the format's error shape (or `body`), with extra headers (Retry-After). */
  | { kind: "status"; status: number; body?: unknown; headers?: Record<string, string> }
  /** Streams `chunks`, then the format's in-stream error event, and ends the response. */
  | { kind: "fail"; chunks: string[]; message?: string }
  /** Accepts the request and never answers. */
  | { kind: "hang" }
  /** Streams `chunks`, then destroys the socket after `cutAfter` of them (no finish, no `[DONE]`). */
  | { kind: "cut"; chunks: string[]; cutAfter: number; chunkDelayMs?: number };

export interface FakeUsage {
  prompt_tokens: number;
  completion_tokens: number;
}

export interface RecordedRequest {
  index: number;
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  // biome-ignore lint/suspicious/noExplicitAny: the request body is whatever the provider sent.
  body: any;
  receivedAt: number;
  /** When the client closed the connection before the response was complete (null: it didn't). */
  closedAt: number | null;
  /** When the server finished its response (null while streaming, hanging or cut). */
  completedAt: number | null;
}

export interface FakeOpenAi {
  /** Base URL to use as LLM_BASE_URL (the format's API root, e.g. ending in /v1). */
  url: string;
  requests: RecordedRequest[];
  /** Replace the behaviour for later requests. */
  setBehaviour(behaviour: FakeBehaviourSource): void;
  /** Resolves once `count` requests have arrived. */
  waitForRequests(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** A fixed behaviour, or one chosen per request (e.g. invalid JSON first, valid JSON second). */
export type FakeBehaviourSource = FakeBehaviour | ((request: RecordedRequest) => FakeBehaviour);

const DEFAULT_USAGE: FakeUsage = { prompt_tokens: 11, completion_tokens: 7 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An OpenAI-compatible Chat Completions server (what `@ai-sdk/openai-compatible` talks to). */
export const startFakeOpenAi = (options: { behaviour: FakeBehaviourSource }) =>
  startFakeProvider({ ...options, format: openAiChat });

export type FakeProvider = FakeOpenAi;

export async function startFakeProvider(options: {
  behaviour: FakeBehaviourSource;
  format: WireFormat;
}): Promise<FakeProvider> {
  const { format } = options;
  let source = options.behaviour;
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();
  const waiters: Array<() => void> = [];

  const server = createServer(async (req, res) => {
    const raw = await readBody(req);
    const record: RecordedRequest = {
      index: requests.length,
      method: req.method ?? "",
      path: req.url ?? "",
      headers: req.headers,
      body: parseJson(raw),
      receivedAt: Date.now(),
      closedAt: null,
      completedAt: null,
    };
    requests.push(record);
    for (const wake of waiters.splice(0)) wake();
    res.on("close", () => {
      if (!res.writableFinished && record.closedAt === null) record.closedAt = Date.now();
    });

    const call = record.method === "POST" ? format.route(record.path, record.body) : null;
    if (!call) return send(res, 404, format.errorBody(404, "not found"), record);
    const behaviour = typeof source === "function" ? source(record) : source;
    await respond(format, call, behaviour, record, req, res);
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}${format.basePath}`,
    requests,
    setBehaviour(next) {
      source = next;
    },
    async waitForRequests(count, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (requests.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} requests, got ${requests.length}`);
        await Promise.race([new Promise<void>((resolve) => waiters.push(resolve)), sleep(50)]);
      }
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function respond(
  format: WireFormat,
  call: { stream: boolean; model: string },
  behaviour: FakeBehaviour,
  record: RecordedRequest,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const { model, stream } = call;
  const usage = ("usage" in behaviour && behaviour.usage) || DEFAULT_USAGE;
  switch (behaviour.kind) {
    case "status":
      return send(
        res,
        behaviour.status,
        behaviour.body ?? format.errorBody(behaviour.status, "fake upstream failure"),
        record,
        behaviour.headers,
      );
    case "hang":
      return;
    case "json": {
      const content =
        typeof behaviour.content === "string" ? behaviour.content : JSON.stringify(behaviour.content);
      if (stream) return streamChunks(format, res, record, model, [content], {}, usage);
      return send(res, 200, format.complete(model, content, usage), record);
    }
    case "stream":
      if (!stream) return send(res, 200, format.complete(model, behaviour.chunks.join(""), usage), record);
      return streamChunks(format, res, record, model, behaviour.chunks, behaviour, usage);
    case "fail": {
      startSse(res);
      for (const frame of format.streamStart(model)) res.write(frame);
      for (const [i, chunk] of behaviour.chunks.entries()) res.write(format.streamText(model, chunk, i));
      res.end(format.streamError(behaviour.message ?? "The model is overloaded."));
      record.completedAt = Date.now();
      return;
    }
    case "cut": {
      startSse(res);
      for (const frame of format.streamStart(model)) res.write(frame);
      for (const [i, chunk] of behaviour.chunks.slice(0, behaviour.cutAfter).entries()) {
        if (i > 0 && behaviour.chunkDelayMs) await sleep(behaviour.chunkDelayMs);
        res.write(format.streamText(model, chunk, i));
      }
      await sleep(20);
      req.socket.destroy();
      return;
    }
  }
}

async function streamChunks(
  format: WireFormat,
  res: ServerResponse,
  record: RecordedRequest,
  model: string,
  chunks: string[],
  timing: { chunkDelayMs?: number; firstChunkDelayMs?: number },
  usage: FakeUsage,
) {
  startSse(res);
  for (const frame of format.streamStart(model)) res.write(frame);
  if (timing.firstChunkDelayMs) await sleep(timing.firstChunkDelayMs);
  for (const [i, chunk] of chunks.entries()) {
    if (record.closedAt !== null) return;
    if (i > 0 && timing.chunkDelayMs) await sleep(timing.chunkDelayMs);
    res.write(format.streamText(model, chunk, i));
  }
  if (record.closedAt !== null) return;
  res.end(format.streamEnd(model, chunks.join(""), usage).join(""));
  record.completedAt = Date.now();
}

function startSse(res: ServerResponse) {
  res.writeHead(200, {
    "content-type": "text/event-stream",
    "cache-control": "no-cache",
    connection: "keep-alive",
  });
  res.flushHeaders();
}

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  record: RecordedRequest,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(typeof body === "string" ? body : JSON.stringify(body));
  record.completedAt = Date.now();
}

async function readBody(req: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return Buffer.concat(parts).toString("utf8");
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
