import { writeFileSync } from "node:fs";
import type { CDPSession } from "playwright-core";

/**
 * Chromium's cumulative main-thread counters of a page, in ms: script, and style recalculation plus layout
 * (CDP `Performance.getMetrics`; `Performance.enable` must have been sent). The page's own thread time, so
 * less sensitive to other processes on a loaded machine than the wall-clock length of its long tasks.
 */
export async function threadTimes(cdp: CDPSession): Promise<{ script: number; layout: number }> {
  const { metrics } = await cdp.send("Performance.getMetrics");
  const value = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
  return {
    script: value("ScriptDuration"),
    layout: value("LayoutDuration") + value("RecalcStyleDuration"),
  };
}

/** Starts a performance trace (open the file it is saved to in DevTools' Performance panel). */
export const startTrace = (cdp: CDPSession) =>
  cdp.send("Tracing.start", {
    categories: "devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing",
    transferMode: "ReturnAsStream",
  });

/** Ends the trace begun by `startTrace` and writes it to `file`. */
export async function saveTrace(cdp: CDPSession, file: string) {
  const done = new Promise<string>((resolve) =>
    cdp.once("Tracing.tracingComplete", (event) => resolve(event.stream!)),
  );
  await cdp.send("Tracing.end");
  const stream = await done;
  let text = "";
  for (;;) {
    const chunk = await cdp.send("IO.read", { handle: stream });
    text += chunk.base64Encoded ? Buffer.from(chunk.data, "base64").toString() : chunk.data;
    if (chunk.eof) break;
  }
  await cdp.send("IO.close", { handle: stream });
  writeFileSync(file, text);
}
