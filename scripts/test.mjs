// `npm test`: typecheck, lint, unit and integration tests, then the Chromium tests when Chromium exists.
// Ends with one plain line 'N passed, N failed' counting every test that ran.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const reports = mkdtempSync(join(tmpdir(), "ip-test-reports-"));
const vitestJson = join(reports, "vitest.json");
const playwrightJson = join(reports, "playwright.json");

const steps = [
  { name: "typecheck", command: "npm", args: ["run", "typecheck"] },
  { name: "lint", command: "npm", args: ["run", "lint"] },
  {
    name: "unit and integration tests",
    command: "npx",
    args: ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestJson}`],
  },
  {
    name: "Chromium tests",
    command: "npm",
    args: ["run", "test:e2e", "--", "--reporter=list,json"],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
  },
];

const results = [];
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  const run = spawnSync(step.command, step.args, { stdio: "inherit", env: { ...process.env, ...step.env } });
  results.push({
    name: step.name,
    ok: run.status === 0,
    seconds: ((Date.now() - started) / 1000).toFixed(1),
  });
  if (run.status !== 0) break;
}

let passed = 0;
let failed = 0;
if (existsSync(vitestJson)) {
  const report = JSON.parse(readFileSync(vitestJson, "utf8"));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
}
if (existsSync(playwrightJson)) {
  const stats = JSON.parse(readFileSync(playwrightJson, "utf8")).stats ?? {};
  passed += stats.expected ?? 0;
  failed += (stats.unexpected ?? 0) + (stats.flaky ?? 0);
}

console.log("\n=== summary ===");
for (const r of results) console.log(`${r.ok ? "ok  " : "FAIL"} ${r.name} (${r.seconds} s)`);
const anyFailed = results.some((r) => !r.ok);
console.log(`${passed} passed, ${failed} failed`);
if (anyFailed || failed > 0) process.exit(1);
