import { z } from "zod";

/** Usage and estimated cost of model calls (issue 16). `cost_usd` is null when a model has no price. */
export const usageTotalsSchema = z.object({
  calls: z.number().int().nonnegative(),
  input_tokens: z.number().int().nonnegative(),
  output_tokens: z.number().int().nonnegative(),
  /** Sum of the calls with a known price; null when none of them has one. */
  cost_usd: z.number().nonnegative().nullable(),
  /** Calls whose model has no price: their tokens are counted, their cost is not. */
  unpriced_calls: z.number().int().nonnegative(),
});
export type UsageTotals = z.infer<typeof usageTotalsSchema>;

export const usageKindSchema = z.enum(["propose", "subsection", "task_breakdown", "improve", "test"]);
export type UsageKind = z.infer<typeof usageKindSchema>;

export const usageByKindSchema = usageTotalsSchema.extend({ kind: z.string() });
export const usageByUserSchema = usageTotalsSchema.extend({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
});
export const usageByModelSchema = usageTotalsSchema.extend({ provider: z.string(), model: z.string() });

/** `GET /portal/initiatives/{id}/usage`. */
export const initiativeUsageSchema = z.object({
  total: usageTotalsSchema,
  by_kind: z.array(usageByKindSchema),
  by_user: z.array(usageByUserSchema),
});
export type InitiativeUsage = z.infer<typeof initiativeUsageSchema>;

/** `GET /portal/user/usage`: today's and this month's usage against the per-user limits. */
export const userUsageSchema = z.object({
  today: usageTotalsSchema,
  month: usageTotalsSchema,
  limits: z.object({
    /** 0: no limit. */
    calls_per_minute: z.number().int().nonnegative(),
    calls_last_minute: z.number().int().nonnegative(),
    /** Tokens per UTC day; 0: no budget. */
    daily_token_budget: z.number().int().nonnegative(),
    /** Tokens counted against today's budget (calls still running included). */
    tokens_today: z.number().int().nonnegative(),
    /** tokens_today / daily_token_budget (0 without a budget). */
    budget_used_ratio: z.number().nonnegative(),
    resets_at: z.string(),
  }),
  /** True when the signed-in user may change the AI settings. */
  is_admin: z.boolean(),
});
export type UserUsage = z.infer<typeof userUsageSchema>;

/** From this share of the daily budget on, the app warns the user. */
export const USAGE_WARNING_RATIO = 0.8;

const isoDate = z.iso.date({ error: "must be a date written YYYY-MM-DD" });

/** `GET /portal/admin/usage?from=YYYY-MM-DD&to=YYYY-MM-DD` (both inclusive, UTC; default: this month). */
export const adminUsageQuerySchema = z
  .strictObject({ from: isoDate.optional(), to: isoDate.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: "from must not be after to",
    path: ["from"],
  });
export type AdminUsageQuery = z.infer<typeof adminUsageQuerySchema>;

export const adminUsageSchema = z.object({
  from: z.string(),
  to: z.string(),
  total: usageTotalsSchema,
  by_user: z.array(usageByUserSchema),
  by_model: z.array(usageByModelSchema),
});
export type AdminUsage = z.infer<typeof adminUsageSchema>;

/** The model call that wrote one plan version (History dialog). */
export const generationUsageSchema = z.object({
  provider: z.string(),
  model: z.string(),
  input_tokens: z.number().int().nonnegative(),
  output_tokens: z.number().int().nonnegative(),
  duration_ms: z.number().int().nonnegative(),
  cost_usd: z.number().nonnegative().nullable(),
});
export type GenerationUsage = z.infer<typeof generationUsageSchema>;
