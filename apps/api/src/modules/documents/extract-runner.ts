import { existsSync } from "node:fs";
import { Worker } from "node:worker_threads";
import type { ExtractLimits, WorkerAnswer, WorkerJob } from "./extract-limits";

/**
 * Where the worker's code is: next to the bundle (dist/extract-worker.js, built by build.mjs), or,
 * run from source, the TypeScript file started through the tsx bootstrap.
 */
function workerEntry(): { file: URL; entry: string | null } {
  const built = new URL("./extract-worker.js", import.meta.url);
  if (existsSync(built)) return { file: built, entry: null };
  return {
    file: new URL("./ts-worker.mjs", import.meta.url),
    entry: new URL("./extract-worker.ts", import.meta.url).href,
  };
}

const TOO_LONG = "reading it took too long. Try a smaller or simpler file.";
const TOO_BIG = "reading it needs more memory than a document may use. Try a smaller or simpler file.";

/** Documents read at once by this instance; the others wait their turn (each worker has its own heap). */
export const EXTRACT_CONCURRENCY = 2;
let running = 0;
const waiting: Array<() => void> = [];

async function slot(): Promise<() => void> {
  if (running >= EXTRACT_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  return () => {
    running -= 1;
    waiting.shift()?.();
  };
}

/**
 * Reads a PDF or Word document in a worker thread with a hard heap cap (resourceLimits) and a real
 * time limit: the worker is terminated when it runs out of either, so a hostile document can neither
 * block the server's event loop nor take its memory. Answers the text or a refusal sentence.
 */
export async function runExtraction(
  kind: WorkerJob["kind"],
  bytes: Buffer,
  limits: ExtractLimits,
): Promise<WorkerAnswer> {
  const release = await slot();
  try {
    return await new Promise<WorkerAnswer>((resolve) => {
      const { file, entry } = workerEntry();
      const invalid = kind === "pdf" ? "it is not a valid PDF." : "it is not a valid Word document.";
      const job: WorkerJob = { kind, bytes: new Uint8Array(bytes), limits };
      const worker = new Worker(file, {
        workerData: { entry, job },
        // Not the parent's flags (an --input-type or a loader of the caller's has no business here).
        execArgv: [],
        resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb, maxYoungGenerationSizeMb: 32 },
        stdout: true,
        stderr: true,
      });
      // pdf.js warns on stdout about damaged files; nobody needs those lines.
      worker.stdout.resume();
      worker.stderr.resume();
      let settled = false;
      const finish = (answer: WorkerAnswer) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        void worker.terminate();
        resolve(answer);
      };
      const timer = setTimeout(() => finish({ refused: TOO_LONG }), limits.timeMs);
      worker.on("message", (answer: WorkerAnswer) => finish(answer));
      worker.on("error", (error: NodeJS.ErrnoException) =>
        finish({ refused: error.code === "ERR_WORKER_OUT_OF_MEMORY" ? TOO_BIG : invalid }),
      );
      worker.on("exit", () => finish({ refused: invalid }));
    });
  } finally {
    release();
  }
}
