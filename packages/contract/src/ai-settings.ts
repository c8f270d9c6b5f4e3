import { z } from "zod";
import { trimBlank } from "./common";
import { llmProviderSchema } from "./runtime-config";

/**
 * A provider's API root: http(s), no user name or password, no query and no #fragment (paths such as
 * `/models` are appended to it, and a `#` or `?` would turn them into something the provider ignores).
 */
const baseUrlSchema = z
  .url({ protocol: /^https?$/, error: "base_url must be an http(s) URL" })
  .max(500, "base_url must be at most 500 characters")
  .refine(
    (text) => !/[#?@]/.test(text),
    "base_url must not contain a user name, password, query (?) or fragment (#)",
  );
const apiKeySchema = z
  .string()
  .overwrite(trimBlank)
  .min(1, "api_key must not be empty")
  .max(500, "api_key must be at most 500 characters")
  .regex(/^[\x21-\x7e]+$/, "api_key must be printable characters without spaces");
const modelSchema = z
  .string()
  .overwrite(trimBlank)
  .min(1, "model must not be empty")
  .max(200, "model must be at most 200 characters")
  .regex(/^[^\s\p{Cc}]+$/u, "model must not contain spaces or control characters");

/** Which fields an environment variable sets (they win over the database and cannot be edited). */
export const aiSettingsLocksSchema = z.object({
  provider: z.boolean(),
  model: z.boolean(),
  base_url: z.boolean(),
  api_key: z.boolean(),
});

/** `GET /portal/admin/ai-settings`: never the key itself, only whether one is set. */
export const aiSettingsSchema = z.object({
  provider: llmProviderSchema,
  model: z.string(),
  base_url: z.string().nullable(),
  api_key_set: z.boolean(),
  locked: aiSettingsLocksSchema,
  updated_at: z.string().nullable(),
  updated_by: z.string().nullable(),
});
export type AiSettings = z.infer<typeof aiSettingsSchema>;

/**
 * `PUT /portal/admin/ai-settings`. An absent `api_key` keeps the stored one, `null` removes it;
 * an empty `model` means the provider's default.
 */
export const updateAiSettingsBodySchema = z.strictObject({
  provider: llmProviderSchema,
  model: modelSchema.optional(),
  base_url: baseUrlSchema.nullable().optional(),
  api_key: apiKeySchema.nullable().optional(),
});
export type UpdateAiSettingsBody = z.infer<typeof updateAiSettingsBodySchema>;

/** `POST /portal/admin/ai-settings/models` and `…/test`: absent fields fall back to the saved settings. */
export const aiProbeBodySchema = z.strictObject({
  provider: llmProviderSchema,
  model: modelSchema.optional(),
  base_url: baseUrlSchema.nullable().optional(),
  api_key: apiKeySchema.optional(),
});
export type AiProbeBody = z.infer<typeof aiProbeBodySchema>;

export const aiModelListSchema = z.object({
  models: z.array(z.object({ id: z.string() })),
  /** False when the provider offers no model list (the model is typed by hand). */
  listed: z.boolean(),
});
export type AiModelList = z.infer<typeof aiModelListSchema>;

export const aiTestResultSchema = z.object({
  ok: z.boolean(),
  provider: llmProviderSchema,
  model: z.string(),
  latency_ms: z.number().int().nonnegative(),
  /** The provider's error in words when `ok` is false. */
  message: z.string(),
});
export type AiTestResult = z.infer<typeof aiTestResultSchema>;
