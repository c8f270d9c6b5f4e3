// Generate all benchmark (issue 32): the real API server in this process on embedded PGlite, a fake
// model that writes 50 tokens a second. Measures the wall time of Generate all over an initiative of
// 12 subsections beside the sum of the same 12 sections streamed one by one, and the event-loop lag
// while Generate all runs. Prints a markdown table; exits 1 when a target fails.
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import type { PlanProposal } from "@initiative-planner/contract";
import { createOfflinePlanner } from "../../apps/api/src/planner/offline/offline-planner";
import type { PlanContext, Planner } from "../../apps/api/src/planner/planner";
import { plannedInitiative, sleep, startBenchServer } from "./bench-server";

const TOKENS_PER_SECOND = 50;
const TOKENS_PER_SECTION = 60;
const TEAMS = ["product_management", "design", "legal"] as const;
const SECTIONS_PER_TEAM = 4;
const CONCURRENCY = 3;
const TARGET_RATIO = 0.45;
const TARGET_LAG_P99_MS = 50;

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
  const server = await startBenchServer("generate-all-bench", {
    env: { GENERATE_ALL_CONCURRENCY: String(CONCURRENCY) },
    planner: benchPlanner,
    jobs: { pollMs: 50 },
  });
  const { call } = server;
  const planned = () => plannedInitiative(call, "bench idea");

  // (a) The 12 sections one after another, each through the single-section stream.
  const single = await planned();
  const singleStart = performance.now();
  for (const ws of TEAMS) {
    for (let i = 0; i < SECTIONS_PER_TEAM; i++) {
      const res = await server.fetch(
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
  let { run } = await call("POST", `/initiatives/${all}/generate-all`, {});
  while (run.status === "running") {
    await sleep(25);
    ({ run } = await call("GET", `/initiatives/${all}/generate-all`));
  }
  const allMs = performance.now() - allStart;
  lag.disable();
  const done = run.sections.filter((s: { status: string }) => s.status === "done").length;
  if (done !== TEAMS.length * SECTIONS_PER_TEAM)
    throw new Error(`Generate all ended ${run.status} with ${done} done`);

  await server.close();

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
