import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type FakeOpenAi, startFakeOpenAi } from "../../apps/api/test/fake-openai-server";
import { call, devToken, type ServerProcess, startServerProcess } from "./server-process";
import { freshDatabase, promptOf, proposalFor, waitFor } from "./support";

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe("kill -9 while 20 initiatives wait for workstream generation", () => {
  it("after a restart every one reaches WORKSTREAM_CREATED, none generated twice", async () => {
    const db = await freshDatabase();
    cleanups.push(() => db.drop());
    // The provider hangs, so generation is in flight (or queued) when the server dies.
    let answering = false;
    const fake: FakeOpenAi = await startFakeOpenAi({
      behaviour: () => (answering ? { kind: "json", content: "" } : { kind: "hang" }),
    });
    cleanups.push(() => fake.close());
    const env = {
      DATABASE_URL: db.url,
      DATA_DIR: mkdtempSync(join(tmpdir(), "ip-fault-")),
      LLM_PROVIDER: "openai-compatible",
      LLM_BASE_URL: fake.url,
      LLM_MODEL: "fake",
      JOB_POLL_MS: "100",
      JOB_LEASE_MS: "1500",
      JOB_RETRY_BACKOFF_MS: "200,200,200",
      AI_CALLS_PER_MINUTE: "100000",
    };
    cleanups.push(() => rmSync(env.DATA_DIR, { recursive: true, force: true }));
    let server: ServerProcess = await startServerProcess(env);
    const token = await devToken(server.url, "crash@example.com");
    await call(server.url, "POST", "/portal/user/login", token);
    const ideas = Array.from(
      { length: 20 },
      (_, i) => `Crash-safe idea number ${i}: a loyalty programme for bakery ${i}`,
    );
    const ids: string[] = [];
    for (const idea of ideas) {
      const res = await call(server.url, "POST", "/portal/initiative", token, {
        description: idea,
        date_due_completion: new Date(Date.now() + 86_400_000).toISOString(),
        priority: "HIGH",
        communication_mode: "SLACK",
      });
      expect(res.status).toBe(200);
      ids.push(res.body.data.id);
    }
    await fake.waitForRequests(1, 10_000);
    await server.kill9();

    // Answer with a valid plan for whichever idea the request is about.
    const proposals = new Map<string, string>();
    for (const idea of ideas) proposals.set(idea, await proposalFor(idea));
    fake.setBehaviour((request) => {
      const prompt = promptOf(request);
      const idea = ideas.find((i) => prompt.includes(JSON.stringify(i).slice(1, -1)));
      return { kind: "json", content: idea ? proposals.get(idea)! : "{}" };
    });
    answering = true;
    server = await startServerProcess(env);
    cleanups.push(() => server.stop());

    for (const id of ids) {
      await waitFor(
        async () => {
          const res = await call(server.url, "GET", `/portal/initiative/${id}/details`, token);
          return res.body?.data?.heading.status === "WORKSTREAM_CREATED";
        },
        60_000,
        `initiative ${id}`,
      );
    }
    // None twice: each idea got exactly one answered proposal request.
    for (const idea of ideas) {
      const needle = JSON.stringify(idea).slice(1, -1);
      const answered = fake.requests.filter((r) => r.completedAt !== null && promptOf(r).includes(needle));
      expect(answered.length, idea).toBe(1);
    }
    const details = await call(server.url, "GET", `/portal/initiative/${ids[0]}/details`, token);
    const expected = JSON.parse(proposals.get(ideas[0]!)!).workstreams.map((w: { id: string }) => w.id);
    expect(details.body.data.workstreams.map((w: { id: string }) => w.id)).toEqual(expected);
  });
});
