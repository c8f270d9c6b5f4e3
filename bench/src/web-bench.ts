// Web benchmark (issue 19): builds the app, serves it, and runs Lighthouse 12 (mobile and desktop, three runs
// each, median) on /login, /, /initiatives and an initiative's Agents screen with a signed-in session. Prints one
// table of scores, FCP, LCP, TBT, CLS and JavaScript bytes per route. Exits 1 when a target fails.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import puppeteer, { type Browser } from "puppeteer-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../e2e/support/chromium";
import { call, devToken, startServerProcess } from "../faults/server-process";
import { plannedInitiative } from "../faults/support";

const root = fileURLToPath(new URL("../..", import.meta.url));
const RUNS = Number(process.env.WEB_BENCH_RUNS ?? 3);
/** Optional: only the routes whose names are listed (comma-separated), e.g. `WEB_BENCH_ROUTES=/,Agents`. */
const ONLY = process.env.WEB_BENCH_ROUTES?.split(",");
/** Optional: a folder where every Lighthouse report is written as JSON, to study a route's requests and tasks. */
const REPORT_DIR = process.env.WEB_BENCH_REPORT_DIR;
/** Optional: only these form factors (comma-separated), e.g. `WEB_BENCH_FORMS=mobile`; both by default. */
const FORMS = (process.env.WEB_BENCH_FORMS?.split(",") ?? ["desktop", "mobile"]) as FormFactor[];
const TARGET = { desktop: 100, mobile: 95 };
const DEV_SESSION_KEY = "dev-auth:session";

type FormFactor = "mobile" | "desktop";
interface Sample {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsBytes: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** Every run is a first visit: an empty HTTP cache (Lighthouse keeps it when it keeps the session's storage). */
async function clearHttpCache(browser: Browser) {
  const page = await browser.newPage();
  const session = await page.createCDPSession();
  await session.send("Network.clearBrowserCache");
  await page.close();
}

async function audit(browser: Browser, url: string, formFactor: FormFactor): Promise<Sample> {
  await clearHttpCache(browser);
  const port = Number(new URL(browser.wsEndpoint()).port);
  const flags = {
    port,
    output: "json" as const,
    logLevel: "error" as const,
    onlyCategories: ["performance"],
    // Keep the signed-in session that lives in localStorage.
    disableStorageReset: true,
  };
  const config = formFactor === "desktop" ? desktopConfig : undefined;
  let result = await lighthouse(url, flags, config);
  // Lighthouse now and then fails to record the trace (NO_NAVSTART, NO_FCP) and scores the run 0: run it again
  // rather than let a broken recording into the median.
  for (let retry = 0; result?.lhr.runtimeError && retry < 2; retry++) {
    console.warn(`Lighthouse ${result.lhr.runtimeError.code} on ${url} (${formFactor}); running it again`);
    await clearHttpCache(browser);
    result = await lighthouse(url, flags, config);
  }
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) {
    throw new Error(`Lighthouse failed three times on ${url}: ${result.lhr.runtimeError.message}`);
  }
  if (REPORT_DIR) {
    const name = `${new URL(url).pathname.replace(/\W+/g, "_")}-${formFactor}-${Date.now()}.json`;
    writeFileSync(join(REPORT_DIR, name), JSON.stringify(result.lhr));
  }
  const { audits, categories } = result.lhr;
  const scripts =
    (audits["network-requests"]?.details as { items?: Array<Record<string, unknown>> })?.items ?? [];
  const jsBytes = scripts
    .filter((item) => item.resourceType === "Script")
    .reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0);
  const finalUrl = result.lhr.finalDisplayedUrl;
  if (new URL(finalUrl).pathname !== new URL(url).pathname) {
    throw new Error(`${url} ended at ${finalUrl}: the session was not kept`);
  }
  return {
    score: Math.round((categories.performance?.score ?? 0) * 100),
    fcp: audits["first-contentful-paint"]?.numericValue ?? Number.NaN,
    lcp: audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
    tbt: audits["total-blocking-time"]?.numericValue ?? Number.NaN,
    cls: audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
    jsBytes,
  };
}

/** Signs the browser in the way the SPA keeps a dev session: the identity tokens in localStorage. */
async function signInBrowser(browser: Browser, base: string, session: object) {
  const page = await browser.newPage();
  await page.goto(`${base}/login`, { waitUntil: "domcontentloaded" });
  await page.evaluate(
    (key, value) => localStorage.setItem(key, value),
    DEV_SESSION_KEY,
    JSON.stringify(session),
  );
  await page.close();
}

async function main() {
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const server = await startServerProcess({
    DATA_DIR: mkdtempSync(join(tmpdir(), "web-bench-")),
    WEB_DIST: join(root, "apps/web/dist"),
    OFFLINE_PLANNER_DELAY_MS: "0",
    AI_CALLS_PER_MINUTE: "1000",
  });
  const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const email = `web-bench-${Date.now()}@example.com`;
    const tokens = await fetch(`${server.url}/dev-auth/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, name: "Web Bench" }),
    }).then((r) => r.json() as Promise<{ idToken: string; refreshToken: string; expiresIn: number }>);
    const token = tokens.idToken ?? (await devToken(server.url, email));
    await call(server.url, "POST", "/portal/user/login", token);
    await call(server.url, "PUT", "/portal/user", token, { workstream: "Backend Engineering" });
    const initiative = await plannedInitiative(
      server.url,
      token,
      "Launch a customer feedback portal where users vote on feature requests and product managers triage them",
    );
    const session = {
      idToken: tokens.idToken,
      refreshToken: tokens.refreshToken,
      expiresAt: Date.now() + tokens.expiresIn * 1000,
    };

    const routes = [
      { name: "/login", path: "/login", signedIn: false },
      { name: "/", path: "/", signedIn: true },
      { name: "/initiatives", path: "/initiatives", signedIn: true },
      {
        name: "Agents",
        path: `/initiative/${initiative.id}?tab=planning&workstream=${initiative.wsId}`,
        signedIn: true,
      },
    ];
    const rows: string[][] = [];
    let failed = false;
    // Routes are in order signed-out first: /login redirects a signed-in session away.
    let signedIn = false;
    if (REPORT_DIR) mkdirSync(REPORT_DIR, { recursive: true });
    for (const route of routes) {
      if (ONLY && !ONLY.includes(route.name)) continue;
      if (route.signedIn && !signedIn) {
        await signInBrowser(browser, server.url, session);
        signedIn = true;
      }
      for (const formFactor of FORMS) {
        const samples: Sample[] = [];
        for (let run = 0; run < RUNS; run++)
          samples.push(await audit(browser, server.url + route.path, formFactor));
        const m = (pick: (s: Sample) => number) => median(samples.map(pick));
        const score = m((s) => s.score);
        const ok = score >= TARGET[formFactor];
        if (!ok) failed = true;
        rows.push([
          route.name,
          formFactor,
          `${score} (${samples.map((s) => s.score).join("/")})`,
          `${TARGET[formFactor]}`,
          `${Math.round(m((s) => s.fcp))}`,
          `${Math.round(m((s) => s.lcp))}`,
          `${Math.round(m((s) => s.tbt))}`,
          m((s) => s.cls).toFixed(3),
          (m((s) => s.jsBytes) / 1024).toFixed(1),
          ok ? "ok" : "MISS",
        ]);
      }
    }
    printTable(
      ["route", "form", "score (runs)", "target", "FCP ms", "LCP ms", "TBT ms", "CLS", "JS KiB", ""],
      rows,
    );
    console.log(
      `median of ${RUNS} Lighthouse runs per cell; Lighthouse simulated throttling (mobile: slow 4G, 4× CPU)`,
    );
    if (failed) process.exitCode = 1;
  } finally {
    await browser.close();
    await server.stop();
  }
}

function printTable(head: string[], rows: string[][]) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(" | ")} |`;
  console.log(line(head));
  console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const row of rows) console.log(line(row));
}

await main();
