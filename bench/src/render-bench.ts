// Render benchmark (issue 6): a ~30 KB plan streamed in 600 chunks into real Chromium, rendered by
// StreamingMarkdown and by a plain whole-text react-markdown re-render. Exits 1 when a target fails.
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../e2e/support/chromium";
import type { RendererName, RunResult } from "../render/bench-api";
import { buildBenchPage } from "./build-page";
import { planDocument, splitIntoChunks } from "./plan-document";
import { serveStatic } from "./static-server";

const CHUNKS = 600;
const TARGET_SPEEDUP = 10;
const TARGET_WORST_MS = 16;
/** Each run: a renderer, and whether a CPU-bound process runs beside Chromium (as on a shared machine). */
const runs: Array<{ renderer: RendererName; loaded: boolean }> = [
  { renderer: "StreamingMarkdown", loaded: false },
  { renderer: "StreamingMarkdown", loaded: true },
  { renderer: "react-markdown (whole text)", loaded: false },
];

/** A busy loop in another process that keeps one core fully used until it is stopped. */
function cpuHog() {
  const child = spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" });
  return () => child.kill("SIGKILL");
}

const renderRoot = fileURLToPath(new URL("../render", import.meta.url));

type Stats = { renderer: RendererName; loaded: boolean; total: number; worst: number; mean: number };

function stats(renderer: RendererName, loaded: boolean, times: number[]): Stats {
  const total = times.reduce((sum, t) => sum + t, 0);
  return { renderer, loaded, total, worst: Math.max(...times), mean: total / times.length };
}

function slowest(times: number[]): string {
  const indexed = times.map((time, index) => ({ time, index }));
  indexed.sort((a, b) => b.time - a.time);
  return indexed
    .slice(0, 8)
    .map(({ time, index }) => `#${index}:${time.toFixed(1)}`)
    .join(" ");
}

async function main() {
  const outDir = await mkdtemp(path.join(tmpdir(), "render-bench-"));
  const server = { close: async () => {} };
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    await buildBenchPage(renderRoot, outDir);
    const { url, close } = await serveStatic(outDir);
    server.close = close;

    const text = planDocument();
    const chunks = splitIntoChunks(text, CHUNKS);
    const results: Stats[] = [];
    const texts: string[] = [];
    for (const { renderer, loaded } of runs) {
      // A fresh page per run: each starts with a cold JIT and an empty heap.
      const stopHog = loaded ? cpuHog() : () => {};
      const page = await browser.newPage();
      page.on("pageerror", (error) => console.error(`page error: ${error.message}`));
      await page.goto(process.env.BENCH_WARM ? `${url}?warm` : url);
      await page.waitForFunction(() => "renderBench" in window);
      const result: RunResult = await page.evaluate(([name, parts]) => window.renderBench.run(name, parts), [
        renderer,
        chunks,
      ] as const);
      stopHog();
      results.push(stats(renderer, loaded, result.times));
      if (process.env.BENCH_DEBUG) console.log(renderer, "slowest chunks:", slowest(result.times));
      texts.push(result.innerHTML);
      await page.close();
    }

    const [ours, oursLoaded, plain] = results as [Stats, Stats, Stats];
    const speedup = plain.total / ours.total;
    const sameText = texts.every((t) => t === texts[0]);
    const speedupOk = speedup >= TARGET_SPEEDUP;
    const worst = Math.max(ours.worst, oursLoaded.worst);
    const worstOk = worst <= TARGET_WORST_MS;

    const [load1] = loadavg();
    console.log(
      `\nDocument: ${text.length} characters in ${chunks.length} chunks; Chromium, production build.`,
    );
    // Times are wall-clock: on a busy machine preemption shows up as slow chunks.
    console.log(`Machine: ${cpus().length} CPUs, load average ${load1?.toFixed(2)} at the end of the run.\n`);
    console.log("| renderer | beside it | total ms | worst chunk ms | mean chunk ms |");
    console.log("|---|---|---:|---:|---:|");
    for (const r of results) {
      const beside = r.loaded ? "a CPU-bound process" : "nothing";
      console.log(
        `| ${r.renderer} | ${beside} | ${r.total.toFixed(1)} | ${r.worst.toFixed(1)} | ${r.mean.toFixed(2)} |`,
      );
    }
    console.log("\n| target | measured | result |");
    console.log("|---|---:|---|");
    console.log(
      `| ≥ ${TARGET_SPEEDUP}× less total time | ${speedup.toFixed(1)}× | ${speedupOk ? "PASS" : "FAIL"} |`,
    );
    console.log(
      `| no chunk over ${TARGET_WORST_MS} ms, quiet or loaded | worst ${worst.toFixed(1)} ms | ${worstOk ? "PASS" : "FAIL"} |`,
    );
    console.log(
      `| same final markup as the baseline | ${sameText ? "yes" : "no"} | ${sameText ? "PASS" : "FAIL"} |`,
    );
    if (!speedupOk || !worstOk || !sameText) process.exitCode = 1;
  } finally {
    await browser.close();
    await server.close();
    await rm(outDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
