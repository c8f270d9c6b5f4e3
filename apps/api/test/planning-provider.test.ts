import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aiUsage, streamLeases } from "../src/db/schema";
import { type FakeBehaviour, type FakeOpenAi, startFakeOpenAi } from "./fake-openai-server";
import type { TestServer } from "./harness";
import {
  callStream,
  errorOf,
  eventually,
  plannedInitiative,
  proposalOf,
  startWithFakeProvider,
} from "./planning-support";

const PROPOSAL = proposalOf(["marketing", "engg_backend", "design"]);

/**
 * The real HTTP path to a model: @ai-sdk/openai-compatible talking to a local fake provider. Plan
 * proposals (non-streamed) always succeed; each test sets what the streamed calls do.
 */
describe("plan streams through an OpenAI-compatible provider", () => {
  let fake: FakeOpenAi;
  let server: TestServer;
  let setup: Awaited<ReturnType<typeof plannedInitiative>>;
  let base: string;
  let streaming: FakeBehaviour = { kind: "stream", chunks: ["ok"] };

  beforeAll(async () => {
    fake = await startFakeOpenAi({
      behaviour: (request) =>
        request.body?.stream === true ? streaming : { kind: "json", content: PROPOSAL },
    });
    server = await startWithFakeProvider(fake);
    setup = await plannedInitiative(server, "A coffee loyalty programme");
    base = `/portal/initiatives/${setup.initiative.id}/workstreams/${setup.wsId}/subsections`;
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  const plan = async (uid: string) => {
    const res = await server.request("GET", base, { token: setup.owner.token });
    return (res.body.data as Array<{ uid: string; plan: unknown }>).find((s) => s.uid === uid)!.plan;
  };

  it("plans the initiative with the model's proposal", () => {
    expect(setup.workstreams.map((w) => w.id)).toEqual(["marketing", "engg_backend", "design"]);
    expect(setup.subIds).toEqual(["goals", "steps", "risks"]);
  });

  it("relays the model's chunks in order, saves them and records the provider's token usage", async () => {
    const chunks = Array.from({ length: 30 }, (_, i) => `chunk-${i} `);
    streaming = {
      kind: "stream",
      chunks,
      chunkDelayMs: 2,
      usage: { prompt_tokens: 321, completion_tokens: 123 },
    };
    const res = await callStream(server, "POST", `${base}/goals/stream`, { token: setup.owner.token });
    expect(res.status).toBe(200);
    expect(res.streamed).toBe(chunks.join(""));
    expect(res.events.at(-1)).toEqual({ type: "done", data: { version: 1 } });
    expect(await plan("goals")).toMatchObject({ content: chunks.join(""), version: 1 });
    const rows = await server.ctx.db.select().from(aiUsage).where(eq(aiUsage.userId, setup.owner.id));
    expect(rows.find((r) => r.kind === "subsection")).toMatchObject({
      provider: "openai-compatible",
      model: "fake-1",
      inputTokens: 321,
      outputTokens: 123,
      reservedTokens: 0,
    });
  });

  it("ends with event: error and keeps the plan when the provider cuts the stream halfway", async () => {
    const before = await plan("steps");
    streaming = { kind: "cut", chunks: ["one ", "two ", "three "], cutAfter: 2 };
    const res = await callStream(server, "POST", `${base}/steps/stream`, { token: setup.owner.token });
    expect(res.status).toBe(200);
    expect(res.streamed).toBe("one two ");
    expect(errorOf(res)).toMatchObject({ type: "error", data: { error: "unavailable" } });
    expect(res.events.some((e) => e.type === "done")).toBe(false);
    expect(await plan("steps")).toEqual(before);
  });

  it("answers an upstream 500 (before any output) with a JSON 503 and keeps the plan", async () => {
    const before = await plan("steps");
    streaming = { kind: "status", status: 500 };
    const res = await callStream(server, "POST", `${base}/steps/stream`, { token: setup.owner.token });
    expect(res.status).toBe(503);
    expect(res.json).toMatchObject({ success: false, error: "unavailable" });
    expect(res.json.message).toContain("HTTP 500");
    expect(await plan("steps")).toEqual(before);
  });

  it("closes the upstream connection when the client aborts, and saves nothing", async () => {
    const before = await plan("risks");
    streaming = {
      kind: "stream",
      chunks: Array.from({ length: 200 }, (_, i) => `slow-${i} `),
      chunkDelayMs: 50,
    };
    const controller = new AbortController();
    const seen = fake.requests.length;
    const response = await fetch(`${server.url}${base}/risks/stream`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-user-authorization-token": setup.owner.token },
      body: "{}",
      signal: controller.signal,
    });
    const reader = response.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toContain("slow-0");
    const abortedAt = Date.now();
    controller.abort();
    const upstream = fake.requests[seen]!;
    const closedAt = await eventually(async () => upstream.closedAt ?? undefined, 2_000);
    expect(closedAt - abortedAt).toBeLessThan(1_000);
    expect(upstream.completedAt).toBeNull();
    // Once the server has let go of the plan, nothing may have been saved.
    await eventually(async () => (await server.ctx.db.select().from(streamLeases)).length === 0, 2_000);
    expect(await plan("risks")).toEqual(before);
  });
});
