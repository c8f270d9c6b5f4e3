// Starts a TypeScript worker when the API runs from source (vitest, tsx): workers do not inherit the
// parent's TypeScript loader. The built server runs dist/extract-worker.js directly instead.
import { workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
await import(workerData.entry);
