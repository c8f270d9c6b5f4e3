import { MockLanguageModelV3 } from "ai/test";
import { describe, expect, it } from "vitest";
import { PlannerError, type TaskPlanContext } from "../planner";
import { createLlmPlanner } from "./llm-planner";

type GenerateResult = Awaited<ReturnType<MockLanguageModelV3["doGenerate"]>>;
type Prompt = MockLanguageModelV3["doGenerateCalls"][number]["prompt"];

const answer = (value: unknown): GenerateResult => ({
  content: [{ type: "text", text: typeof value === "string" ? value : JSON.stringify(value) }],
  finishReason: { unified: "stop", raw: "stop" },
  usage: {
    inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
    outputTokens: { total: 5, text: 5, reasoning: undefined },
  },
  warnings: [],
});

const EXISTING = "11111111-1111-4111-8111-111111111111";
const context: TaskPlanContext = {
  idea: "A loyalty programme for coffee shops",
  initiativeName: "Coffee Loyalty",
  workstreams: [
    { id: "design", name: "Design" },
    { id: "engg_frontend", name: "Front-end" },
  ],
  allWorkstreams: [
    { id: "design", name: "Design" },
    { id: "engg_frontend", name: "Front-end" },
    { id: "legal", name: "Legal" },
  ],
  existing: [{ id: EXISTING, workstream_id: "legal", title: "Review the terms" }],
};

const task = (key: string, workstream_id: string, depends_on: string[] = []) => ({
  key,
  workstream_id,
  title: `Task ${key}`,
  description: "What is done.",
  owner_role: "Engineer",
  estimate_days: 2,
  depends_on,
});
const VALID = {
  tasks: [task("d1", "design"), task("f1", "engg_frontend", ["d1", EXISTING])],
};

const planner = (model: MockLanguageModelV3) =>
  createLlmPlanner({ model, provider: "mock", modelId: "mock-1", timeoutMs: 5_000, maxRetries: 0 });
const promptText = (prompt: Prompt) =>
  prompt
    .map((m) =>
      typeof m.content === "string" ? m.content : m.content.map((p) => ("text" in p ? p.text : "")).join(""),
    )
    .join("\n");

describe("LLM planner: tasks", () => {
  it("returns validated tasks as structured output, dependencies on existing tasks kept", async () => {
    const model = new MockLanguageModelV3({ doGenerate: answer(VALID) });
    expect(await planner(model).planTasks(context)).toEqual(VALID.tasks);
    expect(model.doGenerateCalls[0]!.responseFormat).toMatchObject({ type: "json", name: "task_breakdown" });
    const prompt = promptText(model.doGenerateCalls[0]!.prompt);
    expect(prompt).toContain(`${EXISTING}: Review the terms`);
  });

  it("repairs invalid JSON once", async () => {
    const model = new MockLanguageModelV3({ doGenerate: [answer("{ tasks: [oops"), answer(VALID)] });
    expect(await planner(model).planTasks(context)).toEqual(VALID.tasks);
    expect(model.doGenerateCalls).toHaveLength(2);
    expect(promptText(model.doGenerateCalls[1]!.prompt)).toContain("not valid");
  });

  it("sends unknown ids back for repair, naming them", async () => {
    const unknown = { tasks: [task("d1", "design", ["ghost"]), task("f1", "engg_frontend", ["d1"])] };
    const model = new MockLanguageModelV3({ doGenerate: [answer(unknown), answer(VALID)] });
    expect(await planner(model).planTasks(context)).toEqual(VALID.tasks);
    expect(promptText(model.doGenerateCalls[1]!.prompt)).toContain('unknown task id "ghost"');
  });

  it("refuses a dependency cycle the model does not repair", async () => {
    const cyclic = { tasks: [task("d1", "design", ["f1"]), task("f1", "engg_frontend", ["d1"])] };
    const model = new MockLanguageModelV3({ doGenerate: [answer(cyclic), answer(cyclic)] });
    const error = await planner(model)
      .planTasks(context)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlannerError);
    expect((error as PlannerError).kind).toBe("invalid_output");
    expect(promptText(model.doGenerateCalls[1]!.prompt)).toContain("dependency cycle: d1 → f1 → d1");
  });

  it("refuses tasks for workstreams it was not asked about, or none for one it was", async () => {
    const wrong = { tasks: [task("d1", "design"), task("m1", "marketing")] };
    const model = new MockLanguageModelV3({ doGenerate: [answer(wrong), answer(wrong)] });
    await expect(planner(model).planTasks(context)).rejects.toMatchObject({ kind: "invalid_output" });
    const second = promptText(model.doGenerateCalls[1]!.prompt);
    expect(second).toContain('unknown workstream "marketing"');
    expect(second).toContain("no tasks for workstream(s) engg_frontend");
  });
});
