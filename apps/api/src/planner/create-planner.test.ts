import { describe, expect, it } from "vitest";
import { parseConfig } from "../config";
import { createPlanner, plannerInfo } from "./create-planner";

const llm = (env: Record<string, string>) => parseConfig(env).llm;

describe("createPlanner", () => {
  it("builds the offline planner by default", async () => {
    const planner = createPlanner(llm({}));
    expect(planner.info).toEqual({ provider: "offline", model: "offline-planner", offline: true });
    expect((await planner.proposePlan("A loyalty programme")).workstreams.length).toBeGreaterThanOrEqual(3);
  });

  it.each([
    ["openai", "OPENAI_API_KEY", "gpt-4o-mini", "OpenAI"],
    ["anthropic", "ANTHROPIC_API_KEY", "claude-sonnet-4-5", "Anthropic"],
    ["google", "GOOGLE_GENERATIVE_AI_API_KEY", "gemini-2.5-flash", "Google"],
  ])("%s needs %s and defaults to %s", (provider, variable, model, name) => {
    // In words for the person reading the connection test, naming the setting and the server variable.
    expect(() => createPlanner(llm({ LLM_PROVIDER: provider }))).toThrow(
      `${name} needs an API key, and none is set. An administrator can enter it under Settings → AI provider → API key, or set ${variable} on the server.`,
    );
    const planner = createPlanner(llm({ LLM_PROVIDER: provider, [variable]: "test-key" }));
    expect(planner.info).toEqual({ provider, model, offline: false });
  });

  it("uses LLM_MODEL and LLM_BASE_URL for openai-compatible without a key", () => {
    const config = llm({ LLM_PROVIDER: "openai-compatible", LLM_BASE_URL: "http://127.0.0.1:11434/v1" });
    expect(createPlanner(config).info).toEqual({
      provider: "openai-compatible",
      model: "llama3.1",
      offline: false,
    });
    expect(plannerInfo({ ...config, model: "qwen3" })).toEqual({
      provider: "openai-compatible",
      model: "qwen3",
      offline: false,
    });
  });

  it("builds OpenAI's Responses API on LLM_OPENAI_API=responses and refuses another value", () => {
    const config = llm({ LLM_PROVIDER: "openai", OPENAI_API_KEY: "k", LLM_OPENAI_API: "responses" });
    expect(config.openaiApi).toBe("responses");
    expect(createPlanner(config).info).toEqual({ provider: "openai", model: "gpt-4o-mini", offline: false });
    expect(() => llm({ LLM_OPENAI_API: "completions" })).toThrow("LLM_OPENAI_API");
  });
});
