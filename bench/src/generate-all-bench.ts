// Generate all benchmark (issue 32): the real API server in this process on embedded PGlite, a fake
// model that writes 50 tokens a second. Measures the wall time of Generate all over an initiative of
// 12 subsections beside the sum of the same 12 sections streamed one by one, and the event-loop lag
// while Generate all runs. Prints a markdown table; exits 1 when a target fails.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import type { PlanProposal } from "@initiative-planner/contract";
import { loadOrCreateDevSigningKey } from "../../apps/api/src/auth/dev-keys";
import { devUidForEmail, issueDevIdToken } from "../../apps/api/src/auth/dev-tokens";
import { createServer, DEV_AUDIENCE, DEV_ISSUER } from "../../apps/api/src/compose";
import { parseConfig } from "../../apps/api/src/config";
import { openDatabase } from "../../apps/api/src/db/client";
import { createOfflinePlanner } from "../../apps/api/src/planner/offline/offline-planner";
import type { PlanContext, Planner } from "../../apps/api/src/planner/planner";

const TOKENS_PER_SECOND = 50;
const TOKENS_PER_SECTION = 60;
const TEAMS = ["product_management", "design", "legal"] as const;
const SECTIONS_PER_TEAM = 4;
const CONCURRENCY = 3;
const TARGET_RATIO = 0.45;
const TARGET_LAG_P99_MS = 50;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One token per chunk at TOKENS_PER_SECOND, as a provider streaming at that rate would. */
async function* fakeModel(context: PlanContext): AsyncGenerator<string> {
  for (let i = 0; i < TOKENS_PER_SECTION; i++) {
    context.signal?.throwIfAborted();
    await sleep(1000 / TOKENS_PER_SECOND);
    yield i === 0 ? "# Plan\n\n" : "word ";
  }
}

const proposal: PlanProposal = {
  name: "Bench initiative",
  workstreams: TEAMS.map((id) => ({
    id,
    name: id,
    subsections: Array.from({ length: SECTIONS_PER_TEAM }, (_, i) => ({
      uid: `part-${i}`,
      display_name: `Part ${i}`,
      placeholder: "x",
    })),
  })),
};

const benchPlanner: Planner = {
  ...createOfflinePlanner({ delayMs: 0 }),
  info: { provider: "bench", model: "fake-50-tokens-per-second", offline: false },
  proposePlan: async () => proposal,
  streamSubsection: fakeModel,
};

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), "generate-all-bench-"));
  const config = parseConfig({
    PORT: "0",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    AI_CALLS_PER_MINUTE: "0",
    AI_DAILY_TOKEN_BUDGET: "0",
    GENERATE_ALL_CONCURRENCY: String(CONCURRENCY),
  });
  const database = await openDatabase({ dataDir: "memory://" });
  const { app } = await createServer(config, {
    database,
    logger: false,
    planner: benchPlanner,
    jobs: { pollMs: 50 },
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const port = (app.server.address() as { port: number }).port;
  const email = "bench@example.com";
  const token = await issueDevIdToken({
    key: await loadOrCreateDevSigningKey(dataDir),
    issuer: DEV_ISSUER,
    audience: DEV_AUDIENCE,
    uid: devUidForEmail(email),
    email,
    name: "Bench",
  });
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`http://127.0.0.1:${port}/portal${path}`, {
      method,
      headers: {
        "x-user-authorization-token": token,
        ...(body ? { "content-type": "application/json" } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    return res;
  };
  // biome-ignore lint/suspicious/noExplicitAny: set-up calls read a few fields of varied payloads.
  const json = async (res: Response) => ((await res.json()) as { data: any }).data;
  await call("POST", "/user/login");
  const planned = async () => {
    const id = (
      await json(
        await call("POST", "/initiative", {
          description: "bench idea",
          date_due_completion: new Date(Date.now() + 86_400_000).toISOString(),
        }),
      )
    ).id as string;
    while (
      (await json(await call("GET", `/initiatives/${id}/workstreams`))).heading.status !==
      "WORKSTREAM_CREATED"
    )
      await sleep(20);
    return id;
  };

  // (a) The 12 sections one after another, each through the single-section stream.
  const single = await planned();
  const singleStart = performance.now();
  for (const ws of TEAMS) {
    for (let i = 0; i < SECTIONS_PER_TEAM; i++) {
      const res = await call(
        "POST",
        `/initiatives/${single}/workstreams/${ws}/subsections/part-${i}/stream`,
        {},
      );
      const text = await res.text();
      if (!text.includes("event: done")) throw new Error(`single stream failed: ${text.slice(0, 200)}`);
    }
  }
  const sumMs = performance.now() - singleStart;

  // (b) Generate all over the same shape, with the event loop watched.
  const all = await planned();
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  const allStart = performance.now();
  const started = await call("POST", `/initiatives/${all}/generate-all`, {});
  if (!started.ok) throw new Error(`start failed: ${await started.text()}`);
  let run = (await json(started)).run;
  while (run.status === "running") {
    await sleep(25);
    run = (await json(await call("GET", `/initiatives/${all}/generate-all`))).run;
  }
  const allMs = performance.now() - allStart;
  lag.disable();
  const done = run.sections.filter((s: { status: string }) => s.status === "done").length;
  if (done !== TEAMS.length * SECTIONS_PER_TEAM)
    throw new Error(`Generate all ended ${run.status} with ${done} done`);

  await app.close();
  rmSync(dataDir, { recursive: true, force: true });

  const ratio = allMs / sumMs;
  const lagP99 = lag.percentile(99) / 1e6;
  const lagMax = lag.max / 1e6;
  const sections = TEAMS.length * SECTIONS_PER_TEAM;
  const row = (m: string, v: string, baseline: string, target: string, ok: boolean) =>
    `| ${m} | ${v} | ${baseline} | ${target} | ${ok ? "met" : "MISSED"} |`;
  console.log(
    `\nGenerate all — ${sections} subsections, fake model at ${TOKENS_PER_SECOND} tokens/s (${TOKENS_PER_SECTION} tokens each), concurrency ${CONCURRENCY}, PGlite\n`,
  );
  console.log("| measure | value | baseline | target | |");
  console.log("|---|---|---|---|---|");
  console.log(
    row("sum of single sections (one after another)", `${(sumMs / 1000).toFixed(2)} s`, "–", "–", true),
  );
  console.log(
    row(
      "Generate all wall time",
      `${(allMs / 1000).toFixed(2)} s`,
      `${(sumMs / 1000).toFixed(2)} s (one click each)`,
      `≤ ${((TARGET_RATIO * sumMs) / 1000).toFixed(2)} s`,
      ratio <= TARGET_RATIO,
    ),
  );
  console.log(
    row("Generate all ÷ sum", `${ratio.toFixed(2)}×`, "1.00×", `≤ ${TARGET_RATIO}×`, ratio <= TARGET_RATIO),
  );
  console.log(
    row(
      "event-loop lag p99 during Generate all",
      `${lagP99.toFixed(1)} ms`,
      "–",
      `≤ ${TARGET_LAG_P99_MS} ms`,
      lagP99 <= TARGET_LAG_P99_MS,
    ),
  );
  console.log(row("event-loop lag max during Generate all", `${lagMax.toFixed(1)} ms`, "–", "–", true));
  if (ratio > TARGET_RATIO || lagP99 > TARGET_LAG_P99_MS) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
