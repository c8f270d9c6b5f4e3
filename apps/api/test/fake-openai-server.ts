import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

/**
 * A small OpenAI-compatible chat-completions server for tests (what `@ai-sdk/openai-compatible`
 * talks to): it streams or returns what the test asks, fails on demand, and records every request
 * including whether and when the client closed the connection early.
 */

export type FakeBehaviour =
  /** SSE stream of these text chunks, then a stop finish, a usage chunk and `[DONE]`. */
  | { kind: "stream"; chunks: string[]; chunkDelayMs?: number; firstChunkDelayMs?: number; usage?: FakeUsage }
  /** One message with this content (an object is sent as JSON text); streamed as one chunk if asked. */
  | { kind: "json"; content: unknown; usage?: FakeUsage }
  /** An HTTP error response. */
  | { kind: "status"; status: number; body?: unknown }
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
  /** Base URL to use as LLM_BASE_URL (ends in /v1). */
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

export async function startFakeOpenAi(options: {
  behaviour: FakeBehaviourSource;
  /** Ids listed by `GET /v1/models`. */
  models?: string[];
  /** When set, `GET /v1/models` needs `Authorization: Bearer <apiKey>`. */
  apiKey?: string;
}): Promise<FakeOpenAi> {
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

    if (record.path.endsWith("/models") && record.method === "GET") {
      // The provider's model list (`/v1/models`), refused without the expected key when one is set.
      if (options.apiKey && req.headers.authorization !== `Bearer ${options.apiKey}`) {
        return send(res, 401, { error: { message: "Incorrect API key provided." } }, record);
      }
      return send(
        res,
        200,
        { object: "list", data: (options.models ?? ["fake-model"]).map((id) => ({ id, object: "model" })) },
        record,
      );
    }
    if (!record.path.endsWith("/chat/completions") || record.method !== "POST") {
      return send(res, 404, { error: { message: "not found" } }, record);
    }
    const behaviour = typeof source === "function" ? source(record) : source;
    await respond(behaviour, record, req, res);
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
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
  behaviour: FakeBehaviour,
  record: RecordedRequest,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const model = String(record.body?.model ?? "fake-model");
  const stream = record.body?.stream === true;
  switch (behaviour.kind) {
    case "status":
      return send(
        res,
        behaviour.status,
        behaviour.body ?? { error: { message: "fake upstream failure" } },
        record,
      );
    case "hang":
      return;
    case "json": {
      const content =
        typeof behaviour.content === "string" ? behaviour.content : JSON.stringify(behaviour.content);
      if (stream) return streamChunks(res, record, model, [content], {}, behaviour.usage);
      return send(res, 200, completion(model, content, behaviour.usage ?? DEFAULT_USAGE), record);
    }
    case "stream":
      if (!stream)
        return send(
          res,
          200,
          completion(model, behaviour.chunks.join(""), behaviour.usage ?? DEFAULT_USAGE),
          record,
        );
      return streamChunks(res, record, model, behaviour.chunks, behaviour, behaviour.usage);
    case "cut": {
      startSse(res);
      for (const [i, chunk] of behaviour.chunks.slice(0, behaviour.cutAfter).entries()) {
        if (i > 0 && behaviour.chunkDelayMs) await sleep(behaviour.chunkDelayMs);
        res.write(sse(delta(model, { content: chunk })));
      }
      await sleep(20);
      req.socket.destroy();
      return;
    }
  }
}

async function streamChunks(
  res: ServerResponse,
  record: RecordedRequest,
  model: string,
  chunks: string[],
  timing: { chunkDelayMs?: number; firstChunkDelayMs?: number },
  usage: FakeUsage = DEFAULT_USAGE,
) {
  startSse(res);
  if (timing.firstChunkDelayMs) await sleep(timing.firstChunkDelayMs);
  for (const [i, chunk] of chunks.entries()) {
    if (record.closedAt !== null) return;
    if (i > 0 && timing.chunkDelayMs) await sleep(timing.chunkDelayMs);
    const first = i === 0 ? { role: "assistant" } : {};
    res.write(sse(delta(model, { ...first, content: chunk })));
  }
  if (record.closedAt !== null) return;
  res.write(
    sse({
      ...envelope(model, "chat.completion.chunk"),
      choices: [{ index: 0, delta: {}, finish_reason: "stop" }],
    }),
  );
  res.write(sse({ ...envelope(model, "chat.completion.chunk"), choices: [], usage: withTotal(usage) }));
  res.end("data: [DONE]\n\n");
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

const envelope = (model: string, object: string) => ({
  id: "chatcmpl-fake",
  object,
  created: 1_700_000_000,
  model,
});
const sse = (data: unknown) => `data: ${JSON.stringify(data)}\n\n`;
const withTotal = (u: FakeUsage) => ({ ...u, total_tokens: u.prompt_tokens + u.completion_tokens });
const delta = (model: string, d: Record<string, unknown>) => ({
  ...envelope(model, "chat.completion.chunk"),
  choices: [{ index: 0, delta: d, finish_reason: null }],
});
const completion = (model: string, content: string, usage: FakeUsage) => ({
  ...envelope(model, "chat.completion"),
  choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
  usage: withTotal(usage),
});

function send(res: ServerResponse, status: number, body: unknown, record: RecordedRequest) {
  res.writeHead(status, { "content-type": "application/json" });
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
