// Stream benchmark (issue 5): the real API server in this process, a fake model that sends its first
// chunk after a fixed delay, and HTTP clients reading the SSE streams. Measures (a) the delay the
// server adds to the first chunk and (b) 500 concurrent streams: event-loop lag, lost or reordered
// chunks, memory per stream. Prints a markdown table; exits 1 when a target fails.
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { type PlanProposal, WORKSTREAM_IDS } from "@initiative-planner/contract";
import { type Database, openDatabase } from "../../apps/api/src/db/client";
import type { PlanContext, Planner } from "../../apps/api/src/planner/planner";
import { scratchDatabase } from "../../apps/api/test/scratch-database";
import { plannedInitiative, sleep, startBenchServer } from "./bench-server";
import { percentile } from "./percentile";
import { closeStreamClients, readStream, startClientThread } from "./stream-bench-clients";

const FIRST_CHUNK_DELAY_MS = 40;
const LATENCY_RUNS = 200;
const CONCURRENT = 500;
const CHUNKS_PER_STREAM = 40;
const CHUNK_INTERVAL_MS = 25;
const TARGET_FIRST_CHUNK_P95_MS = 5;
const TARGET_LAG_P99_MS = 50;
const TARGET_KB_PER_STREAM = 256;

/** When the fake model yielded its first chunk, per plan (initiative name | workstream | subsection). */
const modelFirstChunkAt = new Map<string, number>();
let chunksPerStream = CHUNKS_PER_STREAM;
let chunkIntervalMs = CHUNK_INTERVAL_MS;

const keyOf = (c: PlanContext) => `${c.initiativeName}|${c.workstream.id}|${c.subsection?.uid ?? ""}`;

async function* fakeModel(context: PlanContext): AsyncGenerator<string> {
  await sleep(FIRST_CHUNK_DELAY_MS);
  for (let i = 0; i < chunksPerStream; i++) {
    context.signal?.throwIfAborted();
    if (i === 0) modelFirstChunkAt.set(keyOf(context), performance.now());
    else if (chunkIntervalMs > 0) await sleep(chunkIntervalMs);
    yield `c${i}|`;
  }
}

const benchPlanner: Planner = {
  info: { provider: "bench", model: "fake-first-chunk-delay", offline: false },
  async proposePlan(idea) {
    const proposal: PlanProposal = {
      name: idea,
      workstreams: WORKSTREAM_IDS.slice(0, 7).map((id) => ({
        id,
        name: id,
        subsections: Array.from({ length: 6 }, (_, i) => ({
          uid: `part-${i}`,
          display_name: `Part ${i}`,
          placeholder: "x",
        })),
      })),
    };
    return proposal;
  },
  streamSubsection: fakeModel,
  proposeSubsections: () => {
    throw new Error("not used");
  },
  planTasks: () => {
    throw new Error("not used");
  },
  streamImprovement: () => {
    throw new Error("not used");
  },
};

/**
 * PostgreSQL when BENCH_DATABASE_URL names a server (a scratch database is created and dropped),
 * else embedded PGlite in memory.
 */
async function openBenchDatabase(): Promise<Database & { label: string }> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: "memory://" });
    return { ...database, label: "PGlite (embedded)" };
  }
  const scratch = await scratchDatabase(serverUrl, "stream_bench");
  const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 20 });
  return {
    ...database,
    label: "PostgreSQL",
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}

async function main() {
  const database = await openBenchDatabase();
  const server = await startBenchServer("stream-bench", {
    database,
    planner: benchPlanner,
    jobs: { pollMs: 50 },
  });
  const { port, token } = server;

  // Enough planned initiatives for 500 distinct plans (7 workstreams × 6 subsections each).
  const count = Math.ceil(CONCURRENT / 42) + 1;
  const ids: string[] = [];
  for (let i = 0; i < count; i++) ids.push(await plannedInitiative(server.call, `bench-${i}`));
  const plans = ids.flatMap((id, i) =>
    WORKSTREAM_IDS.slice(0, 7).flatMap((ws) =>
      Array.from({ length: 6 }, (_, p) => ({
        path: `/portal/initiatives/${id}/workstreams/${ws}/subsections/part-${p}/stream`,
        key: `bench-${i}|${ws}|part-${p}`,
      })),
    ),
  );

  // (a) First-chunk overhead, one stream at a time.
  chunksPerStream = 5;
  chunkIntervalMs = 0;
  const overheads: number[] = [];
  for (let run = 0; run < LATENCY_RUNS + 20; run++) {
    const plan = plans[run % plans.length]!;
    const outcome = await readStream(port, plan.path, token);
    const modelAt = modelFirstChunkAt.get(plan.key);
    if (outcome.status !== 200 || outcome.firstChunkAt === null || modelAt === undefined) {
      throw new Error(`latency run ${run} failed with status ${outcome.status}`);
    }
    if (run >= 20) overheads.push(outcome.firstChunkAt - modelAt); // the first 20 warm up
  }

  // (b) 500 concurrent streams.
  chunksPerStream = CHUNKS_PER_STREAM;
  chunkIntervalMs = CHUNK_INTERVAL_MS;
  // The clients run on their own thread so the lag measured here is the server's alone.
  const clients = startClientThread(
    port,
    token,
    plans.slice(0, CONCURRENT).map((plan) => plan.path),
    CHUNKS_PER_STREAM,
  );
  await clients.ready;
  (globalThis as { gc?: () => void }).gc?.();
  await sleep(200);
  const baseline = process.memoryUsage();
  let peakHeap = baseline.heapUsed;
  let peakRss = baseline.rss;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakHeap = Math.max(peakHeap, now.heapUsed);
    peakRss = Math.max(peakRss, now.rss);
  }, 20);
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  const started = performance.now();
  const { lost, reordered, failed } = await clients.go();
  const wall = performance.now() - started;
  lag.disable();
  clearInterval(sampler);

  const lagP99 = lag.percentile(99) / 1e6;
  const heapPerStream = (peakHeap - baseline.heapUsed) / CONCURRENT / 1024;
  const rssPerStream = (peakRss - baseline.rss) / CONCURRENT / 1024;
  const p95 = percentile(overheads, 95);

  const rows: Array<[string, string, string, boolean | null]> = [
    [
      `first-chunk overhead p50 (${LATENCY_RUNS} sequential streams)`,
      `${percentile(overheads, 50).toFixed(2)} ms`,
      "",
      null,
    ],
    [
      `first-chunk overhead p95`,
      `${p95.toFixed(2)} ms`,
      `≤ ${TARGET_FIRST_CHUNK_P95_MS} ms`,
      p95 <= TARGET_FIRST_CHUNK_P95_MS,
    ],
    [
      `event-loop lag p99 (${CONCURRENT} concurrent streams)`,
      `${lagP99.toFixed(1)} ms`,
      `≤ ${TARGET_LAG_P99_MS} ms`,
      lagP99 <= TARGET_LAG_P99_MS,
    ],
    [`event-loop lag max`, `${(lag.max / 1e6).toFixed(1)} ms`, "", null],
    [`chunks lost (of ${CONCURRENT * CHUNKS_PER_STREAM})`, String(lost), "0", lost === 0],
    [`chunks reordered`, String(reordered), "0", reordered === 0],
    [`streams failed or without done`, String(failed), "0", failed === 0],
    [
      `heap per stream (peak − baseline)`,
      `${heapPerStream.toFixed(1)} KB`,
      `≤ ${TARGET_KB_PER_STREAM} KB`,
      heapPerStream <= TARGET_KB_PER_STREAM,
    ],
    [`RSS per stream (peak − baseline)`, `${rssPerStream.toFixed(1)} KB`, "", null],
    [
      `wall time for ${CONCURRENT} streams (${CHUNKS_PER_STREAM} chunks, ${CHUNK_INTERVAL_MS} ms apart)`,
      `${(wall / 1000).toFixed(2)} s`,
      "",
      null,
    ],
  ];
  console.log(
    `\nStream benchmark — model first chunk after ${FIRST_CHUNK_DELAY_MS} ms, ${database.label}, server and clients in one process (clients of (b) on their own thread)\n`,
  );
  console.log("| measure | value | target | result |");
  console.log("|---|---|---|---|");
  for (const [name, value, target, pass] of rows) {
    console.log(
      `| ${name} | ${value} | ${target || "—"} | ${pass === null ? "info" : pass ? "PASS" : "FAIL"} |`,
    );
  }
  closeStreamClients();
  await server.close();
  const ok = rows.every(([, , , pass]) => pass !== false);
  process.exit(ok ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
