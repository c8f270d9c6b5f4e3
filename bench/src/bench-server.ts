// The real API server inside a benchmark's process (stream, generate-all, push and events benches): its own
// data directory, PGlite in memory unless a database is given, dev identity tokens, and a small client for
// the set-up calls. What each bench measures stays in the bench.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadOrCreateDevSigningKey } from "../../apps/api/src/auth/dev-keys";
import { devUidForEmail, issueDevIdToken } from "../../apps/api/src/auth/dev-tokens";
import { type CreateServerOptions, createServer, DEV_AUDIENCE, DEV_ISSUER } from "../../apps/api/src/compose";
import { type AppConfig, parseConfig } from "../../apps/api/src/config";
import { openDatabase } from "../../apps/api/src/db/client";

export const BENCH_EMAIL = "bench@example.com";

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A config with a fresh data directory named after the bench; the AI gate is off unless `env` sets it. */
export function benchConfig(name: string, env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), `${name}-`));
  const config = parseConfig({
    PORT: "0",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    AI_CALLS_PER_MINUTE: "0",
    AI_DAILY_TOKEN_BUDGET: "0",
    ...env,
  });
  return { config, dataDir };
}

/** One server instance listening on a loopback port (PGlite in memory when no database is given). */
export async function listenBench(config: AppConfig, options: Omit<CreateServerOptions, "logger">) {
  const database = options.database ?? (await openDatabase({ dataDir: "memory://" }));
  const { app, ctx } = await createServer(config, { ...options, database, logger: false });
  await app.listen({ port: 0, host: "127.0.0.1" });
  return { app, ctx, port: (app.server.address() as { port: number }).port };
}

/** Issues dev identity tokens signed with the data directory's key (the same address is the same user). */
export async function benchTokens(dataDir: string) {
  const key = await loadOrCreateDevSigningKey(dataDir);
  return (email: string, name = email) =>
    issueDevIdToken({
      key,
      issuer: DEV_ISSUER,
      audience: DEV_AUDIENCE,
      uid: devUidForEmail(email),
      email,
      name,
    });
}

/** A request to a `/portal` path as the token's user, with a JSON body when there is one. */
export function portalFetch(port: number, token: string, method: string, path: string, body?: unknown) {
  return fetch(`http://127.0.0.1:${port}/portal${path}`, {
    method,
    headers: {
      "x-user-authorization-token": token,
      ...(body ? { "content-type": "application/json" } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
}

/** A set-up call: the answer's `data`; a failure status throws with the server's message. */
export async function portalCall(port: number, token: string, method: string, path: string, body?: unknown) {
  const res = await portalFetch(port, token, method, path, body);
  const payload = (await res.json()) as { data: unknown; message?: string };
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${payload.message ?? ""}`);
  // biome-ignore lint/suspicious/noExplicitAny: set-up calls read a few fields of varied payloads.
  return payload.data as any;
}

type Call = (method: string, path: string, body?: unknown) => ReturnType<typeof portalCall>;

/** Creates an initiative through `call` and waits until its workstreams are planned; returns its id. */
export async function plannedInitiative(call: Call, description: string, dueInDays = 1): Promise<string> {
  const { id } = await call("POST", "/initiative", {
    description,
    date_due_completion: new Date(Date.now() + dueInDays * 86_400_000).toISOString(),
  });
  while ((await call("GET", `/initiatives/${id}/workstreams`)).heading.status !== "WORKSTREAM_CREATED")
    await sleep(20);
  return id as string;
}

/**
 * One instance with the bench user (BENCH_EMAIL) signed in: `call` and `fetch` act as that user on
 * `/portal` paths; `close` stops the server and removes its data directory.
 */
export async function startBenchServer(
  name: string,
  { env, ...options }: Omit<CreateServerOptions, "logger"> & { env?: Record<string, string> } = {},
) {
  const { config, dataDir } = benchConfig(name, env);
  const instance = await listenBench(config, options);
  const token = await (await benchTokens(dataDir))(BENCH_EMAIL, "Bench");
  const call: Call = (method, path, body) => portalCall(instance.port, token, method, path, body);
  await call("POST", "/user/login");
  return {
    ...instance,
    token,
    call,
    fetch: (method: string, path: string, body?: unknown) =>
      portalFetch(instance.port, token, method, path, body),
    async close() {
      await instance.app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
