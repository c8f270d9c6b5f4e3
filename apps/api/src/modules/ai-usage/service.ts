import type { UserUsage } from "@initiative-planner/contract";
import type { ModelPrice } from "../../config";
import type { Db } from "../../db/client";
import type { AiCallOutcome, AiCallReservation } from "../../http/context";
import { rateLimited } from "../../http/errors";
import type { ModelUsage, PlannerInfo } from "../../planner/planner";
import {
  cancelReservation,
  QUEUED_PROPOSAL,
  quotaState,
  recordUsage,
  reserveCall,
  settleReservation,
  type UsageOwner,
} from "./queries";
import { userUsageTotals } from "./report-queries";

export interface AiQuotaOptions {
  /** 0 turns the limit off. */
  callsPerMinute: number;
  /** Tokens per user per UTC day; 0 turns the budget off. */
  dailyTokenBudget: number;
  /**
   * Tokens held for a call while it runs. A call is admitted only while used + held stays under the
   * budget, so with calls no larger than this the budget is exceeded by at most one call in flight.
   */
  reserveTokens?: number;
  /** USD per million tokens by model id (config: DEFAULT_AI_PRICES + AI_PRICES). */
  prices?: Record<string, ModelPrice>;
}

/** Estimated cost in USD; null for a model without a price (its tokens still count). */
export function estimateCost(
  prices: Record<string, ModelPrice>,
  usage: { provider: string; model: string; inputTokens: number; outputTokens: number },
): number | null {
  if (usage.provider === "offline") return 0;
  const price = prices[usage.model];
  if (!price) return null;
  return (usage.inputTokens * price.input + usage.outputTokens * price.output) / 1_000_000;
}

function nextUtcMidnight(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

/** A rough token count for calls whose planner reports no usage (the offline planner). */
export const estimateTokens = (text: string) => Math.ceil(text.length / 4);

const formatDuration = (seconds: number) => {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.ceil((seconds % 3600) / 60);
  return hours > 0 ? `${hours} h ${minutes} min` : `${Math.max(1, minutes)} min`;
};

/** One admitted AI call: collects the usage its planner reports and settles it once. */
export class AdmittedAiCall implements AiCallReservation {
  private readonly usages: ModelUsage[] = [];
  private settled = false;

  constructor(
    private readonly db: Db,
    readonly id: number,
    readonly owner: UsageOwner,
    private readonly prices: Record<string, ModelPrice>,
  ) {}

  readonly onUsage = (usage: ModelUsage) => {
    this.usages.push(usage);
  };

  /** Writes the real usage (or an estimate from the texts when the planner reported none). */
  async settle(
    info: PlannerInfo,
    kind: ModelUsage["kind"],
    estimate: { input: string; output: string },
    call: AiCallOutcome,
  ): Promise<void> {
    if (this.settled) return;
    this.settled = true;
    const reported = this.usages.length > 0;
    const usage = {
      provider: this.usages[0]?.provider ?? info.provider,
      model: this.usages[0]?.model ?? info.model,
      inputTokens: reported
        ? this.usages.reduce((n, u) => n + u.inputTokens, 0)
        : estimateTokens(estimate.input),
      outputTokens: reported
        ? this.usages.reduce((n, u) => n + u.outputTokens, 0)
        : estimateTokens(estimate.output),
    };
    await settleReservation(this.db, this.id, {
      initiativeId: this.owner.initiativeId,
      kind,
      ...usage,
      durationMs: Math.max(0, Math.round(call.durationMs)),
      costUsd: estimateCost(this.prices, usage),
      plan: call.plan ?? null,
    });
  }

  /**
   * Counts a request that queued a background model call (the plan proposal) as one call this
   * minute; the proposal records its own tokens when it runs (AiQuota.record).
   */
  async settleQueued(info: PlannerInfo, initiativeId: string): Promise<void> {
    if (this.settled) return;
    this.settled = true;
    await settleReservation(this.db, this.id, {
      initiativeId,
      kind: QUEUED_PROPOSAL,
      provider: info.provider,
      model: info.model,
      inputTokens: 0,
      outputTokens: 0,
      durationMs: 0,
      costUsd: 0,
    });
  }

  /** The call never reached the model: it costs nothing and does not count against the rate. */
  async cancel(): Promise<void> {
    if (this.settled) return;
    this.settled = true;
    await cancelReservation(this.db, this.id);
  }
}

export class AiQuota {
  constructor(
    private readonly db: Db,
    readonly options: AiQuotaOptions,
  ) {}

  /** Admits one AI call for the user or throws 429 `rate_limited` with a Retry-After. */
  async admit(owner: UsageOwner): Promise<AdmittedAiCall> {
    const { callsPerMinute, dailyTokenBudget } = this.options;
    const result = await reserveCall(this.db, owner, {
      callsPerMinute,
      dailyTokenBudget,
      reserveTokens: dailyTokenBudget > 0 ? (this.options.reserveTokens ?? 4_000) : 0,
    });
    if ("id" in result) {
      return new AdmittedAiCall(this.db, result.id, owner, this.options.prices ?? {});
    }
    const state = result.refused;
    if (dailyTokenBudget > 0 && state.usedToday >= dailyTokenBudget) {
      throw rateLimited(
        `You have used today's AI budget of ${dailyTokenBudget.toLocaleString("en")} tokens. ` +
          `It resets at midnight UTC, in ${formatDuration(state.secondsToMidnight)}.`,
        state.secondsToMidnight,
      );
    }
    throw rateLimited(
      `Too many AI requests: the limit is ${callsPerMinute} a minute. ` +
        `Try again in ${state.windowResetSeconds} s.`,
      state.windowResetSeconds,
    );
  }

  /** Usage of a background call (plan proposal), charged to the initiative's owner. */
  async record(owner: UsageOwner, usage: ModelUsage): Promise<void> {
    await recordUsage(this.db, {
      ...owner,
      ...usage,
      durationMs: Math.max(0, Math.round(usage.durationMs ?? 0)),
      costUsd: estimateCost(this.options.prices ?? {}, usage),
    });
  }

  /** Today's and this month's usage of one user against the limits (GET /portal/user/usage). */
  async userUsage(userId: string, isAdmin: boolean): Promise<UserUsage> {
    const { callsPerMinute, dailyTokenBudget } = this.options;
    const [state, totals] = await Promise.all([
      quotaState(this.db, userId),
      userUsageTotals(this.db, userId),
    ]);
    return {
      ...totals,
      limits: {
        calls_per_minute: callsPerMinute,
        calls_last_minute: state.recentCalls,
        daily_token_budget: dailyTokenBudget,
        tokens_today: state.usedToday,
        budget_used_ratio: dailyTokenBudget > 0 ? state.usedToday / dailyTokenBudget : 0,
        resets_at: nextUtcMidnight().toISOString(),
      },
      is_admin: isAdmin,
    };
  }
}

declare module "../../http/context" {
  interface AppServices {
    /** Per-user AI calls per minute and daily tokens. */
    aiQuota: AiQuota;
  }
}
