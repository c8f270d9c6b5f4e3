import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { limitedGithub } from "./github-octokit";
import { useLocalServer } from "./local-server-support";

/** A GitHub that takes every request and never answers, so a request is in flight until it is aborted. */
const arrived: IncomingMessage[] = [];
let onArrival: (() => void) | null = null;
const neverAnswering = useLocalServer((req) => {
  arrived.push(req);
  onArrival?.();
});

describe("a GitHub request aborted with a reason of our own", () => {
  it.each([
    ["a stopping worker's string", "worker stopping"],
    ["a lost lease's error", new Error("The job's lease was lost to another worker")],
  ])("ends at once, without the retry plugin's retries (%s)", async (_name, reason) => {
    const controller = new AbortController();
    const github = limitedGithub(neverAnswering.url(), "token", {
      signal: controller.signal,
      writeIntervalMs: 0,
      maxWaitMs: 10_000,
    });
    const before = arrived.length;
    const inFlight = new Promise<void>((resolve) => {
      onArrival = resolve;
    });
    const request = github.octokit.rest.issues.get({ owner: "acme", repo: "plans", issue_number: 1 });
    await inFlight;
    controller.abort(reason);
    const started = Date.now();
    await expect(request).rejects.toMatchObject({ name: "AbortError" });
    // Retried, it would send 3 more requests over 1 + 4 + 9 seconds.
    expect(github.requests).toBe(1);
    expect(arrived.length - before).toBe(1);
    expect(Date.now() - started).toBeLessThan(900);
  });
});
