import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * The shared base of the tracker fakes (GitHub REST, Linear GraphQL, Jira Cloud REST): a real HTTP
 * server on 127.0.0.1 that records every request and can fail the next ones on demand (429 with
 * Retry-After, 5xx), so the product's real clients meet the failures they meet in production.
 */

export interface Recorded {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  // biome-ignore lint/suspicious/noExplicitAny: whatever the client sent.
  body: any;
}

export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type Handler = (request: Recorded, url: URL) => Reply | Promise<Reply>;

/**
 * A tracker's request budget (GitHub's and Linear's documented limits are per hour, e.g. 5,000): every answer
 * carries the tracker's rate-limit headers, and a request over the budget gets the tracker's refusal.
 */
export interface RateLimit {
  perHour: number;
  /** The tracker's answer once the budget is spent (`resetAt`: epoch seconds the window ends). */
  refuse: (resetAt: number) => Reply;
  /** The tracker's rate-limit headers on every answer. */
  headers: (limit: number, remaining: number, resetAt: number) => Record<string, string>;
}

export interface FakeHttp {
  url: string;
  requests: Recorded[];
  /** Answers refused by the request budget so far. */
  refused: () => number;
  /** The next requests get these answers instead (one each), before any handling. */
  failNext(...replies: Reply[]): void;
  /** Holds every answer this long after handling the request (a slow tracker; a crash can land mid-request). */
  delayAnswers(ms: number): void;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function send(res: ServerResponse, reply: Reply) {
  const body =
    reply.body === undefined ? "" : typeof reply.body === "string" ? reply.body : JSON.stringify(reply.body);
  const type = typeof reply.body === "string" ? "text/plain" : "application/json; charset=utf-8";
  res.writeHead(reply.status, { "content-type": type, ...reply.headers });
  res.end(body);
}

export async function startFakeHttp(handler: Handler, rateLimit?: RateLimit): Promise<FakeHttp> {
  const requests: Recorded[] = [];
  const queued: Reply[] = [];
  let windowStart = Date.now();
  let used = 0;
  let refused = 0;
  let delayMs = 0;
  /** The budget's answer for this request: null to go on, with the headers to add. */
  const budget = (): { reply: Reply | null; headers: Record<string, string> } => {
    if (!rateLimit) return { reply: null, headers: {} };
    if (Date.now() - windowStart >= 3_600_000) {
      windowStart = Date.now();
      used = 0;
    }
    const resetAt = Math.ceil((windowStart + 3_600_000) / 1000);
    if (used >= rateLimit.perHour) {
      refused += 1;
      return { reply: rateLimit.refuse(resetAt), headers: rateLimit.headers(rateLimit.perHour, 0, resetAt) };
    }
    used += 1;
    return { reply: null, headers: rateLimit.headers(rateLimit.perHour, rateLimit.perHour - used, resetAt) };
  };
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const recorded: Recorded = {
      method: req.method ?? "GET",
      path: url.pathname,
      headers: req.headers,
      body: await readBody(req),
    };
    requests.push(recorded);
    const limit = budget();
    try {
      const reply = queued.shift() ?? limit.reply ?? (await handler(recorded, url));
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (!res.destroyed) send(res, { ...reply, headers: { ...limit.headers, ...reply.headers } });
    } catch (error) {
      send(res, { status: 500, body: { message: String(error) } });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    refused: () => refused,
    failNext: (...replies) => queued.push(...replies),
    delayAnswers: (ms) => {
      delayMs = ms;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
