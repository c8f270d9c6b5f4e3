import { afterEach, describe, expect, it, vi } from "vitest";
import { LARGEST_PAINT_WAIT_MS, nextTask, whenIdleAfterPaint } from "./when-idle";

describe("whenIdleAfterPaint", () => {
  let frames: FrameRequestCallback[] = [];
  const idle: IdleRequestCallback[] = [];
  const nextFrame = () => {
    const due = frames;
    frames = [];
    for (const callback of due) callback(0);
  };
  /** A browser that does not report largest contentful paints (Safari): frames are the signal. */
  const stubBrowser = () => {
    vi.useFakeTimers();
    vi.stubGlobal("PerformanceObserver", undefined);
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal("cancelAnimationFrame", (handle: number) => {
      frames[handle - 1] = () => undefined;
    });
    vi.stubGlobal("requestIdleCallback", (callback: IdleRequestCallback) => idle.push(callback));
    vi.stubGlobal("cancelIdleCallback", (handle: number) => {
      idle[handle - 1] = () => undefined;
    });
  };
  const idleNow = () => {
    for (const callback of idle.splice(0)) callback({ didTimeout: false, timeRemaining: () => 50 });
  };

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    frames = [];
    idle.length = 0;
  });

  it("waits for two frames, the task after them, then an idle moment", () => {
    stubBrowser();
    const task = vi.fn();
    whenIdleAfterPaint(task, 1_000);
    idleNow();
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();
    nextFrame();
    idleNow();
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();
    nextFrame();
    idleNow();
    expect(task).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();
    idleNow();
    expect(task).toHaveBeenCalledOnce();
  });

  it("can be cancelled before each frame, before their task, and before the idle moment", () => {
    stubBrowser();
    const task = vi.fn();
    const frames2 = () => {
      nextFrame();
      nextFrame();
    };
    whenIdleAfterPaint(task, 1_000)();
    frames2();
    vi.runAllTimers();
    idleNow();

    const cancelAfterFirstFrame = whenIdleAfterPaint(task, 1_000);
    nextFrame();
    cancelAfterFirstFrame();
    nextFrame();
    vi.runAllTimers();
    idleNow();

    const cancelAfterFrames = whenIdleAfterPaint(task, 1_000);
    frames2();
    cancelAfterFrames();
    vi.runAllTimers();
    idleNow();

    const cancelAtIdle = whenIdleAfterPaint(task, 1_000);
    frames2();
    vi.runAllTimers();
    cancelAtIdle();
    idleNow();
    expect(task).not.toHaveBeenCalled();
  });

  describe("where the browser reports largest contentful paints", () => {
    let report: ((entries: { startTime: number }[]) => void) | null = null;
    const disconnect = vi.fn();
    const stubChromium = () => {
      stubBrowser();
      class Observer {
        static supportedEntryTypes = ["largest-contentful-paint"];
        constructor(callback: (list: { getEntries: () => { startTime: number }[] }) => void) {
          report = (entries) => callback({ getEntries: () => entries });
        }
        observe() {}
        disconnect = disconnect;
      }
      vi.stubGlobal("PerformanceObserver", Observer);
    };

    afterEach(() => {
      report = null;
      disconnect.mockClear();
    });

    it("waits for the report of a paint from now on, not an earlier one, then a task, then an idle moment", () => {
      stubChromium();
      const task = vi.fn();
      const now = performance.now();
      whenIdleAfterPaint(task, 1_000);
      nextFrame();
      nextFrame();
      idleNow();
      report!([{ startTime: now - 10 }]);
      vi.advanceTimersByTime(LARGEST_PAINT_WAIT_MS - 1);
      idleNow();
      expect(task).not.toHaveBeenCalled();
      report!([{ startTime: now + 1_000 }]);
      expect(disconnect).toHaveBeenCalled();
      idleNow();
      expect(task).not.toHaveBeenCalled();
      vi.advanceTimersByTime(0);
      idleNow();
      expect(task).toHaveBeenCalledOnce();
    });

    it("goes on without a report after a while: content no larger than before brings none", () => {
      stubChromium();
      const task = vi.fn();
      whenIdleAfterPaint(task, 1_000);
      vi.advanceTimersByTime(LARGEST_PAINT_WAIT_MS - 1);
      idleNow();
      expect(task).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      vi.runAllTimers();
      idleNow();
      expect(task).toHaveBeenCalledOnce();
      expect(disconnect).toHaveBeenCalled();
    });

    it("can be cancelled while it waits for the report", () => {
      stubChromium();
      const task = vi.fn();
      const cancel = whenIdleAfterPaint(task, 1_000);
      cancel();
      expect(disconnect).toHaveBeenCalled();
      report!([{ startTime: performance.now() + 1_000 }]);
      vi.runAllTimers();
      idleNow();
      expect(task).not.toHaveBeenCalled();
    });
  });
});

describe("nextTask", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("yields through scheduler.yield where the browser has it", async () => {
    const yieldTo = vi.fn(() => Promise.resolve());
    vi.stubGlobal("scheduler", { yield: yieldTo });
    await nextTask();
    expect(yieldTo).toHaveBeenCalledOnce();
  });

  it("elsewhere resolves in a later task, not in the current one's microtasks", async () => {
    vi.stubGlobal("scheduler", undefined);
    vi.useFakeTimers();
    const done = vi.fn();
    void nextTask().then(done);
    await Promise.resolve();
    await Promise.resolve();
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toHaveBeenCalledOnce();
  });
});
