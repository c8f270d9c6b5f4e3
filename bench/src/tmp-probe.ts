import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import puppeteer from "puppeteer-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../e2e/support/chromium";
import { call, startServerProcess } from "../faults/server-process";
import { plannedInitiative } from "../faults/support";

const server = await startServerProcess({
  DATA_DIR: mkdtempSync(join(tmpdir(), "probe-")),
  WEB_DIST: join(process.cwd(), "apps/web/dist"),
  OFFLINE_PLANNER_DELAY_MS: "0",
  AI_CALLS_PER_MINUTE: "1000",
});
const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const tokens = await fetch(`${server.url}/dev-auth/token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "probe@example.com", name: "Probe" }),
  }).then((r) => r.json() as Promise<{ idToken: string; refreshToken: string; expiresIn: number }>);
  const token = tokens.idToken;
  await call(server.url, "POST", "/portal/user/login", token);
  await call(server.url, "PUT", "/portal/user", token, { workstream: "Backend Engineering" });
  const initiative = await plannedInitiative(server.url, token, "Launch a customer feedback portal where users vote");
  const page = await browser.newPage();
  page.on("console", (m) => console.log("console:", m.type(), m.text()));
  page.on("pageerror", (e) => console.log("pageerror:", e.message));
  page.on("requestfailed", (r) => console.log("failed:", r.url(), r.failure()?.errorText));
  await page.goto(`${server.url}/login`);
  await page.evaluate(
    (v) => localStorage.setItem("dev-auth:session", v),
    JSON.stringify({ idToken: tokens.idToken, refreshToken: tokens.refreshToken, expiresAt: Date.now() + tokens.expiresIn * 1000 }),
  );
  const page2 = await browser.newPage();
  page2.on("console", (m) => console.log("console2:", m.type(), m.text()));
  page2.on("pageerror", (e) => console.log("pageerror2:", e.message));
  await page2.goto(`${server.url}/initiative/${initiative.id}?tab=planning&workstream=${initiative.wsId}`);
  await new Promise((r) => setTimeout(r, 4000));
  console.log((await page2.evaluate(() => document.body.innerText)).slice(0, 500));
} finally {
  await browser.close();
  await server.stop();
}
