// The stream benchmark's HTTP clients: one stream read in this thread (first-chunk latency), and a worker
// thread that opens every concurrent stream at once and checks each for lost and reordered chunks.
import { Agent, request } from "node:http";
import { performance } from "node:perf_hooks";
import { Worker } from "node:worker_threads";
import { onSseBlocks } from "./sse-blocks";

export interface StreamOutcome {
  status: number;
  firstChunkAt: number | null;
  chunks: string[];
  done: boolean;
}

const agent = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

/** Closes the kept-alive sockets of `readStream`, so the process can end. */
export const closeStreamClients = () => agent.destroy();

/** POSTs to a stream route and reads the SSE events as they arrive. */
export function readStream(port: number, path: string, token: string): Promise<StreamOutcome> {
  return new Promise((resolve, reject) => {
    const outcome: StreamOutcome = { status: 0, firstChunkAt: null, chunks: [], done: false };
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path,
        method: "POST",
        agent,
        headers: { "content-type": "application/json", "x-user-authorization-token": token },
      },
      (res) => {
        outcome.status = res.statusCode ?? 0;
        onSseBlocks(res, (block) => {
          if (block.startsWith("data: ")) {
            outcome.firstChunkAt ??= performance.now();
            outcome.chunks.push(JSON.parse(block.slice(6)) as string);
          } else if (block.startsWith("event: done")) outcome.done = true;
        });
        res.on("end", () => resolve(outcome));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end("{}");
  });
}

/** Source of the client thread: all streams at once, each checked for lost and reordered chunks. */
const CLIENT_THREAD = `
const { parentPort, workerData } = require("node:worker_threads");
const http = require("node:http");
const { port, token, paths, chunks } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
const expected = Array.from({ length: chunks }, (_, i) => "c" + i + "|");
const one = (path) => new Promise((resolve) => {
  const got = [];
  let done = false;
  let status = 0;
  const req = http.request({ host: "127.0.0.1", port, path, method: "POST", agent,
    headers: { "content-type": "application/json", "x-user-authorization-token": token } }, (res) => {
    status = res.statusCode;
    res.setEncoding("utf8");
    let buffer = "";
    res.on("data", (text) => {
      buffer += text;
      let end = buffer.indexOf("\\n\\n");
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (block.startsWith("data: ")) got.push(JSON.parse(block.slice(6)));
        else if (block.startsWith("event: done")) done = true;
        end = buffer.indexOf("\\n\\n");
      }
    });
    res.on("end", () => resolve({ status, got, done }));
  });
  req.on("error", () => resolve({ status: 0, got, done }));
  req.end("{}");
});
parentPort.postMessage("ready");
parentPort.once("message", () => Promise.all(paths.map(one)).then((outcomes) => {
  let lost = 0, reordered = 0, failed = 0;
  for (const o of outcomes) {
    if (o.status !== 200 || !o.done) failed++;
    lost += Math.max(0, expected.length - o.got.length);
    reordered += o.got.filter((chunk, i) => chunk !== expected[i]).length;
  }
  agent.destroy();
  parentPort.postMessage({ lost, reordered, failed });
}));
`;

/** Starts the client thread; `go()` sends every request at once and resolves with the checks. */
export function startClientThread(port: number, token: string, paths: string[], chunks: number) {
  const worker = new Worker(CLIENT_THREAD, {
    eval: true,
    execArgv: [],
    workerData: { port, token, paths, chunks },
  });
  const ready = new Promise<void>((resolve, reject) => {
    worker.once("message", () => resolve());
    worker.once("error", reject);
  });
  const go = () =>
    new Promise<{ lost: number; reordered: number; failed: number }>((resolve, reject) => {
      worker.once("message", (result) => {
        resolve(result);
        void worker.terminate();
      });
      worker.once("error", reject);
      worker.postMessage("go");
    });
  return { ready, go };
}
