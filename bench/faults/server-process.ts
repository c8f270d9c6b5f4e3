import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", () => resolve()));
  const address = probe.address();
  const port = typeof address === "object" && address ? address.port : 0;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export interface ServerProcess {
  url: string;
  port: number;
  process: ChildProcess;
  /** SIGKILL: no shutdown code runs, as in a crash or an OOM kill. */
  kill9(): Promise<void>;
  stop(): Promise<void>;
  output(): string;
}

/** Starts the real API server (TypeScript sources through tsx) as a separate process. */
export async function startServerProcess(env: Record<string, string>, port?: number): Promise<ServerProcess> {
  const chosen = port ?? (await freePort());
  let output = "";
  const child = spawn(process.execPath, ["--import", "tsx", "apps/api/src/server.ts"], {
    cwd: root,
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(chosen),
      LOG_LEVEL: "warn",
      WEB_DIST: "/nonexistent",
      // Fault runs create hundreds of initiatives and sign in often from one address.
      AI_CALLS_PER_MINUTE: "0",
      AUTH_RATE_LIMIT_PER_MINUTE: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => {
    output += d;
  });
  child.stderr?.on("data", (d) => {
    output += d;
  });
  const url = `http://127.0.0.1:${chosen}`;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited during start:\n${output}`);
    try {
      const res = await fetch(`${url}/portal/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    port: chosen,
    process: child,
    async kill9() {
      child.kill("SIGKILL");
      await exited;
    },
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await exited;
      }
    },
    output: () => output,
  };
}

/** A dev identity token from the server's own dev provider. */
export async function devToken(url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/dev-auth/token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, name: email.split("@")[0] }),
  });
  const body = (await res.json()) as { idToken?: string; data?: { idToken: string } };
  const token = body.idToken ?? body.data?.idToken;
  if (!token) throw new Error(`no token: ${JSON.stringify(body)}`);
  return token;
}

export async function call(url: string, method: string, path: string, token: string | null, body?: unknown) {
  const headers: Record<string, string> = {};
  if (token) headers["x-user-authorization-token"] = token;
  if (body !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(url + path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  // biome-ignore lint/suspicious/noExplicitAny: fault tests read arbitrary payloads.
  return { status: res.status, body: json as any };
}
