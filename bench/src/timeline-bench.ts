// Timeline benchmark (issue 33, item 3): 2,000 tasks (the per-initiative cap) in real Chromium at 1280 × 800:
// the first render to paint, the worst long task while scrolling down and across the chart, the JS heap and
// DOM nodes the chart holds. The timeline before issue 33 (one SVG of every bar, `gantt-chart.tsx` at
// BASELINE_COMMIT, read from git) is measured in the same run, under the same load, and printed beside this
// one in one table. Exits 1 when a target fails.
import { spawnSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Page } from "playwright-core";
import { scheduleTasks } from "../../apps/api/src/modules/tasks/schedule";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../e2e/support/chromium";
import { BENCH_WORKSTREAMS, benchTasks } from "./bench-tasks";
import { buildBenchPage } from "./build-page";
import { saveTrace, startTrace, threadTimes } from "./page-timing";
import { serveStatic } from "./static-server";

const TASKS = 2_000;
const TARGET_LONG_TASK_MS = 50;
/** Optional: a folder where a Chromium performance trace of each scroll is written (open it in DevTools). */
const TRACE_DIR = process.env.TIMELINE_BENCH_TRACE_DIR;

/** `TASKS` tasks over six workstreams; each depends on up to two earlier ones; every fifth has a due date. */
const makeTasks = () =>
  benchTasks(TASKS, `timeline-${TASKS}`, {
    title: (i) => `Task ${i} of the timeline benchmark, a title of a usual length`,
    done: (i) => i % 7 === 0,
    dueDate: (i) => (i % 5 === 0 ? "2027-03-01" : null),
  });

interface Run {
  firstRender: number;
  /** The longest task of the first render (its own work is one task). */
  renderLongTask: number;
  worstLongTask: number;
  longTasks: number;
  heapMb: number;
  domNodes: number;
  /** Main-thread script, and style + layout, per scroll step (Chromium's counters; null when not measured). */
  scriptPerStep: number | null;
  layoutPerStep: number | null;
}

/** The last commit with the SVG timeline, and its figures as first measured (shown when git cannot give it). */
const BASELINE_COMMIT = "da6241a";
const RECORDED_BASELINE: Run = {
  firstRender: 149,
  renderLongTask: 131,
  worstLongTask: 80,
  longTasks: 1,
  heapMb: 4.3,
  domNodes: 6330,
  scriptPerStep: null,
  layoutPerStep: null,
};

/** The page of the SVG timeline, mounted as the timeline screen showed it (a box the window's size). */
const BASELINE_MAIN = `import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { GanttChart } from "./gantt-chart";
async function mount(schedule, workstreams) {
  const host = document.createElement("div");
  host.id = "bench-host";
  host.style.cssText = "height:100vh;overflow:auto";
  document.body.style.margin = "0";
  document.body.append(host);
  const root = createRoot(host);
  const start = performance.now();
  flushSync(() => root.render(<GanttChart schedule={schedule} workstreams={workstreams} today={schedule.tasks[0].start_date} />));
  host.getBoundingClientRect();
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  return performance.now() - start;
}
window.timelineBench = { mount };
`;

/**
 * Builds the baseline's page from git into `outDir`: in a folder inside the checkout, so that its imports
 * resolve. Returns false when git cannot give the old chart (a checkout without that history).
 */
async function buildBaseline(benchDir: string, outDir: string): Promise<boolean> {
  const file = "apps/web/src/features/planning/components/gantt-chart.tsx";
  const old = spawnSync("git", ["show", `${BASELINE_COMMIT}:${file}`], { cwd: benchDir, encoding: "utf8" });
  if (old.status !== 0) return false;
  const dir = await mkdtemp(path.join(benchDir, ".timeline-baseline-"));
  try {
    await writeFile(
      path.join(dir, "gantt-chart.tsx"),
      old.stdout.replace("../../../lib/dates", "@/lib/dates"),
    );
    await writeFile(path.join(dir, "main.jsx"), BASELINE_MAIN);
    await writeFile(
      path.join(dir, "index.html"),
      '<!doctype html><script type="module" src="./main.jsx"></script>',
    );
    await buildBenchPage(dir, outDir);
    return true;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const heapUsed = async (page: Page) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("HeapProfiler.collectGarbage");
  const { usedSize } = await cdp.send("Runtime.getHeapUsage");
  await cdp.detach();
  return usedSize;
};

/** Collects the page's long tasks into `window.longTasks` from now on. */
const observeLongTasks = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { longTasks: number[] };
    w.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.longTasks.push(entry.duration);
    }).observe({ type: "longtask" });
  });
const longTasks = (page: Page) =>
  page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);

/** Wheel steps over the chart: down through every row, then across the whole span, then back up. */
async function scrollThrough(
  page: Page,
  traceName: string,
): Promise<{ worst: number; count: number; reached: boolean; scriptPerStep: number; layoutPerStep: number }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Performance.enable");
  if (TRACE_DIR) await startTrace(cdp);
  const before = await threadTimes(cdp);
  await page.evaluate(() => {
    (window as unknown as { longTasks: number[] }).longTasks = [];
  });
  const box = await page.evaluate(() => {
    const scroller = (document.querySelector("[data-timeline-scroller]") ??
      document.getElementById("bench-host")) as HTMLElement;
    scroller.setAttribute("data-bench-scroller", "");
    const r = scroller.getBoundingClientRect();
    return { x: r.x + r.width * 0.6, y: r.y + r.height / 2, height: scroller.scrollHeight };
  });
  await page.mouse.move(box.x, box.y);
  const steps = Math.ceil(box.height / 500);
  for (let i = 0; i < steps; i++) {
    await page.mouse.wheel(0, 500);
    await page.waitForTimeout(16);
  }
  for (let i = 0; i < 30; i++) {
    await page.mouse.wheel(400, 0);
    await page.waitForTimeout(16);
  }
  for (let i = 0; i < 40; i++) {
    await page.mouse.wheel(0, -1_500);
    await page.waitForTimeout(16);
  }
  await page.waitForTimeout(500);
  const after = await threadTimes(cdp);
  if (TRACE_DIR) await saveTrace(cdp, path.join(TRACE_DIR, `${traceName}.json`));
  await cdp.detach();
  const wheelSteps = steps + 30 + 40;
  const reached = await page.evaluate(() => {
    const scroller = document.querySelector("[data-bench-scroller]") as HTMLElement;
    return scroller.scrollLeft > 0 && scroller.scrollTop < scroller.scrollHeight;
  });
  const tasks = await longTasks(page);
  return {
    worst: Math.max(0, ...tasks),
    count: tasks.length,
    reached,
    scriptPerStep: (after.script - before.script) / wheelSteps,
    layoutPerStep: (after.layout - before.layout) / wheelSteps,
  };
}

async function measure(url: string, schedule: unknown, workstreams: unknown, name: string): Promise<Run> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.on("pageerror", (error) => console.error(`page error: ${error.message}`));
    await page.goto(url);
    await page.waitForFunction(() => "timelineBench" in window);
    const before = await heapUsed(page);
    // The data reaches the page first, so that its transfer is not counted in the render's task.
    await page.evaluate((data) => Object.assign(window, { benchData: data }), [schedule, workstreams]);
    await observeLongTasks(page);
    const firstRender = await page.evaluate(() => {
      const [s, w] = (window as unknown as { benchData: [never, never] }).benchData;
      return window.timelineBench.mount(s, w);
    });
    await page.waitForTimeout(300);
    const renderLongTask = Math.max(0, ...(await longTasks(page)));
    const heapMb = ((await heapUsed(page)) - before) / 2 ** 20;
    const domNodes = await page.evaluate(() => document.querySelectorAll("*").length);
    const scroll = await scrollThrough(page, name);
    if (!scroll.reached) throw new Error("The benchmark did not scroll the chart");
    return {
      firstRender,
      renderLongTask,
      worstLongTask: scroll.worst,
      longTasks: scroll.count,
      heapMb,
      domNodes,
      scriptPerStep: scroll.scriptPerStep,
      layoutPerStep: scroll.layoutPerStep,
    };
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Three fresh browsers (a cold first render each, no run's garbage in the next one's heap), summed up. */
async function measureThree(
  url: string,
  schedule: unknown,
  workstreams: unknown,
  name: string,
): Promise<Run> {
  const runs: Run[] = [];
  for (let i = 0; i < 3; i++) runs.push(await measure(url, schedule, workstreams, `${name}-${i + 1}`));
  return {
    firstRender: median(runs.map((r) => r.firstRender)),
    renderLongTask: median(runs.map((r) => r.renderLongTask)),
    worstLongTask: Math.max(...runs.map((r) => r.worstLongTask)),
    longTasks: median(runs.map((r) => r.longTasks)),
    heapMb: median(runs.map((r) => r.heapMb)),
    domNodes: median(runs.map((r) => r.domNodes)),
    scriptPerStep: median(runs.map((r) => r.scriptPerStep ?? 0)),
    layoutPerStep: median(runs.map((r) => r.layoutPerStep ?? 0)),
  };
}

async function main() {
  const benchDir = fileURLToPath(new URL("..", import.meta.url));
  const outDir = await mkdtemp(path.join(tmpdir(), "timeline-bench-"));
  const baselineDir = await mkdtemp(path.join(tmpdir(), "timeline-baseline-"));
  const closers: Array<() => Promise<void>> = [];
  try {
    await buildBenchPage(path.join(benchDir, "timeline"), outDir);
    const served = await serveStatic(outDir);
    closers.push(served.close);
    const schedule = scheduleTasks(makeTasks(), { start: "2026-11-23", due: "2027-06-30" });
    const workstreams = BENCH_WORKSTREAMS.map((id) => ({ id, name: id }));
    let baseline = RECORDED_BASELINE;
    let baselineNote = `recorded at ${BASELINE_COMMIT} (git could not give the old chart)`;
    if (await buildBaseline(benchDir, baselineDir)) {
      const old = await serveStatic(baselineDir);
      closers.push(old.close);
      baseline = await measureThree(old.url, schedule, workstreams, "baseline");
      baselineNote = `the SVG timeline of ${BASELINE_COMMIT}, measured in this run`;
    }
    const run = await measureThree(served.url, schedule, workstreams, "timeline");
    const [load1] = loadavg();
    console.log(`\nMachine: ${cpus().length} CPUs, load average ${load1?.toFixed(2)} at the end of the run.`);
    console.log(
      `${TASKS} tasks, 1280 × 800, three fresh browsers each (median; the worst long task is the worst of all).`,
    );
    console.log(`Baseline: ${baselineNote}.\n`);
    const rows: Array<[string, (r: Run) => string, boolean | null]> = [
      ["first render to paint (ms)", (r) => r.firstRender.toFixed(0), null],
      ["longest task of the first render (ms)", (r) => r.renderLongTask.toFixed(0), null],
      [
        `worst long task while scrolling (ms), target < ${TARGET_LONG_TASK_MS}`,
        (r) => (r.worstLongTask === 0 ? "none" : r.worstLongTask.toFixed(0)),
        run.worstLongTask < TARGET_LONG_TASK_MS,
      ],
      ["long tasks while scrolling (count)", (r) => String(r.longTasks), null],
      ["script per wheel step (ms, Chromium's counter)", (r) => r.scriptPerStep?.toFixed(2) ?? "—", null],
      [
        "style + layout per wheel step (ms, Chromium's counter)",
        (r) => r.layoutPerStep?.toFixed(2) ?? "—",
        null,
      ],
      ["JS heap held by the chart (MB)", (r) => r.heapMb.toFixed(1), null],
      ["DOM elements on the page", (r) => String(r.domNodes), null],
    ];
    console.log("| measure | baseline (before) | measured | result |");
    console.log("|---|---:|---:|---|");
    for (const [name, show, ok] of rows)
      console.log(
        `| ${name} | ${show(baseline)} | ${show(run)} | ${ok === null ? "" : ok ? "PASS" : "FAIL"} |`,
      );
    if (rows.some(([, , ok]) => ok === false)) process.exitCode = 1;
  } finally {
    for (const close of closers) await close();
    await rm(outDir, { recursive: true, force: true });
    await rm(baselineDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
