// Load generation and the bare baseline server of the list benchmark.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Worker } from "node:worker_threads";

export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
}

export interface LoadOptions {
  origin: string;
  paths: string[];
  headers: Record<string, string>;
  concurrency: number;
  durationMs: number;
}

// The load loop runs in a worker thread so it does not steal the event loop of the server under test.
// Plain CommonJS (eval worker): keep-alive node:http requests, each loop waiting for the full body.
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const http = require("node:http");
const { origin, paths, headers, concurrency, durationMs } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
const url = new URL(origin);
const latencies = [];
let errors = 0;
let next = 0;
function once(path) {
  return new Promise((resolve) => {
    const started = performance.now();
    const req = http.request(
      { host: url.hostname, port: url.port, path, method: "GET", headers, agent },
      (res) => {
        res.on("data", () => {});
        res.on("end", () => {
          if (res.statusCode === 200) latencies.push(performance.now() - started);
          else errors++;
          resolve();
        });
      },
    );
    req.on("error", () => { errors++; resolve(); });
    req.end();
  });
}
async function loop(deadline) {
  while (performance.now() < deadline) await once(paths[next++ % paths.length]);
}
(async () => {
  const started = performance.now();
  const deadline = started + durationMs;
  await Promise.all(Array.from({ length: concurrency }, () => loop(deadline)));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  parentPort.postMessage({ latencies, errors, seconds });
})();
`;

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

interface RawLoad {
  latencies: number[];
  errors: number;
  seconds: number;
}

function loadOnce(options: LoadOptions): Promise<RawLoad> {
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: options });
  return new Promise<RawLoad>((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  }).finally(() => worker.terminate());
}

function summarise({ latencies, errors, seconds }: RawLoad): LoadResult {
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requests: sorted.length,
    errors,
    seconds,
    rps: sorted.length / seconds,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
  };
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  return summarise(await loadOnce(options));
}

export type PageHandler = (page: number, size: number) => Promise<unknown>;

/** The baseline: bare node:http, no framework, no token check, no validation; the same SQL. */
export async function startBareServer(handler: PageHandler) {
  const server = http.createServer(async (req, res) => {
    try {
      const query = new URL(req.url ?? "/", "http://localhost").searchParams;
      const page = Number(query.get("page") ?? 0);
      const size = Number(query.get("size") ?? 10);
      const body = JSON.stringify({ success: true, data: await handler(page, size) });
      res.writeHead(200, { "content-type": "application/json" }).end(body);
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Times `fn` `runs` times, one after another, and returns the latencies in ms, sorted. */
export async function timeSerial(runs: number, fn: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

/**
 * Loads two servers in alternating rounds (the order flips each round), so a change in background
 * load on the machine hits both alike; returns the combined result of each.
 */
export async function compareLoad(
  ours: Omit<LoadOptions, "durationMs">,
  baseline: Omit<LoadOptions, "durationMs">,
  totalMs: number,
  rounds: number,
): Promise<[LoadResult, LoadResult]> {
  const acc = [
    { latencies: [] as number[], errors: 0, seconds: 0 },
    { latencies: [] as number[], errors: 0, seconds: 0 },
  ];
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? [0, 1] : [1, 0];
    for (const which of order) {
      const options = which === 0 ? ours : baseline;
      const raw = await loadOnce({ ...options, durationMs: totalMs / rounds });
      acc[which]!.latencies.push(...raw.latencies);
      acc[which]!.errors += raw.errors;
      acc[which]!.seconds += raw.seconds;
    }
  }
  return [summarise(acc[0]!), summarise(acc[1]!)];
}
