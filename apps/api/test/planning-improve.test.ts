import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aiUsage } from "../src/db/schema";
import { SELECTION_NOT_FOUND } from "../src/modules/planning/improve";
import { visibleText } from "../src/planner/locate-selection";
import { type FakeOpenAi, type RecordedRequest, startFakeOpenAi } from "./fake-openai-server";
import { startTestServer, type TestServer } from "./harness";
import { callStream, plannedInitiative, proposalOf } from "./planning-support";
import { dbKinds } from "./test-db";

const PROPOSAL = proposalOf(["product_management", "marketing", "engg_backend"]);

const PLAN = `## Goals

Grow **repeat visits** by 20% in the first quarter.

- Train the baristas.
- Print the cards.
- Train the baristas.

| Risk | Mitigation |
| --- | --- |
| Low uptake | Double points in week one |
`;

const REPLACEMENT = "Raise repeat visits by a fifth";
const WHOLE_REWRITE = "## Goals\n\nA rewritten plan.\n";

/** What the fake model writes: a replacement for a selection, the whole document otherwise. */
function modelReply(request: RecordedRequest) {
  const system = JSON.stringify(request.body?.messages?.[0] ?? "");
  if (system.includes("replaces the selection")) return [REPLACEMENT.slice(0, 10), REPLACEMENT.slice(10)];
  if (system.includes("Return the whole improved document")) return [WHOLE_REWRITE];
  return ["## Steps\n\n", "Open the shops."];
}

const promptOf = (request: RecordedRequest) => JSON.stringify(request.body?.messages ?? []);

describe.each(dbKinds())("improving a selection on %s", (kind) => {
  let fake: FakeOpenAi;
  let server: TestServer;
  let setup: Awaited<ReturnType<typeof plannedInitiative>>;
  let base: string;

  beforeAll(async () => {
    fake = await startFakeOpenAi({
      behaviour: (request) =>
        request.body?.stream === true
          ? { kind: "stream", chunks: modelReply(request) }
          : { kind: "json", content: PROPOSAL },
    });
    server = await startTestServer(
      kind,
      { AI_CALLS_PER_MINUTE: "0", LLM_PROVIDER: "openai-compatible", LLM_BASE_URL: fake.url },
      [],
      { jobs: { pollMs: 50 } },
    );
    setup = await plannedInitiative(server, "A coffee loyalty programme");
    base = `/portal/initiatives/${setup.initiative.id}/workstreams/${setup.wsId}/subsections`;
    const saved = await server.request("POST", `${base}/goals/improve/save`, {
      token: setup.owner.token,
      body: { content: PLAN },
    });
    expect(saved.status).toBe(200);
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  const improve = (snippet: string, extra: Record<string, unknown> = {}, headers?: Record<string, string>) =>
    callStream(server, "PATCH", `${base}/goals/improve`, {
      token: setup.owner.token,
      body: { current_response: PLAN, snippet, user_query: "Make it punchier", ...extra },
      headers,
    });

  it("streams the unchanged prefix at once, the model's replacement, then the unchanged suffix", async () => {
    const before = fake.requests.length;
    // What a browser selection of the rendered plan yields: no bold markers.
    const res = await improve("Grow repeat visits by 20% in the first quarter.");
    expect(res.status).toBe(200);
    const raw = "Grow **repeat visits** by 20% in the first quarter.";
    const chunks = res.events.flatMap((e) => (e.type === "chunk" ? [e.text] : []));
    expect(chunks).toEqual([
      PLAN.slice(0, PLAN.indexOf(raw)),
      REPLACEMENT.slice(0, 10),
      REPLACEMENT.slice(10),
      PLAN.slice(PLAN.indexOf(raw) + raw.length),
    ]);
    expect(res.streamed).toBe(PLAN.replace(raw, REPLACEMENT));
    expect(res.events.at(-1)).toEqual({ type: "done", data: { version: 1 } });
    // The model saw the document as context and the raw markdown of the selection.
    const prompt = promptOf(fake.requests[before]!);
    expect(prompt).toContain(JSON.stringify(`<selection>\n${raw}\n</selection>`).slice(1, -1));
    expect(prompt).toContain("<document>");
  });

  it("changes the occurrence nearest to metadata.selection_start", async () => {
    const sentence = "Train the baristas.";
    const second = PLAN.lastIndexOf(sentence);
    const hint = visibleText(PLAN).chars.lastIndexOf("Trainthebaristas.");
    const res = await improve(sentence, { metadata: { selection_start: hint, source: "popup" } });
    expect(res.streamed).toBe(PLAN.slice(0, second) + REPLACEMENT + PLAN.slice(second + sentence.length));
    const first = await improve(sentence, { metadata: { selection_start: 0 } });
    expect(first.streamed).toBe(PLAN.replace(sentence, REPLACEMENT));
  });

  it("refuses a selection that is not in the plan with a 400 the alert can show, calling no model", async () => {
    const before = fake.requests.length;
    const usage = async () =>
      (
        await server.ctx.db
          .select()
          .from(aiUsage)
          .where(and(eq(aiUsage.userId, setup.owner.id), eq(aiUsage.kind, "improve")))
      ).length;
    const rows = await usage();
    const res = await improve("Open ten new shops in Lisbon.");
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      success: false,
      error: "validation_failed",
      message: SELECTION_NOT_FOUND,
    });
    expect(fake.requests.length).toBe(before);
    expect(await usage()).toBe(rows);
    const negative = await improve("Train the baristas.", { metadata: { selection_start: -1 } });
    expect(negative.status).toBe(400);
    expect(negative.json.message).toContain("selection_start");
  });

  it("keeps the header's Improve (the whole plan) a whole-document rewrite", async () => {
    const before = fake.requests.length;
    const res = await improve(PLAN);
    expect(res.streamed.trim()).toBe(WHOLE_REWRITE.trim());
    expect(promptOf(fake.requests[before]!)).toContain("Return the whole improved document");
  });

  it("improves only the selection with the offline planner too", async () => {
    const sentence = "Grow repeat visits by 20% in the first quarter.";
    const res = await improve(sentence, {}, { "x-use-mock-llm": "true" });
    expect(res.status).toBe(200);
    const raw = "Grow **repeat visits** by 20% in the first quarter.";
    const start = PLAN.indexOf(raw);
    expect(res.streamed.startsWith(PLAN.slice(0, start))).toBe(true);
    expect(res.streamed.endsWith(PLAN.slice(start + raw.length))).toBe(true);
    expect(res.streamed).not.toBe(PLAN);
  });

  it("gives a generation a digest of the sections already written", async () => {
    const before = fake.requests.length;
    const res = await callStream(server, "POST", `${base}/steps/stream`, { token: setup.owner.token });
    expect(res.status).toBe(200);
    const prompt = promptOf(fake.requests[before]!);
    expect(prompt).toContain("<other_sections>");
    expect(prompt).toContain(
      "The product_management work › Part goals: Goals / Grow **repeat visits** by 20%",
    );
    // The section being written is not in its own digest.
    expect(prompt).not.toContain("› Part steps:");
  });
});
