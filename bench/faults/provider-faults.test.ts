import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeBehaviour, type FakeOpenAi, startFakeOpenAi } from "../../apps/api/test/fake-openai-server";
import { call, devToken, type ServerProcess, startServerProcess } from "./server-process";
import { plannedInitiative, proposalFor, readSse, waitFor } from "./support";

const IDEA = "A loyalty programme for neighbourhood coffee shops with a points app";
const TIMEOUT_MS = 2_000;

describe("model provider failures and client aborts (fake OpenAI-compatible server)", () => {
  let fake: FakeOpenAi;
  let server: ServerProcess;
  let token: string;
  let dataDir: string;
  let base: string;
  let behaviour: FakeBehaviour = { kind: "status", status: 500 };
  beforeAll(async () => {
    const proposal = await proposalFor(IDEA);
    fake = await startFakeOpenAi({
      behaviour: (request) =>
        JSON.stringify(request.body).includes("json_schema")
          ? { kind: "json", content: proposal }
          : behaviour,
    });
    dataDir = mkdtempSync(join(tmpdir(), "ip-provider-"));
    server = await startServerProcess({
      DATA_DIR: dataDir,
      LLM_PROVIDER: "openai-compatible",
      LLM_BASE_URL: fake.url,
      LLM_MODEL: "fake",
      LLM_TIMEOUT_MS: String(TIMEOUT_MS),
      JOB_POLL_MS: "100",
      AI_CALLS_PER_MINUTE: "100000",
    });
    token = await devToken(server.url, "provider@example.com");
    await call(server.url, "POST", "/portal/user/login", token);
    const { id, wsId, subId } = await plannedInitiative(server.url, token, IDEA);
    base = `/portal/initiatives/${id}/workstreams/${wsId}/subsections/${subId}`;
    const saved = await call(server.url, "POST", `${base}/improve/save`, token, {
      content: "# The original plan",
    });
    expect(saved.status).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await fake?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function plan() {
    const subs = await call(server.url, "GET", base.replace(/\/subsections\/.*/, "/subsections"), token);
    return subs.body.data[0].plan as { content: string; version: number };
  }

  it.each([
    ["answers 500", { kind: "status", status: 500 } as FakeBehaviour],
    ["hangs", { kind: "hang" } as FakeBehaviour],
    [
      "cuts the stream halfway",
      {
        kind: "cut",
        chunks: ["# Half ", "a ", "plan ", "that ", "never ", "ends"],
        cutAfter: 3,
        chunkDelayMs: 20,
      } as FakeBehaviour,
    ],
  ])(
    "when the provider %s the client gets event: error in time and the plan stays as it was",
    async (_, failure) => {
      behaviour = failure;
      const before = await plan();
      const started = Date.now();
      const response = await fetch(`${server.url}${base}/stream`, {
        method: "POST",
        headers: { "x-user-authorization-token": token, "content-type": "application/json" },
        body: "{}",
        signal: AbortSignal.timeout(TIMEOUT_MS + 10_000),
      });
      const elapsed = () => Date.now() - started;
      if (response.headers.get("content-type")?.includes("event-stream")) {
        const { final } = await readSse(response);
        expect(final?.event).toBe("error");
        expect(final?.data).toMatchObject({ error: expect.any(String), message: expect.any(String) });
      } else {
        expect(response.status).toBeGreaterThanOrEqual(500);
        expect((await response.json()).success).toBe(false);
      }
      expect(elapsed()).toBeLessThan(TIMEOUT_MS + 3_000);
      expect(await plan()).toEqual(before);
    },
  );

  it("100 client aborts: the provider sees every cancellation within 500 ms and open handles return to baseline", async () => {
    behaviour = {
      kind: "stream",
      chunks: Array.from({ length: 200 }, (_, i) => `word${i} `),
      chunkDelayMs: 50,
    };
    const fds = () => readdirSync(`/proc/${server.process.pid}/fd`).length;
    await new Promise((r) => setTimeout(r, 500));
    const baseline = fds();
    const before = await plan();
    const delays: number[] = [];
    // One plan generates once at a time (a second is a 409), so the aborts run one after another.
    for (let i = 0; i < 100; i++) {
      const controller = new AbortController();
      const firstRequest = fake.requests.length;
      let response: Response;
      for (;;) {
        response = await fetch(`${server.url}${base}/stream`, {
          method: "POST",
          headers: { "x-user-authorization-token": token, "content-type": "application/json" },
          body: "{}",
          signal: controller.signal,
        });
        if (response.status !== 409) break;
        await response.text(); // the previous aborted stream is still releasing its lease
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(response.headers.get("content-type")).toContain("event-stream");
      const reader = response.body!.getReader();
      await reader.read(); // the first chunk arrived: the model call is live
      const abortedAt = Date.now();
      controller.abort();
      await reader.cancel().catch(() => {});
      const upstream = await waitFor(
        async () => fake.requests.slice(firstRequest).find((r) => r.closedAt !== null),
        2_000,
        "the upstream cancellation",
      );
      delays.push(upstream.closedAt! - abortedAt);
    }
    expect(delays).toHaveLength(100);
    expect(Math.max(...delays)).toBeLessThanOrEqual(500);
    // Nothing was saved by the aborted generations.
    await waitFor(async () => (await plan()).version === before.version, 5_000, "no new version");
    // Open handles (file descriptors: sockets, files) back to their baseline once the dust settles.
    await waitFor(
      async () => fds() <= baseline + 2,
      10_000,
      `fds back to baseline ${baseline} (now ${fds()})`,
    );
    console.log(
      `aborts: 100, worst upstream cancellation ${Math.max(...delays)} ms, fds baseline ${baseline} → ${fds()}`,
    );
  });
});
