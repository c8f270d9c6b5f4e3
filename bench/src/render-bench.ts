// Render benchmark (issue 6): a ~30 KB plan streamed in 600 chunks into real Chromium, rendered by
// StreamingMarkdown and by a plain whole-text react-markdown re-render. Exits 1 when a target fails.
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
const renderers: RendererName[] = ["StreamingMarkdown", "react-markdown (whole text)"];

const renderRoot = fileURLToPath(new URL("../render", import.meta.url));

type Stats = { renderer: RendererName; total: number; worst: number; mean: number };

function stats(renderer: RendererName, times: number[]): Stats {
  const total = times.reduce((sum, t) => sum + t, 0);
  return { renderer, total, worst: Math.max(...times), mean: total / times.length };
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
    for (const renderer of renderers) {
      // A fresh page per renderer: both start with a cold JIT and an empty heap.
      const page = await browser.newPage();
      page.on("pageerror", (error) => console.error(`page error: ${error.message}`));
      await page.goto(process.env.BENCH_WARM ? `${url}?warm` : url);
      await page.waitForFunction(() => "renderBench" in window);
      const result: RunResult = await page.evaluate(([name, parts]) => window.renderBench.run(name, parts), [
        renderer,
        chunks,
      ] as const);
      results.push(stats(renderer, result.times));
      if (process.env.BENCH_DEBUG) console.log(renderer, "slowest chunks:", slowest(result.times));
      texts.push(result.innerHTML);
      await page.close();
    }

    const [ours, plain] = results as [Stats, Stats];
    const speedup = plain.total / ours.total;
    const sameText = texts[0] === texts[1];
    const speedupOk = speedup >= TARGET_SPEEDUP;
    const worstOk = ours.worst <= TARGET_WORST_MS;

    const [load1] = loadavg();
    console.log(
      `\nDocument: ${text.length} characters in ${chunks.length} chunks; Chromium, production build.`,
    );
    // Times are wall-clock: on a busy machine preemption shows up as slow chunks.
    console.log(`Machine: ${cpus().length} CPUs, load average ${load1?.toFixed(2)} at the end of the run.\n`);
    console.log("| renderer | total ms | worst chunk ms | mean chunk ms |");
    console.log("|---|---:|---:|---:|");
    for (const r of results) {
      console.log(`| ${r.renderer} | ${r.total.toFixed(1)} | ${r.worst.toFixed(1)} | ${r.mean.toFixed(2)} |`);
    }
    console.log("\n| target | measured | result |");
    console.log("|---|---:|---|");
    console.log(
      `| ≥ ${TARGET_SPEEDUP}× less total time | ${speedup.toFixed(1)}× | ${speedupOk ? "PASS" : "FAIL"} |`,
    );
    console.log(
      `| no chunk over ${TARGET_WORST_MS} ms | worst ${ours.worst.toFixed(1)} ms | ${worstOk ? "PASS" : "FAIL"} |`,
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
