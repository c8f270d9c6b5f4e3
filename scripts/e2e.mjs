// Chromium tests: run only when Debian's Chromium is installed, and say so clearly when skipped.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { buildWhatIsStale } from "./build-if-stale.mjs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromium)) {
  console.log(
    `SKIPPED: Chromium tests — no browser at ${chromium}. Install it with: apt-get install -y chromium`,
  );
  process.exit(0);
}
// Built here, not by the web server's `npm start`, so a build never eats the server's start-up timeout.
// Skipped when the output is newer than its sources (a fresh clone, as in CI, always builds).
try {
  buildWhatIsStale();
} catch {
  process.exit(1);
}
const run = spawnSync(
  "npx",
  ["playwright", "test", "-c", "e2e/playwright.config.ts", ...process.argv.slice(2)],
  {
    stdio: "inherit",
  },
);
process.exit(run.status ?? 1);
