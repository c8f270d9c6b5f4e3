/**
 * Runs `task` once the browser is idle (at the latest after `timeout` ms), or soon where there is no
 * `requestIdleCallback` (Safari, jsdom). Returns a cancel, so it can be an effect's cleanup.
 */
export function whenIdle(task: () => void, timeout: number): () => void {
  if (typeof globalThis.requestIdleCallback === "function") {
    const handle = requestIdleCallback(task, { timeout });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 0);
  return () => clearTimeout(timer);
}
