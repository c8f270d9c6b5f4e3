import { createAnthropic } from "@ai-sdk/anthropic";
import { createGoogleGenerativeAI } from "@ai-sdk/google";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModel } from "ai";
import type { AppConfig } from "../config";
import { createLlmPlanner } from "./llm/llm-planner";
import { createOfflinePlanner, OFFLINE_MODEL, OFFLINE_PROVIDER } from "./offline/offline-planner";
import type { Planner, PlannerInfo } from "./planner";

type LlmConfig = AppConfig["llm"];

export const DEFAULT_MODELS = {
  openai: "gpt-4o-mini",
  anthropic: "claude-sonnet-4-5",
  google: "gemini-2.5-flash",
  "openai-compatible": "llama3.1",
} as const;

export interface CreatePlannerOptions {
  /** SDK retries per model call (default 1); tests pass 0 to see failures at once. */
  maxRetries?: number;
}

/** Provider, model and whether it is the offline planner, without building anything. */
export function plannerInfo(config: LlmConfig): PlannerInfo {
  if (config.provider === "offline")
    return { provider: OFFLINE_PROVIDER, model: OFFLINE_MODEL, offline: true };
  return {
    provider: config.provider,
    model: config.model ?? DEFAULT_MODELS[config.provider],
    offline: false,
  };
}

const PROVIDER_NAMES: Record<string, string> = { openai: "OpenAI", anthropic: "Anthropic", google: "Google" };

/**
 * People read this in the connection test and in failed plans: it says what is missing in words and
 * names both places a key can come from (the settings page, the server variable an operator sets).
 */
function requireKey(key: string | undefined, provider: string, variable: string): string {
  if (!key) {
    throw new Error(
      `${PROVIDER_NAMES[provider] ?? provider} needs an API key, and none is set. An administrator can enter it under Settings → AI provider → API key, or set ${variable} on the server.`,
    );
  }
  return key;
}

export function languageModel(config: LlmConfig, modelId: string): LanguageModel {
  // LLM_BASE_URL also points the hosted providers at a proxy or gateway (and tests at a local fake).
  const baseURL = config.baseUrl ?? undefined;
  switch (config.provider) {
    case "openai": {
      const openai = createOpenAI({
        apiKey: requireKey(config.apiKeys.openai, "openai", "OPENAI_API_KEY"),
        baseURL,
      });
      return config.openaiApi === "responses" ? openai.responses(modelId) : openai.chat(modelId);
    }
    case "anthropic":
      return createAnthropic({
        apiKey: requireKey(config.apiKeys.anthropic, "anthropic", "ANTHROPIC_API_KEY"),
        baseURL,
      })(modelId);
    case "google":
      return createGoogleGenerativeAI({
        apiKey: requireKey(config.apiKeys.google, "google", "GOOGLE_GENERATIVE_AI_API_KEY"),
        baseURL,
      })(modelId);
    case "openai-compatible":
      if (!baseURL) throw new Error("LLM_PROVIDER=openai-compatible needs LLM_BASE_URL");
      return createOpenAICompatible({
        name: "openai-compatible",
        baseURL,
        // Local servers (Ollama, vLLM, LM Studio) rarely need a key; send one only when given.
        ...(config.apiKeys.openai ? { apiKey: config.apiKeys.openai } : {}),
        // Ask for usage in streams so tokens are recorded; json_schema output is widely supported.
        includeUsage: true,
        supportsStructuredOutputs: true,
      }).chatModel(modelId);
    default:
      throw new Error(`Unknown LLM_PROVIDER: ${String(config.provider)}`);
  }
}

/**
 * The planner chosen by LLM_PROVIDER. Throws at start-up when a provider lacks what it needs,
 * so a misconfigured server fails fast instead of on the first plan.
 */
export function createPlanner(config: LlmConfig, options: CreatePlannerOptions = {}): Planner {
  if (config.provider === "offline") return createOfflinePlanner({ delayMs: config.offlineDelayMs });
  const info = plannerInfo(config);
  return createLlmPlanner({
    model: languageModel(config, info.model),
    provider: info.provider,
    modelId: info.model,
    timeoutMs: config.timeoutMs,
    maxRetries: options.maxRetries,
  });
}
