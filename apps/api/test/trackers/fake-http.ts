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

export interface FakeHttp {
  url: string;
  requests: Recorded[];
  /** The next requests get these answers instead (one each), before any handling. */
  failNext(...replies: Reply[]): void;
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

export async function startFakeHttp(handler: Handler): Promise<FakeHttp> {
  const requests: Recorded[] = [];
  const queued: Reply[] = [];
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const recorded: Recorded = {
      method: req.method ?? "GET",
      path: url.pathname,
      headers: req.headers,
      body: await readBody(req),
    };
    requests.push(recorded);
    try {
      send(res, queued.shift() ?? (await handler(recorded, url)));
    } catch (error) {
      send(res, { status: 500, body: { message: String(error) } });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext: (...replies) => queued.push(...replies),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
