import type { Db } from "../../db/client";
import { rateLimited } from "../../http/errors";
import type { ModelUsage, PlannerInfo } from "../../planner/planner";
import { cancelReservation, recordUsage, reserveCall, settleReservation } from "./queries";

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
}

/** The usage kind of a request that queued a plan proposal (it counts per minute, costs no tokens). */
export const QUEUED_PROPOSAL = "propose_request";

/** A rough token count for calls whose planner reports no usage (the offline planner). */
export const estimateTokens = (text: string) => Math.ceil(text.length / 4);

const formatDuration = (seconds: number) => {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.ceil((seconds % 3600) / 60);
  return hours > 0 ? `${hours} h ${minutes} min` : `${Math.max(1, minutes)} min`;
};

/** One admitted AI call: collects the usage its planner reports and settles it once. */
export class AiCallReservation {
  private readonly usages: ModelUsage[] = [];
  private settled = false;

  constructor(
    private readonly db: Db,
    readonly id: number,
    readonly userId: string,
    readonly initiativeId: string | null,
  ) {}

  readonly onUsage = (usage: ModelUsage) => {
    this.usages.push(usage);
  };

  /** Writes the real usage (or an estimate from the texts when the planner reported none). */
  async settle(
    info: PlannerInfo,
    kind: ModelUsage["kind"],
    estimate: { input: string; output: string },
  ): Promise<void> {
    if (this.settled) return;
    this.settled = true;
    const reported = this.usages.length > 0;
    await settleReservation(this.db, this.id, {
      initiativeId: this.initiativeId,
      kind,
      provider: this.usages[0]?.provider ?? info.provider,
      model: this.usages[0]?.model ?? info.model,
      inputTokens: reported
        ? this.usages.reduce((n, u) => n + u.inputTokens, 0)
        : estimateTokens(estimate.input),
      outputTokens: reported
        ? this.usages.reduce((n, u) => n + u.outputTokens, 0)
        : estimateTokens(estimate.output),
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
  async admit(userId: string, initiativeId: string | null): Promise<AiCallReservation> {
    const { callsPerMinute, dailyTokenBudget } = this.options;
    const result = await reserveCall(this.db, userId, initiativeId, {
      callsPerMinute,
      dailyTokenBudget,
      reserveTokens: dailyTokenBudget > 0 ? (this.options.reserveTokens ?? 4_000) : 0,
    });
    if ("id" in result) return new AiCallReservation(this.db, result.id, userId, initiativeId);
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
  async record(userId: string, initiativeId: string, usage: ModelUsage): Promise<void> {
    await recordUsage(this.db, { userId, initiativeId, ...usage });
  }
}
