// Chromium tests: run only when Debian's Chromium is installed, and say so clearly when skipped.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromium)) {
  console.log(
    `SKIPPED: Chromium tests — no browser at ${chromium}. Install it with: apt-get install -y chromium`,
  );
  process.exit(0);
}
const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);
const run = spawnSync(
  "npx",
  ["playwright", "test", "-c", "e2e/playwright.config.ts", ...process.argv.slice(2)],
  {
    stdio: "inherit",
  },
);
process.exit(run.status ?? 1);
