import { nextTask } from "./when-idle";

let loading: Promise<void> | undefined;

/**
 * Evaluates the contract's schemas in two tasks: zod's code with a few of the contract's modules (zod's chunk,
 * vite.config.ts), then the rest of the schemas. In one task the two blocked a phone's main thread for ~100 ms at
 * once (decisions 052 and 055); the schemas alone still took 70–95 ms, so their first modules moved into zod's
 * task, under 50 ms each at 4× CPU (decision 183). The yields matter: an import of a module already downloaded can
 * be evaluated in the task that asked for it. Code that needs a schema before a screen has loaded awaits this
 * first, or its own import would evaluate both at once.
 */
export function loadContract(): Promise<void> {
  loading ??= import("./zod-stage")
    .then(nextTask)
    .then(() => import("@initiative-planner/contract/routes"))
    .then(nextTask);
  // A failed download may succeed on the next attempt.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
