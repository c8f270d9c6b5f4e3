// `npm run bench:load`: 200 concurrent simulated users for 60 s against one API process, then against two
// processes sharing one PostgreSQL database. Prints req/s, p50/p95/p99 per call type, errors, and memory.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { call, devToken, type ServerProcess, startServerProcess } from "../faults/server-process";
import { freshDatabase, plannedInitiative } from "../faults/support";

const USERS = Number(process.env.LOAD_USERS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);

type Kind = "list" | "search" | "open" | "workstreams" | "generate" | "improve";
const MIX: Array<[Kind, number]> = [
  ["list", 30],
  ["search", 15],
  ["open", 15],
  ["workstreams", 20],
  ["generate", 10],
  ["improve", 10],
];

interface SimUser {
  token: string;
  initiativeId: string;
  wsId: string;
  subId: string;
  server: string;
}

function pick(): Kind {
  let roll = Math.random() * 100;
  for (const [kind, weight] of MIX) {
    roll -= weight;
    if (roll < 0) return kind;
  }
  return "list";
}

async function timed(
  samples: Map<Kind, number[]>,
  errors: Map<Kind, number>,
  kind: Kind,
  work: () => Promise<boolean>,
) {
  const started = performance.now();
  let ok = false;
  try {
    ok = await work();
  } catch {
    ok = false;
  }
  const ms = performance.now() - started;
  if (ok) samples.get(kind)!.push(ms);
  else errors.set(kind, (errors.get(kind) ?? 0) + 1);
}

async function stream(url: string, method: string, token: string, body: unknown): Promise<boolean> {
  const res = await fetch(url, {
    method,
    headers: { "x-user-authorization-token": token, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return res.status === 200 && text.includes("event: done");
}

async function act(user: SimUser, kind: Kind): Promise<boolean> {
  const { server, token, initiativeId: id, wsId, subId } = user;
  const sub = `/portal/initiatives/${id}/workstreams/${wsId}/subsections/${subId}`;
  switch (kind) {
    case "list":
      return (await call(server, "GET", "/portal/initiative?page=0&size=10", token)).status === 200;
    case "search":
      return (
        (await call(server, "GET", "/portal/initiative?page=0&size=10&search=loyal", token)).status === 200
      );
    case "open": {
      const [a, b] = await Promise.all([
        call(server, "GET", `/portal/initiatives/${id}`, token),
        call(server, "GET", `/portal/initiative/${id}/details`, token),
      ]);
      return a.status === 200 && b.status === 200;
    }
    case "workstreams": {
      const a = await call(server, "GET", `/portal/initiatives/${id}/workstreams`, token);
      const b = await call(server, "GET", `/portal/initiatives/${id}/workstreams/${wsId}/subsections`, token);
      return a.status === 200 && b.status === 200;
    }
    case "generate":
      return stream(`${server}${sub}/stream`, "POST", token, {});
    case "improve":
      return stream(`${server}${sub}/improve`, "PATCH", token, {
        current_response: "# Plan\n\nLaunch the loyalty app to every shop.",
        snippet: "Launch the loyalty app to every shop.",
        user_query: "Make this more professional and concise",
      });
  }
}

const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;
const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;

async function phase(label: string, users: SimUser[], servers: ServerProcess[]) {
  const samples = new Map<Kind, number[]>(MIX.map(([k]) => [k, []]));
  const errors = new Map<Kind, number>();
  const deadline = Date.now() + SECONDS * 1000;
  await Promise.all(
    users.map(async (user) => {
      while (Date.now() < deadline) {
        const kind = pick();
        await timed(samples, errors, kind, async () => act(user, kind));
      }
    }),
  );
  const rows = [...samples.entries()].map(([kind, values]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return {
      kind,
      count: values.length,
      errors: errors.get(kind) ?? 0,
      p50: pct(sorted, 50),
      p95: pct(sorted, 95),
      p99: pct(sorted, 99),
    };
  });
  const total = rows.reduce((n, r) => n + r.count, 0);
  const totalErrors = rows.reduce((n, r) => n + r.errors, 0);
  console.log(
    `\n### ${label}: ${USERS} users, ${SECONDS} s — ${(total / SECONDS).toFixed(0)} req/s, errors ${totalErrors} (target 0)\n`,
  );
  console.log("| call | requests | req/s | p50 ms | p95 ms | p99 ms | errors |");
  console.log("|---|---:|---:|---:|---:|---:|---:|");
  for (const r of rows) {
    console.log(
      `| ${r.kind} | ${r.count} | ${(r.count / SECONDS).toFixed(1)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} |`,
    );
  }
  console.log(
    `\nmemory (RSS) at the end: ${servers.map((s, i) => `process ${i + 1}: ${rssMb(s.process.pid!).toFixed(0)} MB`).join(", ")}`,
  );
  return totalErrors;
}

async function main() {
  const db = await freshDatabase();
  const env = {
    DATABASE_URL: db.url,
    DATA_DIR: mkdtempSync(join(tmpdir(), "ip-load-")),
    OFFLINE_PLANNER_DELAY_MS: "0",
    AI_CALLS_PER_MINUTE: "1000000",
    AI_DAILY_TOKEN_BUDGET: "1000000000",
    // Every simulated user signs in from this one address.
    AUTH_RATE_LIMIT_PER_MINUTE: "0",
    JOB_POLL_MS: "100",
    LOG_LEVEL: "error",
  };
  const servers: ServerProcess[] = [];
  try {
    servers.push(await startServerProcess(env));
    console.log(`seeding ${USERS} users, each with an initiative planned by the offline planner…`);
    const users: SimUser[] = [];
    for (let i = 0; i < USERS; i += 20) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(20, USERS - i) }, async (_, j) => {
          const url = servers[0]!.url;
          const token = await devToken(url, `load-${i + j}@example.com`);
          await call(url, "POST", "/portal/user/login", token);
          const { id, wsId, subId } = await plannedInitiative(
            url,
            token,
            `A loyalty programme for coffee shop ${i + j} with points and rewards`,
          );
          return { token, initiativeId: id, wsId, subId, server: url };
        }),
      );
      users.push(...batch);
    }
    let errors = await phase("one API process", users, servers);
    servers.push(await startServerProcess(env));
    const spread = users.map((u, i) => ({ ...u, server: servers[i % 2]!.url }));
    errors += await phase("two API processes, one database", spread, servers);
    process.exitCode = errors === 0 ? 0 : 1;
  } finally {
    for (const s of servers) await s.stop();
    await db.drop();
  }
}

await main();
