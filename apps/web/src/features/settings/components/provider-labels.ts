import type { LlmProvider } from "@initiative-planner/contract/runtime-config";

export const PROVIDER_LABELS: Record<LlmProvider, string> = {
  offline: "Offline planner (built in)",
  openai: "OpenAI",
  anthropic: "Anthropic",
  google: "Google",
  "openai-compatible": "OpenAI-compatible server",
};
