// Offline planner benchmark: how long the server's loop is held while the offline planner reads an
// idea and proposes its workstreams (analyseIdea + proposeOffline run synchronously on every create).
// Times every labelled idea (training, fresh writers and both held-out sets: only timings are read,
// never the ideas or their results) and the 20,000-character worst-case inputs of the fuzz run, and
// prints one table. The baseline is measured in the same run: the median labelled idea.
import { performance } from "node:perf_hooks";
import { loadLabelledIdeas } from "../../apps/api/src/planner/eval/eval-set";
import { analyseIdea } from "../../apps/api/src/planner/offline/idea-analysis";
import { proposeOffline } from "../../apps/api/src/planner/offline/proposal";
import { PASTED_IDEA, WORST_IDEAS } from "../../apps/api/test/worst-case-inputs";
import { percentile } from "./percentile";

/** The event-loop test's bound on a request's worst stall (apps/api/test/event-loop.test.ts). */
const EVENT_LOOP_BOUND_MS = 400;
/** A 20,000-character idea may hold the loop for at most a quarter of that bound, leaving room for a slow machine. */
const TARGET_WORST_MS = EVENT_LOOP_BOUND_MS / 4;
/** An ordinary idea, as people write them, at the 95th percentile. */
const TARGET_P95_MS = 10;
const RUNS = 5;

/** The median of `RUNS` timings of planning `idea`, in milliseconds. */
function planMs(idea: string): number {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    proposeOffline(analyseIdea(idea));
    times.push(performance.now() - started);
  }
  return percentile(times, 50);
}

// Warm-up: the first call loads the word lists and compiles the patterns.
const coldStarted = performance.now();
proposeOffline(analyseIdea("Warm up the offline planner."));
const coldMs = performance.now() - coldStarted;

const labelled = loadLabelledIdeas().map((idea) => idea.idea);
const ordinary = labelled.map((idea) => planMs(idea));
const baseline = percentile(ordinary, 50);
const worst = [
  { name: "pasted brief (training ideas joined)", ms: planMs(PASTED_IDEA) },
  ...Object.entries(WORST_IDEAS)
    .filter(([name]) => name !== "ordinary (baseline)")
    .map(([name, idea]) => ({ name, ms: planMs(idea) })),
];

const ms = (value: number) => `${value.toFixed(1)} ms`;
console.log(`\nOffline planner: reading an idea and proposing its plan (median of ${RUNS} runs each)\n`);
console.log(`first call, loading word lists and patterns: ${ms(coldMs)}\n`);
console.log("| input | time | baseline: median labelled idea | × baseline |");
console.log("|---|---:|---:|---:|");
const ratio = (value: number) => `${(value / baseline).toFixed(1)}×`;
for (const p of [50, 95, 100]) {
  const value = percentile(ordinary, p);
  const label = p === 100 ? "max" : `p${p}`;
  console.log(
    `| ${labelled.length} labelled ideas, ${label} | ${ms(value)} | ${ms(baseline)} | ${ratio(value)} |`,
  );
}
for (const { name, ms: value } of worst)
  console.log(`| 20,000 characters: ${name} | ${ms(value)} | ${ms(baseline)} | ${ratio(value)} |`);

const worstMs = Math.max(...worst.map((w) => w.ms));
const p95 = percentile(ordinary, 95);
const checks: Array<[string, string, boolean]> = [
  [
    `worst-case idea ≤ ${TARGET_WORST_MS} ms (¼ of the event-loop bound)`,
    ms(worstMs),
    worstMs <= TARGET_WORST_MS,
  ],
  [`labelled ideas p95 ≤ ${TARGET_P95_MS} ms`, ms(p95), p95 <= TARGET_P95_MS],
];
console.log("\n| target | measured | result |");
console.log("|---|---:|---|");
for (const [target, measured, ok] of checks)
  console.log(`| ${target} | ${measured} | ${ok ? "PASS" : "FAIL"} |`);
if (checks.some(([, , ok]) => !ok)) process.exitCode = 1;
