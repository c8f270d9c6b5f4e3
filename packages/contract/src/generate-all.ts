import { z } from "zod";

/**
 * Generate all (issue 32, item 5): one background run plans every empty subsection (and, when asked,
 * every workstream without tasks), a few sections at a time. Every member sees its progress live.
 */
export const generateAllSectionStatusSchema = z.enum(["queued", "running", "done", "failed", "stopped"]);
export type GenerateAllSectionStatus = z.infer<typeof generateAllSectionStatusSchema>;

export const generateAllSectionSchema = z.object({
  workstream_id: z.string(),
  /** '' for a workstream's task breakdown. */
  subsection_uid: z.string(),
  name: z.string(),
  status: generateAllSectionStatusSchema,
  /** The saved version when done. */
  version: z.number().int().nullable(),
  /** Why it failed, when failed. */
  error: z.string().nullable(),
});
export type GenerateAllSection = z.infer<typeof generateAllSectionSchema>;

export const generateAllRunSchema = z.object({
  id: z.string(),
  status: z.enum(["running", "stopping", "finished", "stopped"]),
  include_tasks: z.boolean(),
  requested_by: z.object({ id: z.string(), name: z.string() }),
  created_at: z.string(),
  sections: z.array(generateAllSectionSchema),
});
export type GenerateAllRun = z.infer<typeof generateAllRunSchema>;

/** The latest run of the initiative, or null when Generate all never ran. */
export const generateAllStateSchema = z.object({ run: generateAllRunSchema.nullable() });
export type GenerateAllState = z.infer<typeof generateAllStateSchema>;

export const generateAllBodySchema = z.strictObject({ include_tasks: z.boolean().optional() });
export type GenerateAllBody = z.input<typeof generateAllBodySchema>;
export const generateAllEstimateQuerySchema = z.strictObject({
  include_tasks: z.enum(["true", "false"]).optional(),
});

/** What a run would cost before it starts: a rough figure from the sections' sizes and the price table. */
export const generateAllEstimateSchema = z.object({
  sections: z.number().int().nonnegative(),
  input_tokens: z.number().int().nonnegative(),
  output_tokens: z.number().int().nonnegative(),
  /** Null when the model has no price (tokens still count against the budget). */
  cost_usd: z.number().nullable(),
  model: z.string(),
  concurrency: z.number().int().positive(),
});
export type GenerateAllEstimate = z.infer<typeof generateAllEstimateSchema>;

export const retrySectionBodySchema = z.strictObject({
  workstream_id: z.string().min(1).max(64),
  subsection_uid: z.string().max(64),
});
export type RetrySectionBody = z.input<typeof retrySectionBodySchema>;
