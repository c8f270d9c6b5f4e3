// `npm test`: typecheck, lint, unit and integration tests, then the Chromium tests when Chromium exists.
// Ends with one plain line 'N passed, N failed' counting every test that ran.
//
// Steps run in four stages (docs/decisions/185, 203). Within a stage the steps run at once: the API
// tests spend much of their time waiting on databases and HTTP, and most Chromium specs on the
// browser, so a 2-core machine has room for both. What asserts timings runs last: the Chromium specs
// of the `chromium-alone` project beside the API files that mostly wait out leases and delays, and
// then, alone, the event-loop test, whose bound is on the worst stall of the server's loop: beside
// the Chromium specs a 16 ms stall measured 500 ms (decision 203). The first step of a stage streams
// its output; the others' output is printed when they end, each in one block.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { playwrightFailures, vitestFailures } from "./test-reports.mjs";

const reports = mkdtempSync(join(tmpdir(), "ip-test-reports-"));
const chromium = existsSync(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium");

/** Run beside the timing Chromium specs: API files that wait out leases, rate limits and slow clients. */
const WAITING_TESTS = [
  "apps/api/test/trackers-push.test.ts",
  "apps/api/test/slow-clients.test.ts",
  "apps/api/test/jobs-concurrency.test.ts",
];
/** Run alone, last: it times the server's worst stall, which any neighbour's CPU lengthens. */
const EVENT_LOOP_TEST = "apps/api/test/event-loop.test.ts";
const LATER_STAGE_TESTS = [...WAITING_TESTS, EVENT_LOOP_TEST];

/** A report's JSON, or null when the step wrote none (it did not run, or failed to start). */
const readReport = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : null);

/** A vitest step; `counts()` and `failures()` read its JSON report. */
const vitest = (name, report, extra) => {
  const path = join(reports, `vitest-${report}.json`);
  return {
    name,
    command: "npx",
    args: ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${path}`, ...extra],
    counts: () => {
      const json = readReport(path);
      return json && { passed: json.numPassedTests ?? 0, failed: json.numFailedTests ?? 0 };
    },
    failures: () => vitestFailures(readReport(path), process.cwd()),
  };
};

/** A Playwright step for one project of e2e/playwright.config.ts; `counts()` reads its JSON report. */
const e2e = (name, project) => {
  const path = join(reports, `playwright-${project}.json`);
  return {
    name,
    command: "npm",
    args: ["run", "test:e2e", "--", "--reporter=list,json", `--project=${project}`, "--no-deps"],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path },
    counts: () => {
      const stats = readReport(path)?.stats;
      return stats && { passed: stats.expected ?? 0, failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0) };
    },
    failures: () => playwrightFailures(readReport(path)?.suites),
  };
};

const stages = [
  [
    { name: "typecheck", command: "npm", args: ["run", "typecheck"] },
    { name: "lint", command: "npm", args: ["run", "lint"] },
  ],
  [
    vitest(
      "unit and integration tests",
      "main",
      LATER_STAGE_TESTS.map((file) => `--exclude=**/${file.split("/").pop()}`),
    ),
    ...(chromium ? [e2e("Chromium tests", "chromium")] : []),
  ],
  // Without Chromium, scripts/e2e.mjs says the Chromium tests are skipped.
  [
    e2e("Chromium tests that assert timings", "chromium-alone"),
    vitest("waiting API tests", "waiting", ["--project=api", ...WAITING_TESTS]),
  ],
  [vitest("event-loop test", "event-loop", ["--project=api", EVENT_LOOP_TEST])],
];

/** Runs one step; the first of a stage streams to the terminal, the others are buffered. */
function run(step, streamed) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      stdio: streamed ? "inherit" : ["ignore", "pipe", "pipe"],
      env: { ...process.env, ...step.env },
    });
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("close", (status) => {
      if (!streamed) {
        console.log(`\n=== ${step.name} (output) ===`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ name: step.name, ok: status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) });
    });
  });
}

const started = Date.now();
const results = [];
for (const stage of stages) {
  console.log(`\n=== ${stage.map((s) => s.name).join(" + ")} ===`);
  const ended = await Promise.all(stage.map((step, i) => run(step, i === 0)));
  results.push(...ended);
  if (ended.some((r) => !r.ok)) break;
}

let passed = 0;
let failed = 0;
for (const step of stages.flat()) {
  const counts = step.counts?.();
  passed += counts?.passed ?? 0;
  failed += counts?.failed ?? 0;
}

console.log("\n=== summary ===");
for (const r of results) console.log(`${r.ok ? "ok  " : "FAIL"} ${r.name} (${r.seconds} s)`);
const anyFailed = results.some((r) => !r.ok);
// The failed tests again at the end, where a log cut to its last lines still shows them.
const failures = stages.flat().flatMap((step) => step.failures?.() ?? []);
if (failures.length > 0) {
  console.log("failed tests:");
  for (const failure of failures) console.log(`  ${failure}`);
}
console.log(`npm test took ${((Date.now() - started) / 1000).toFixed(1)} s in all`);
console.log(`${passed} passed, ${failed} failed`);
if (anyFailed || failed > 0) process.exit(1);
