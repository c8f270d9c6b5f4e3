import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  type RouteCallArgs,
  type RouteDef,
  type RouteResponse,
  routeUrl,
} from "@initiative-planner/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { loadOrCreateDevSigningKey } from "../src/auth/dev-keys";
import { devUidForEmail, issueDevIdToken } from "../src/auth/dev-tokens";
import { type CreateServerOptions, createServer, DEV_AUDIENCE, DEV_ISSUER } from "../src/compose";
import { type AppConfig, parseConfig } from "../src/config";
import type { RouteModule } from "../src/http/app";
import type { AppContext } from "../src/http/context";
import { startFakeOpenAi } from "./fake-provider-server";
import { type DbKind, openTestDatabase } from "./test-db";

export interface TestServer {
  url: string;
  app: FastifyInstance;
  ctx: AppContext;
  config: AppConfig;
  dataDir: string;
  /** A valid dev identity token for this address (the same address is always the same user). */
  token(email: string, name?: string): Promise<string>;
  request(method: string, path: string, init?: RequestOptions): Promise<TestResponse>;
  /**
   * The typed call: `server.call(routes.x, { params, query, body, token })`, the URL and method from the
   * route table; `data` is the success payload as the contract types it (undefined on a failure).
   */
  call<R extends RouteDef>(route: R, ...[init]: RouteCallArgs<R, CallExtras>): Promise<TypedResponse<R>>;
  close(): Promise<void>;
}

export interface RequestOptions {
  token?: string | null;
  body?: unknown;
  /** Sent as-is, without JSON encoding. */
  rawBody?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Reads an event stream only this long, then closes it (endless streams). */
  streamMs?: number;
}

/** What a typed call takes besides the route's own parameters, query and body. */
export type CallExtras = Omit<RequestOptions, "body" | "rawBody">;

export interface TypedResponse<R extends RouteDef> extends TestResponse {
  data: RouteResponse<R>;
}

export interface TestResponse {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: tests inspect arbitrary response bodies.
  body: any;
  text: string;
}

/**
 * Reads a response body; with `streamMs`, an (endless) event stream is read that long and then
 * closed, so a test can call every route the same way.
 */
export async function readBody(response: Response, streamMs?: number): Promise<string> {
  const isStream = response.headers.get("content-type")?.includes("text/event-stream");
  if (streamMs === undefined || !isStream || !response.body) {
    return response.text();
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  const deadline = Date.now() + streamMs;
  for (;;) {
    const timeout = new Promise<null>((resolve) =>
      setTimeout(() => resolve(null), Math.max(0, deadline - Date.now())),
    );
    const next = await Promise.race([reader.read(), timeout]);
    if (next === null || next.done) break;
    text += decoder.decode(next.value, { stream: true });
  }
  await reader.cancel().catch(() => undefined);
  return text;
}

/** Starts the real server on a random loopback port with its own database and data directory. */
export async function startTestServer(
  kind: DbKind = "pglite",
  env: Record<string, string> = {},
  extraModules: RouteModule[] = [],
  /** Server options such as an injected planner or job worker settings. */
  serverOptions: Pick<CreateServerOptions, "planner" | "jobs" | "database" | "logger"> = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "ip-test-"));
  const database = serverOptions.database ?? (await openTestDatabase(kind));
  const config = parseConfig({
    PORT: "0",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    OFFLINE_PLANNER_DELAY_MS: "0",
    // Suites send many unauthenticated requests from one address; the limiter's own tests set it.
    AUTH_RATE_LIMIT_PER_MINUTE: "0",
    ...env,
  });
  const { app, ctx } = await createServer(config, {
    ...serverOptions,
    database,
    logger: serverOptions.logger ?? false,
    extraModules,
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  const key = await loadOrCreateDevSigningKey(dataDir);

  const server: TestServer = {
    url,
    app,
    ctx,
    config,
    dataDir,
    async token(email, name) {
      return issueDevIdToken({
        key,
        issuer: DEV_ISSUER,
        audience: DEV_AUDIENCE,
        uid: devUidForEmail(email),
        email,
        name: name ?? email.split("@")[0]!,
      });
    },
    async request(method, path, init = {}) {
      const headers: Record<string, string> = { ...init.headers };
      if (init.token) headers["x-user-authorization-token"] = init.token;
      let body: string | undefined;
      if (init.rawBody !== undefined) body = init.rawBody;
      else if (init.body !== undefined) {
        body = JSON.stringify(init.body);
        headers["content-type"] ??= "application/json";
      }
      const response = await fetch(url + path, { method, headers, body, signal: init.signal });
      const text = await readBody(response, init.streamMs);
      let parsed: unknown = text;
      if (response.headers.get("content-type")?.includes("json")) {
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = text;
        }
      }
      return { status: response.status, headers: response.headers, body: parsed, text };
    },
    async call(route, ...[init]) {
      const { params, query, body, ...rest } = (init ?? {}) as CallExtras & {
        params?: Record<string, string | number>;
        query?: Record<string, string | number | undefined>;
        body?: unknown;
      };
      const response = await server.request(route.method, routeUrl(route, params, query), { ...rest, body });
      return { ...response, data: response.body?.success === true ? response.body.data : undefined };
    },
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}

/**
 * A resource of the enclosing `describe` (a server, a fake): started in its beforeAll, closed in its
 * afterAll. The value returned stands for it from the first hook on (hooks registered after this call run
 * after it has started); touching it earlier throws, naming `hook`.
 */
export function useStarted<T extends { close(): Promise<unknown> }>(
  hook: string,
  start: () => Promise<T>,
): T {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(async () => started?.close());
  return new Proxy({} as T, {
    get(_, key) {
      if (!started) throw new Error(`${hook}: it starts in beforeAll; use it in hooks and tests`);
      return Reflect.get(started, key);
    },
  });
}

/** The test server of the enclosing `describe` (see useStarted). */
export const useTestServer = (...args: Parameters<typeof startTestServer>): TestServer =>
  useStarted("useTestServer", () => startTestServer(...args));

/** The fake OpenAI-compatible provider of the enclosing `describe` (see useStarted). */
export const useFakeOpenAi = (...args: Parameters<typeof startFakeOpenAi>) =>
  useStarted("useFakeOpenAi", () => startFakeOpenAi(...args));
