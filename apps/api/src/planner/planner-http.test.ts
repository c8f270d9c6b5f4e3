import type { PlanProposal } from "@initiative-planner/contract";
import { afterEach, describe, expect, it } from "vitest";
import { type FakeOpenAi, startFakeOpenAi } from "../../test/fake-openai-server";
import { parseConfig } from "../config";
import { createPlanner } from "./create-planner";
import { type ModelUsage, type PlanContext, type Planner, PlannerError } from "./planner";

/** The real HTTP path: @ai-sdk/openai-compatible against a local fake provider. */

let fake: FakeOpenAi | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function setup(
  behaviour: Parameters<typeof startFakeOpenAi>[0]["behaviour"],
): Promise<[FakeOpenAi, Planner]> {
  fake = await startFakeOpenAi({ behaviour });
  const config = parseConfig({
    LLM_PROVIDER: "openai-compatible",
    LLM_BASE_URL: fake.url,
    LLM_MODEL: "fake-llama",
  });
  return [fake, createPlanner(config.llm, { maxRetries: 0 })];
}

const context: PlanContext = {
  idea: "Warehouse robots that pick orders",
  initiativeName: "Warehouse Robots",
  workstream: { id: "engg_backend", name: "Back-end Engineering" },
  subsection: { uid: "api-design", display_name: "API Design", placeholder: "Endpoints" },
};

async function drain(
  stream: AsyncIterable<string>,
  received: string[],
  onChunk?: () => void,
): Promise<unknown> {
  try {
    for await (const chunk of stream) {
      received.push(chunk);
      onChunk?.();
    }
    return null;
  } catch (error) {
    return error;
  }
}

describe("planner over HTTP (openai-compatible)", () => {
  it("relays chunks in order and records usage", async () => {
    const chunks = Array.from({ length: 20 }, (_, i) => `part-${i} `);
    const [server, planner] = await setup({
      kind: "stream",
      chunks,
      chunkDelayMs: 2,
      usage: { prompt_tokens: 42, completion_tokens: 20 },
    });
    const usage: ModelUsage[] = [];
    const received: string[] = [];
    expect(
      await drain(planner.streamSubsection({ ...context, onUsage: (u) => void usage.push(u) }), received),
    ).toBeNull();
    expect(received.join("")).toBe(chunks.join(""));
    expect(usage).toEqual([
      {
        kind: "subsection",
        provider: "openai-compatible",
        model: "fake-llama",
        inputTokens: 42,
        outputTokens: 20,
        durationMs: expect.any(Number),
      },
    ]);
    const body = server.requests[0]!.body;
    expect(server.requests[0]!.path).toBe("/v1/chat/completions");
    expect(body).toMatchObject({
      model: "fake-llama",
      stream: true,
      stream_options: { include_usage: true },
    });
  });

  it("closes the upstream connection within a second when the caller aborts", async () => {
    const chunks = Array.from({ length: 200 }, (_, i) => `w${i} `);
    const [server, planner] = await setup({ kind: "stream", chunks, chunkDelayMs: 20 });
    const controller = new AbortController();
    const received: string[] = [];
    let abortedAt = 0;
    const error = await drain(
      planner.streamSubsection({ ...context, signal: controller.signal }),
      received,
      () => {
        if (received.length === 3) {
          abortedAt = Date.now();
          controller.abort();
        }
      },
    );
    expect(error).toMatchObject({ name: "AbortError" });
    await expect.poll(() => server.requests[0]!.closedAt, { timeout: 1_000, interval: 10 }).not.toBeNull();
    expect(server.requests[0]!.closedAt! - abortedAt).toBeLessThan(1_000);
    expect(server.requests[0]!.completedAt).toBeNull();
  });

  it("closes the upstream connection when the consumer stops reading early", async () => {
    const [server, planner] = await setup({
      kind: "stream",
      chunks: ["a ", "b ", "c ", "d "],
      chunkDelayMs: 200,
    });
    for await (const _chunk of planner.streamSubsection(context)) break;
    await expect.poll(() => server.requests[0]!.closedAt, { timeout: 1_000, interval: 10 }).not.toBeNull();
  });

  it("turns an upstream 500 into a PlannerError", async () => {
    const [, planner] = await setup({ kind: "status", status: 500 });
    const received: string[] = [];
    const error = await drain(
      planner.streamImprovement({
        ...context,
        document: "d",
        selection: { start: 0, end: 1 },
        instruction: "x",
      }),
      received,
    );
    expect(error).toBeInstanceOf(PlannerError);
    expect(error).toMatchObject({ kind: "provider", message: expect.stringContaining("HTTP 500") });
    expect(received).toEqual([]);
  });

  it("turns a mid-stream disconnect into a PlannerError, not a silent short text", async () => {
    const [, planner] = await setup({
      kind: "cut",
      chunks: ["one ", "two ", "three ", "four "],
      cutAfter: 2,
    });
    const received: string[] = [];
    const error = await drain(planner.streamSubsection(context), received);
    expect(received.join("")).toBe("one two ");
    expect(error).toBeInstanceOf(PlannerError);
    expect(error).toMatchObject({ kind: "provider" });
  });

  it("times out a provider that never answers", async () => {
    fake = await startFakeOpenAi({ behaviour: { kind: "hang" } });
    const config = parseConfig({
      LLM_PROVIDER: "openai-compatible",
      LLM_BASE_URL: fake.url,
      LLM_TIMEOUT_MS: "150",
    });
    const error = await drain(createPlanner(config.llm, { maxRetries: 0 }).streamSubsection(context), []);
    expect(error).toMatchObject({ name: "PlannerError", kind: "timeout" });
    await expect.poll(() => fake!.requests[0]!.closedAt, { timeout: 1_000, interval: 10 }).not.toBeNull();
  });

  it("gets a structured proposal with json_schema, repairing an invalid first answer", async () => {
    const valid: PlanProposal = {
      name: "Warehouse Robots",
      workstreams: (["product_management", "engg_backend", "compliance"] as const).map((id) => ({
        id,
        name: id,
        subsections: ["a", "b", "c"].map((uid) => ({
          uid,
          display_name: uid.toUpperCase(),
          placeholder: `About ${uid}`,
        })),
      })),
    };
    const [server, planner] = await setup((request) =>
      request.index === 0 ? { kind: "json", content: "{ not json" } : { kind: "json", content: valid },
    );
    const usage: ModelUsage[] = [];
    expect(await planner.proposePlan("Warehouse robots", { onUsage: (u) => void usage.push(u) })).toEqual(
      valid,
    );
    expect(server.requests).toHaveLength(2);
    expect(server.requests[0]!.body.response_format).toMatchObject({
      type: "json_schema",
      json_schema: { name: "plan_proposal" },
    });
    const retryMessages = JSON.stringify(server.requests[1]!.body.messages);
    expect(retryMessages).toContain("not valid JSON");
    expect(usage).toHaveLength(2);
  });
});
