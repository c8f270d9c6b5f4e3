import { parentPort, workerData } from "node:worker_threads";
import { Refusal, readDocx, readPdf } from "./binary-readers";
import type { WorkerAnswer, WorkerJob } from "./extract-limits";

/**
 * The worker that reads one PDF or Word document (extract-runner.ts starts it). Everything that can
 * take long or much memory runs here, inside the heap cap and the time limit the server enforces.
 */
async function answer(job: WorkerJob): Promise<WorkerAnswer> {
  const bytes = Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength);
  try {
    return { ok: await (job.kind === "pdf" ? readPdf : readDocx)(bytes, job.limits) };
  } catch (error) {
    if (error instanceof Refusal) return { refused: error.message };
    return { refused: job.kind === "pdf" ? "it is not a valid PDF." : "it is not a valid Word document." };
  }
}

parentPort?.postMessage(await answer((workerData as { job: WorkerJob }).job));
