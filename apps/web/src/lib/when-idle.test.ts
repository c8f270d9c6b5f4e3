import { afterEach, describe, expect, it, vi } from "vitest";
import { whenIdleAfterPaint } from "./when-idle";

describe("whenIdleAfterPaint", () => {
  let frames: FrameRequestCallback[] = [];
  const idle: IdleRequestCallback[] = [];
  const nextFrame = () => {
    const due = frames;
    frames = [];
    for (const callback of due) callback(0);
  };
  const stubBrowser = () => {
    vi.useFakeTimers();
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
});
