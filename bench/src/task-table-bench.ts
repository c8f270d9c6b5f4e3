// The task table in real Chromium with 2,000 tasks (issue 33, the per-initiative cap): the built app against
// the real server, seeded through the API (one save of the breakdown's text). Measures the load to the first row, mounting the table (its data
// cached), the worst long task while scrolling, the JavaScript heap and the DOM size, at 1,280 and 390 px.
// TASKS_BENCH_BASELINE_DIST=<an older apps/web/dist> measures that build too, on the same data, for a side by side.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { routes, routeUrl } from "@initiative-planner/contract/routes";
import { TASK_LIMITS } from "@initiative-planner/contract/tasks";
import { type Browser, type CDPSession, chromium, type Page } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../e2e/support/chromium";
import { call, startServerProcess } from "../faults/server-process";
import { plannedInitiative } from "../faults/support";
import { saveTrace, startTrace, threadTimes } from "./page-timing";

const root = fileURLToPath(new URL("../..", import.meta.url));
const TASKS = TASK_LIMITS.perInitiativeMax;
/** Tasks come in chains of this length (each waits for the one before), like a breakdown's steps. */
const CHAIN = 20;
const SCROLL_STEPS = 120;
/** Optional: a folder where a Chromium performance trace of each scroll is written (open it in DevTools). */
const TRACE_DIR = process.env.TASKS_BENCH_TRACE_DIR;

export interface TableFigures {
  loadToFirstRowMs: number;
  /** Median of 5 switches from the text back to the table; null where the build has no switch. */
  mountMs: number | null;
  worstLongTaskMs: number;
  longTasks: number;
  worstFrameGapMs: number;
  /**
   * Main-thread time per scroll step (wheel steps and jumps), from Chromium's own counters: script, and
   * style + layout. CPU time of the page's thread, so less sensitive to other processes than wall-clock tasks.
   */
  scriptMsPerStep: number;
  layoutMsPerStep: number;
  heapMiB: number;
  domNodes: number;
  rowsInDom: number;
}

interface Seeded {
  url: string;
  session: object;
  path: string;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function seed(url: string): Promise<Seeded> {
  const email = `table-bench-${Date.now()}@example.com`;
  const tokens = (await fetch(`${url}/dev-auth/token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, name: "Table Bench" }),
  }).then((r) => r.json())) as { idToken: string; refreshToken: string; expiresIn: number };
  const token = tokens.idToken;
  await call(url, "POST", "/portal/user/login", token);
  await call(url, "PUT", "/portal/user", token, { workstream: "Backend Engineering" });
  const initiative = await plannedInitiative(
    url,
    token,
    "A festival app: tickets, lineup, maps and refunds in one place",
  );
  // One save of the breakdown's text creates them all (the text re-derives the tasks; 2,000 POSTs take minutes).
  const title = (c: number, i: number) => `Step ${i + 1} of package ${c + 1}`;
  const rows = Array.from({ length: TASKS }, (_, n) => {
    const c = Math.floor(n / CHAIN);
    const i = n % CHAIN;
    const status = ["To do", "In progress", "Done"][n % 3];
    return `| ${title(c, i)} | Engineer | ${0.5 + (n % 6) / 2} days | ${i > 0 ? title(c, i - 1) : "—"} | ${status} |`;
  });
  const content = [
    "# Tasks",
    "| Task | Owner | Estimate | Depends on | Status |",
    "|---|---|---|---|---|",
    ...rows,
  ].join("\n");
  const saved = await call(
    url,
    "POST",
    routeUrl(routes.saveTaskBreakdown, { id: initiative.id, wsId: initiative.wsId }),
    token,
    {
      content,
    },
  );
  if (saved.status !== 200)
    throw new Error(`saving the breakdown: ${saved.status} ${JSON.stringify(saved.body)}`);
  const listed = await call(url, "GET", routeUrl(routes.listTasks, { id: initiative.id }), token);
  const count = (listed.body as { data: { tasks: unknown[] } }).data.tasks.length;
  if (count !== TASKS) throw new Error(`seeded ${count} tasks, not ${TASKS}`);
  return {
    url,
    session: {
      idToken: tokens.idToken,
      refreshToken: tokens.refreshToken,
      expiresAt: Date.now() + tokens.expiresIn * 1000,
    },
    path: `/initiative/${initiative.id}?tab=planning&workstream=${initiative.wsId}&view=tasks`,
  };
}

/** Records when the first row (or card) is in the DOM, from the page's start, and every long task. */
const PAGE_PROBES = () => {
  const w = window as unknown as { firstRowAt?: number; longTasks: number[] };
  w.longTasks = [];
  new MutationObserver((_, observer) => {
    if (document.querySelector("[data-testid=task-row], [data-testid=task-card]")) {
      w.firstRowAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.longTasks.push(entry.duration);
  }).observe({ type: "longtask" });
};

async function scrollAndWatch(
  page: Page,
  cdp: CDPSession,
  traceName: string,
): Promise<{ worst: number; count: number; gap: number; scriptPerStep: number; layoutPerStep: number }> {
  await page.waitForTimeout(1_500); // settle: the load's own long tasks are not the scroll's
  if (TRACE_DIR && process.env.TASKS_BENCH_PROFILE === "1") {
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
    await cdp.send("Profiler.start");
  } else if (TRACE_DIR) await startTrace(cdp);
  const before = await threadTimes(cdp);
  await page.evaluate(() => {
    const w = window as unknown as { longTasks: number[]; gaps: number[]; watching: boolean };
    w.longTasks = [];
    w.gaps = [];
    w.watching = true;
    let last = performance.now();
    const frame = (now: number) => {
      w.gaps.push(now - last);
      last = now;
      if (w.watching) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  const scroller = page.getByTestId("task-scroll");
  const box = (await scroller.count()) > 0 ? await scroller.boundingBox() : null;
  const viewport = page.viewportSize()!;
  await page.mouse.move(
    box ? box.x + box.width / 2 : viewport.width / 2,
    box ? box.y + box.height / 2 : viewport.height / 2,
  );
  for (let i = 0; i < SCROLL_STEPS; i++) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(16);
  }
  // A jump, as dragging the scrollbar to the end and back does.
  for (const to of ["end", "start", "middle"] as const) {
    await page.evaluate((where) => {
      const el =
        document.querySelector<HTMLElement>("[data-testid=task-scroll]") ?? document.scrollingElement!;
      el.scrollTop = where === "end" ? el.scrollHeight : where === "start" ? 0 : el.scrollHeight / 2;
    }, to);
    await page.waitForTimeout(200);
  }
  const after = await threadTimes(cdp);
  if (TRACE_DIR && process.env.TASKS_BENCH_PROFILE === "1") {
    const { profile } = await cdp.send("Profiler.stop");
    writeFileSync(join(TRACE_DIR, `${traceName}.cpuprofile`), JSON.stringify(profile));
  } else if (TRACE_DIR) await saveTrace(cdp, join(TRACE_DIR, `${traceName}.json`));
  const steps = SCROLL_STEPS + 3;
  const seen = await page.evaluate(() => {
    const w = window as unknown as { longTasks: number[]; gaps: number[]; watching: boolean };
    w.watching = false;
    return { worst: Math.max(0, ...w.longTasks), count: w.longTasks.length, gap: Math.max(0, ...w.gaps) };
  });
  return {
    ...seen,
    scriptPerStep: (after.script - before.script) / steps,
    layoutPerStep: (after.layout - before.layout) / steps,
  };
}

async function measure(
  browser: Browser,
  seeded: Seeded,
  width: number,
  height: number,
): Promise<TableFigures> {
  const context = await browser.newContext({ viewport: { width, height } });
  await context.addInitScript(
    (session) => localStorage.setItem("dev-auth:session", session),
    JSON.stringify(seeded.session),
  );
  // tsx names the functions it compiles (`__name`); the page must know it for the probes passed to it.
  await context.addInitScript({ content: "globalThis.__name = (f) => f;" });
  await context.addInitScript(PAGE_PROBES);
  const page = await context.newPage();
  page.on("pageerror", (error) => console.error(`page error: ${error.message}`));
  await page.goto(seeded.url + seeded.path);
  await page.waitForFunction(
    () => (window as unknown as { firstRowAt?: number }).firstRowAt !== undefined,
    null,
    {
      timeout: 120_000,
    },
  );
  const loadToFirstRowMs = await page.evaluate(
    () => (window as unknown as { firstRowAt: number }).firstRowAt,
  );

  let mountMs: number | null = null;
  const text = page.getByRole("button", { name: "Text", exact: true });
  if (await text.isVisible()) {
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      await text.click();
      await page.getByTestId("plan-content").waitFor();
      await page.waitForTimeout(300);
      times.push(
        await page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              const button = [...document.querySelectorAll("button")].find((b) => b.textContent === "Table")!;
              const start = performance.now();
              button.click();
              // The click's render is synchronous; the next frame's paint ends the measure.
              requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)));
            }),
        ),
      );
      await page.locator("[data-testid=task-row], [data-testid=task-card]").first().waitFor();
    }
    mountMs = median(times);
  }

  const cdp = await context.newCDPSession(page);
  await cdp.send("Performance.enable");
  const scroll = await scrollAndWatch(page, cdp, `table-${width}`);
  await cdp.send("HeapProfiler.collectGarbage");
  const { metrics } = await cdp.send("Performance.getMetrics");
  const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? Number.NaN;
  const rowsInDom = await page.locator("[data-testid=task-row], [data-testid=task-card]").count();
  await context.close();
  return {
    loadToFirstRowMs,
    mountMs,
    worstLongTaskMs: scroll.worst,
    longTasks: scroll.count,
    worstFrameGapMs: scroll.gap,
    scriptMsPerStep: scroll.scriptPerStep,
    layoutMsPerStep: scroll.layoutPerStep,
    heapMiB: metric("JSHeapUsedSize") / 1024 / 1024,
    domNodes: metric("Nodes"),
    rowsInDom,
  };
}

export interface TableBenchResult {
  current: { desktop: TableFigures; phone: TableFigures };
  baseline: { desktop: TableFigures; phone: TableFigures } | null;
}

/** Builds the app (unless TASKS_BENCH_SKIP_BUILD=1), seeds 2,000 tasks and measures the table. */
export async function benchTaskTable(): Promise<TableBenchResult> {
  if (process.env.TASKS_BENCH_SKIP_BUILD !== "1") {
    const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
    if (build.status !== 0) throw new Error("the build failed");
  }
  const dataDir = mkdtempSync(join(tmpdir(), "table-bench-"));
  const env = { DATA_DIR: dataDir, OFFLINE_PLANNER_DELAY_MS: "0", AI_CALLS_PER_MINUTE: "1000" };
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const run = async (dist: string, seeded?: Seeded) => {
      const server = await startServerProcess({ ...env, WEB_DIST: dist });
      try {
        const data = seeded ? { ...seeded, url: server.url } : await seed(server.url);
        return {
          seeded: data,
          desktop: await measure(browser, data, 1280, 900),
          phone: await measure(browser, data, 390, 844),
        };
      } finally {
        await server.stop();
      }
    };
    const current = await run(join(root, "apps/web/dist"));
    const baselineDist = process.env.TASKS_BENCH_BASELINE_DIST;
    const baseline = baselineDist ? await run(baselineDist, current.seeded) : null;
    return { current, baseline };
  } finally {
    await browser.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
