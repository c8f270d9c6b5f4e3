import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./support/chromium";

const port = Number(process.env.E2E_PORT ?? 8791);
// Two workers by default (docs/decisions/155: two consecutive clean full runs after the early-entry race was
// fixed); E2E_WORKERS=1 runs one file at a time.
const workers = Number(process.env.E2E_WORKERS ?? 2);
// A fresh embedded database for every run; Playwright evaluates this config once per run.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), "ip-e2e-"));

/**
 * Specs that must not run beside another: settings switches the one server's AI provider, and the rest
 * assert a live change or a status within 2–5 s, which a second browser on a 2-core machine could push
 * over. They run one at a time after the others (docs/decisions/155). Accessibility signs in as the
 * same administrator as settings and reads /settings, so it runs before settings, never beside it.
 */
const ALONE = [
  "settings.spec.ts",
  "many-tabs.spec.ts",
  "live-tasks.spec.ts",
  "task-proposal.spec.ts",
  "task-table.spec.ts",
  "tasks.spec.ts",
  "timeline.spec.ts",
  // Asserts that a viewer sees the text arrive in several chunks, which a busy machine coalesces (decision 186).
  "live-view.spec.ts",
];

export default defineConfig({
  testDir: "./tests",
  // Files in parallel, the tests of one file in order (they may build on each other).
  fullyParallel: false,
  workers,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    // Every spec signs in as its own users (uniqueEmail), so these share nothing but the server.
    { name: "chromium", use: { browserName: "chromium" }, testIgnore: ALONE },
    {
      name: "chromium-alone",
      use: { browserName: "chromium" },
      testMatch: ALONE,
      workers: 1,
      // After the rest when they run side by side; with one worker the order alone keeps them apart, and
      // a failure in the first project does not skip these.
      dependencies: workers > 1 ? ["chromium"] : [],
    },
  ],
  webServer: {
    command: "node scripts/start.mjs",
    cwd: "..",
    url: `http://127.0.0.1:${port}/portal/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      OFFLINE_PLANNER_DELAY_MS: "5",
      LOG_LEVEL: "warn",
      AI_CALLS_PER_MINUTE: "1000",
      // The hostile-payload run saves dozens of plans a minute as one user.
      PLAN_SAVES_PER_MINUTE: "1000",
      AUTH_RATE_LIMIT_PER_MINUTE: "1000",
      // The settings spec signs in as this administrator.
      ADMIN_EMAILS: "admin@e2e.example.com",
    },
  },
});
