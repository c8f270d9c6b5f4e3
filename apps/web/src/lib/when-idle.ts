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

/**
 * Resolves in a later task: what follows is not part of the current one, so a phone's main thread gets a
 * break between two long pieces of work. `scheduler.yield()` where the browser has it (it resumes ahead of
 * other queued work), a zero timeout elsewhere.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** How long to wait for the browser to report a paint of larger content before going on without it. */
export const LARGEST_PAINT_WAIT_MS = 500;

const reportsLargestPaint = () =>
  typeof globalThis.PerformanceObserver === "function" &&
  (PerformanceObserver.supportedEntryTypes ?? []).includes("largest-contentful-paint");

/**
 * Calls `then` once what is on screen now has reached the screen. Where the browser reports its largest
 * contentful paint (Chromium), that is its next report of a frame from now on: Chrome stamps it when the frame is
 * presented, after the frame's callbacks and at times a frame or two later. At most {@link LARGEST_PAINT_WAIT_MS}:
 * content no larger than what showed before brings no report. Elsewhere, after two frames: a frame's
 * callbacks run before its paint, the next frame's after it.
 */
function afterPaint(then: () => void): () => void {
  if (reportsLargestPaint()) {
    const since = performance.now();
    let stopped = false;
    const stop = () => {
      stopped = true;
      observer.disconnect();
      clearTimeout(timer);
    };
    const finish = () => {
      if (stopped) return;
      stop();
      then();
    };
    // A report of an earlier frame can still arrive: only one painted from now on counts.
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.startTime >= since)) finish();
    });
    observer.observe({ type: "largest-contentful-paint" });
    const timer = setTimeout(finish, LARGEST_PAINT_WAIT_MS);
    return stop;
  }
  if (typeof globalThis.requestAnimationFrame !== "function") {
    const timer = setTimeout(then, 0);
    return () => clearTimeout(timer);
  }
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(then);
  });
  return () => cancelAnimationFrame(frame);
}

/**
 * {@link whenIdle}, but not before the browser has painted what is on screen now: an idle moment can come
 * before the next frame, and work started there (a download, say) would compete with what that frame shows.
 */
export function whenIdleAfterPaint(task: () => void, timeout: number): () => void {
  let cancel = afterPaint(() => {
    const timer = setTimeout(() => {
      cancel = whenIdle(task, timeout);
    }, 0);
    cancel = () => clearTimeout(timer);
  });
  return () => cancel();
}
