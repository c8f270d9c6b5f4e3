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
 * {@link whenIdle}, but not before the browser has painted what is on screen now: an idle moment can come
 * before the next frame, and work started there (a download, say) would compete with what that frame shows.
 * Two frames, not one: a frame's callbacks run before its paint, and the paint reaches the screen a little
 * later still (Chrome's largest-contentful-paint is stamped then); the next frame's callbacks come after it.
 */
export function whenIdleAfterPaint(task: () => void, timeout: number): () => void {
  if (typeof globalThis.requestAnimationFrame !== "function") return whenIdle(task, timeout);
  let cancel: () => void;
  const afterFrame = (then: () => void) => {
    const frame = requestAnimationFrame(then);
    cancel = () => cancelAnimationFrame(frame);
  };
  afterFrame(() =>
    afterFrame(() => {
      const timer = setTimeout(() => {
        cancel = whenIdle(task, timeout);
      }, 0);
      cancel = () => clearTimeout(timer);
    }),
  );
  return () => cancel();
}
