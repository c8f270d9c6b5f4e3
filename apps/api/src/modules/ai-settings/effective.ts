import type { AiSettings, LlmProvider } from "@initiative-planner/contract";
import type { AppConfig } from "../../config";
import type { StoredAiSettings } from "./queries";

export type LlmConfig = AppConfig["llm"];

/** The environment variable that holds a provider's key (openai-compatible shares OpenAI's). */
export function keySlot(provider: LlmProvider): keyof LlmConfig["apiKeys"] | null {
  if (provider === "offline") return null;
  if (provider === "openai" || provider === "openai-compatible") return "openai";
  return provider;
}

/** Which fields environment variables set for this provider (they win and are shown locked). */
export function locksFor(env: LlmConfig, provider: LlmProvider): AiSettings["locked"] {
  const slot = keySlot(provider);
  return {
    provider: env.fromEnv.provider,
    model: env.fromEnv.model,
    base_url: env.fromEnv.baseUrl,
    api_key: slot !== null && !!env.apiKeys[slot],
  };
}

/**
 * The model configuration in force: the admin's stored settings, with every field an environment
 * variable sets taken from the environment instead. Stored values of another provider are ignored.
 */
export function effectiveLlmConfig(
  env: LlmConfig,
  stored: StoredAiSettings | null,
  storedKey: string | null,
): LlmConfig {
  const provider = env.fromEnv.provider || !stored ? env.provider : stored.provider;
  const same = stored?.provider === provider;
  const slot = keySlot(provider);
  const apiKeys = { ...env.apiKeys };
  if (slot && !apiKeys[slot] && same && storedKey) apiKeys[slot] = storedKey;
  return {
    ...env,
    provider,
    model: env.fromEnv.model ? env.model : same ? (stored?.model ?? null) : null,
    baseUrl: env.fromEnv.baseUrl ? env.baseUrl : same ? (stored?.baseUrl ?? null) : null,
    apiKeys,
  };
}
