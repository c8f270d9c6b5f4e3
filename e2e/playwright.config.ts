import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./support/chromium";

const port = Number(process.env.E2E_PORT ?? 8791);
// A fresh embedded database for every run; Playwright evaluates this config once per run.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), "ip-e2e-"));

export default defineConfig({
  testDir: "./tests",
  fullyParallel: false,
  workers: 1,
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
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
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
