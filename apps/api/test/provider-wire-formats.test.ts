import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aiUsage } from "../src/db/schema";
import {
  anthropic,
  gemini,
  ollama,
  openAiChat,
  openAiResponses,
  type WireFormat,
} from "./fake-provider-formats";
import { type FakeBehaviour, type FakeProvider, startFakeProvider } from "./fake-provider-server";
import { startTestServer, type TestServer } from "./harness";
import { callStream, errorOf, eventually, plannedInitiative, proposalOf } from "./planning-support";
import { dbKinds } from "./test-db";

/**
 * The whole flow through each provider's real wire format: the product's AI SDK provider talks
 * HTTP to a local fake that speaks that format (fake-provider-formats.ts).
 */

const PROPOSAL = proposalOf(["product_management", "marketing", "engg_backend"]);

interface Provider {
  format: WireFormat;
  env: Record<string, string>;
  // biome-ignore lint/suspicious/noExplicitAny: the provider's request body.
  structuredOutput: (body: any) => unknown;
}

const PROVIDERS: Provider[] = [
  {
    format: openAiChat,
    env: { LLM_PROVIDER: "openai", OPENAI_API_KEY: "sk-test" },
    structuredOutput: (body) => body.response_format?.type,
  },
  {
    format: openAiResponses,
    env: { LLM_PROVIDER: "openai", OPENAI_API_KEY: "sk-test", LLM_OPENAI_API: "responses" },
    structuredOutput: (body) => body.text?.format?.type,
  },
  {
    format: anthropic,
    env: { LLM_PROVIDER: "anthropic", ANTHROPIC_API_KEY: "sk-ant-test" },
    structuredOutput: (body) => body.output_config?.format?.type,
  },
  {
    format: gemini,
    env: { LLM_PROVIDER: "google", GOOGLE_GENERATIVE_AI_API_KEY: "test-key" },
    structuredOutput: (body) =>
      body.generationConfig?.responseMimeType === "application/json" ? "json_schema" : null,
  },
  {
    format: ollama,
    env: { LLM_PROVIDER: "openai-compatible", LLM_MODEL: "llama3.1" },
    structuredOutput: (body) => body.response_format?.type,
  },
];

const planned = (key: string, ws: string, title: string, owner: string, deps: string[] = []) => ({
  key,
  workstream_id: ws,
  title,
  description: "What is done.",
  owner_role: owner,
  estimate_days: 2,
  depends_on: deps,
});
/** The structured answer of a first task breakdown: every workstream's tasks together. */
const TASKS = {
  tasks: [
    planned("pm-1", "product_management", "Define the points rules", "Product Manager"),
    planned("mk-1", "marketing", "Announce the programme", "Marketing Lead", ["pm-1"]),
    planned("be-1", "engg_backend", "Build the points API", "Backend Engineer", ["pm-1"]),
  ],
};
// biome-ignore lint/suspicious/noExplicitAny: the provider's request body.
const isTaskCall = (body: any) => JSON.stringify(body ?? "").includes("Write the tasks");

const PLAN = "## Steps\n\nOpen the first shop in May.\n\nTrain the baristas before launch.\n";

const cases = dbKinds().flatMap((db) => PROVIDERS.map((p) => [p.format.name, db, p] as const));

describe.each(cases)("the whole flow over %s on %s", (_name, db, provider) => {
  let fake: FakeProvider;
  let server: TestServer;
  let setup: Awaited<ReturnType<typeof plannedInitiative>>;
  let base: string;
  let proposals = 0;
  /** What the next streamed calls do, in order; a plain stream once the queue is empty. */
  const queue: FakeBehaviour[] = [];

  beforeAll(async () => {
    fake = await startFakeProvider({
      format: provider.format,
      behaviour: (request) => {
        const streamed = request.body?.stream === true || request.path.includes("streamGenerateContent");
        if (!streamed && isTaskCall(request.body)) {
          return { kind: "json", content: TASKS, usage: { prompt_tokens: 80, completion_tokens: 120 } };
        }
        if (!streamed) {
          proposals++;
          // The first proposal is malformed JSON: the planner must ask again with the problem.
          return proposals === 1
            ? {
                kind: "json",
                content: '{"name": "Coffee", "workstreams": [',
                usage: { prompt_tokens: 50, completion_tokens: 5 },
              }
            : { kind: "json", content: PROPOSAL, usage: { prompt_tokens: 60, completion_tokens: 90 } };
        }
        return queue.shift() ?? { kind: "stream", chunks: ["# Plan\n\n", "- one\n"] };
      },
    });
    server = await startTestServer(
      db,
      { AI_CALLS_PER_MINUTE: "0", LLM_BASE_URL: fake.url, ...provider.env },
      [],
      { jobs: { pollMs: 50 } },
    );
    setup = await plannedInitiative(server, "A coffee loyalty programme");
    base = `/portal/initiatives/${setup.initiative.id}/workstreams/${setup.wsId}`;
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  const usageRows = async (kind: string) =>
    server.ctx.db
      .select()
      .from(aiUsage)
      .where(and(eq(aiUsage.userId, setup.owner.id), eq(aiUsage.kind, kind)));
  const plan = async (uid: string) => {
    const res = await server.request("GET", `${base}/subsections`, { token: setup.owner.token });
    return (res.body.data as Array<{ uid: string; plan: { content: string; version: number } }>).find(
      (s) => s.uid === uid,
    )!.plan;
  };

  it("plans from a structured-output proposal, repairing a malformed first answer", async () => {
    expect(setup.workstreams.map((w) => w.id)).toEqual(["product_management", "marketing", "engg_backend"]);
    expect(setup.subIds).toEqual(["goals", "steps", "risks"]);
    const asked = fake.requests.filter((r) => !JSON.stringify(r.body).includes('"stream":true'));
    expect(asked.length).toBeGreaterThanOrEqual(2);
    expect(provider.structuredOutput(asked[0]!.body)).toBe("json_schema");
    expect(JSON.stringify(asked[1]!.body)).toContain("not valid");
  });

  it("streams a section, saves it and records the tokens the format reported", async () => {
    queue.push({
      kind: "stream",
      chunks: ["## Goals\n\n", "Win 5,000 ", "members."],
      usage: { prompt_tokens: 321, completion_tokens: 123 },
    });
    const res = await callStream(server, "POST", `${base}/subsections/goals/stream`, {
      token: setup.owner.token,
    });
    expect(res.status).toBe(200);
    expect(res.streamed).toBe("## Goals\n\nWin 5,000 members.");
    expect(res.events.at(-1)).toEqual({ type: "done", data: { version: 1 } });
    expect(await plan("goals")).toMatchObject({ content: res.streamed, version: 1 });
    const rows = await eventually(async () => {
      const found = await usageRows("subsection");
      return found.length > 0 ? found : undefined;
    });
    expect(rows[0]).toMatchObject({ inputTokens: 321, outputTokens: 123 });
  });

  it("improves only the selection", async () => {
    queue.push({ kind: "stream", chunks: ["Open the first ", "two shops in May."] });
    const res = await callStream(server, "PATCH", `${base}/subsections/steps/improve`, {
      token: setup.owner.token,
      body: { current_response: PLAN, snippet: "Open the first shop in May.", user_query: "Two shops" },
    });
    expect(res.status).toBe(200);
    expect(res.streamed).toBe(
      PLAN.replace("Open the first shop in May.", "Open the first two shops in May."),
    );
  });

  it("plans a task breakdown with structured output and streams its markdown", async () => {
    const res = await callStream(server, "POST", `${base}/stream`, { token: setup.owner.token });
    expect(res.status).toBe(200);
    expect(res.streamed).toContain("| Define the points rules | Product Manager | 2 days | — | To do |");
    expect(res.events.at(-1)).toMatchObject({ type: "done" });
    const asked = fake.requests.filter((r) => isTaskCall(r.body));
    expect(provider.structuredOutput(asked.at(-1)!.body)).toBe("json_schema");
    const schedule = await server.request("GET", `/portal/initiatives/${setup.initiative.id}/tasks`, {
      token: setup.owner.token,
    });
    expect(schedule.body.data.tasks.map((t: { title: string }) => t.title).sort()).toEqual(
      TASKS.tasks.map((t) => t.title).sort(),
    );
  });

  it("waits out a 429's Retry-After, then streams", async () => {
    queue.push(
      { kind: "status", status: 429, headers: { "retry-after": "1" } },
      { kind: "stream", chunks: ["after ", "the wait"] },
    );
    const before = fake.requests.length;
    const res = await callStream(server, "POST", `${base}/subsections/risks/stream`, {
      token: setup.owner.token,
    });
    expect(res.streamed).toBe("after the wait");
    const [limited, retried] = fake.requests.slice(before);
    expect(retried!.receivedAt - limited!.receivedAt).toBeGreaterThanOrEqual(900);
  });

  it("turns an error mid-stream into an in-band error event and saves nothing", async () => {
    const before = await plan("steps");
    queue.push({ kind: "fail", chunks: ["partial "] });
    const res = await callStream(server, "POST", `${base}/subsections/steps/stream`, {
      token: setup.owner.token,
    });
    expect(res.status).toBe(200);
    expect(res.streamed).toBe("partial ");
    expect(errorOf(res)).toMatchObject({ type: "error", data: { error: "unavailable" } });
    expect(await plan("steps")).toEqual(before);
  });

  it("closes the provider's connection when the client aborts, and saves nothing", async () => {
    const chunks = Array.from({ length: 100 }, (_, i) => `word${i} `);
    queue.push({ kind: "stream", chunks, chunkDelayMs: 30 });
    const before = await plan("risks");
    const count = fake.requests.length;
    const controller = new AbortController();
    const response = await fetch(`${server.url}${base}/subsections/risks/stream`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-user-authorization-token": setup.owner.token },
      body: "{}",
      signal: controller.signal,
    });
    const reader = response.body!.getReader();
    await reader.read();
    controller.abort();
    await expect
      .poll(() => fake.requests[count]?.closedAt ?? null, { timeout: 2_000, interval: 20 })
      .not.toBeNull();
    expect(fake.requests[count]!.completedAt).toBeNull();
    expect(await plan("risks")).toEqual(before);
  });
});
