import { z } from "zod";

/** `GET /portal/config`: the SPA's runtime settings, so one build serves every environment. */
export const authModeSchema = z.enum(["dev", "firebase"]);
export type AuthMode = z.infer<typeof authModeSchema>;

export const firebaseWebConfigSchema = z.looseObject({
  apiKey: z.string(),
  authDomain: z.string(),
  projectId: z.string(),
  appId: z.string().optional(),
});
export type FirebaseWebConfig = z.infer<typeof firebaseWebConfigSchema>;

export const llmProviderSchema = z.enum(["offline", "openai", "anthropic", "google", "openai-compatible"]);
export type LlmProvider = z.infer<typeof llmProviderSchema>;

export const aiSetupSchema = z.object({
  provider: llmProviderSchema,
  model: z.string(),
  /** True when plans come from the built-in offline planner. */
  offline: z.boolean(),
});
export type AiSetup = z.infer<typeof aiSetupSchema>;

export const runtimeConfigSchema = z.object({
  environment: z.string(),
  auth_mode: authModeSchema,
  firebase: firebaseWebConfigSchema.nullable(),
  /** Debug tools and the mock-LLM header are refused in production. */
  debug_tools: z.boolean(),
  ai: aiSetupSchema,
  version: z.string(),
  api_base: z.string(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
