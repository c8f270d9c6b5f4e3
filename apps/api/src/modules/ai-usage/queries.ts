import { sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client";
import { rowsOf } from "../../db/raw-sql";

export interface UsageRecord {
  userId: string;
  initiativeId: string | null;
  kind: string;
  provider: string;
  model: string;
  inputTokens: number;
  outputTokens: number;
}

export interface QuotaState {
  /** Calls started by the user in the last minute (background plan proposals excluded). */
  recentCalls: number;
  /** Seconds until the oldest of those calls leaves the one-minute window. */
  windowResetSeconds: number;
  /** Tokens used today (UTC), counting reservations of calls still running. */
  usedToday: number;
  secondsToMidnight: number;
}

// Reservations of calls that never finished (a crashed process) stop counting after this long.
const STALE_RESERVATION = sql`interval '15 minutes'`;
const TODAY = sql`(date_trunc('day', now() at time zone 'utc') at time zone 'utc')`;
// A namespace for the per-user advisory locks, so they never meet other advisory locks.
const LOCK_NAMESPACE = 74_210;

export interface ReserveLimits {
  callsPerMinute: number;
  dailyTokenBudget: number;
  reserveTokens: number;
}

/**
 * Checks the user's quotas and reserves a call, atomically per user across every instance: the
 * advisory lock serialises check-and-insert for one user, so concurrent calls cannot all slip past.
 * Returns the reservation id, or the state that refused it.
 */
export async function reserveCall(
  db: Db,
  userId: string,
  initiativeId: string | null,
  limits: ReserveLimits,
): Promise<{ id: number } | { refused: QuotaState }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}, hashtext(${userId}))`);
    const state = await quotaState(tx, userId);
    const overRate = limits.callsPerMinute > 0 && state.recentCalls >= limits.callsPerMinute;
    const overBudget = limits.dailyTokenBudget > 0 && state.usedToday >= limits.dailyTokenBudget;
    if (overRate || overBudget) return { refused: state };
    const rows = await rowsOf<{ id: number | string }>(
      tx,
      sql`insert into ai_usage (user_id, initiative_id, kind, provider, model, reserved_tokens)
          values (${userId}, ${initiativeId}, 'pending', 'pending', 'pending', ${limits.reserveTokens})
          returning id`,
    );
    return { id: Number(rows[0]!.id) };
  });
}

export async function quotaState(db: DbOrTx, userId: string): Promise<QuotaState> {
  const rows = await rowsOf<{
    recent: number | string;
    oldest_age: number | string | null;
    used: number | string;
    to_midnight: number | string;
  }>(
    db,
    sql`select
          count(*) filter (where created_at > now() - interval '1 minute' and kind <> 'propose') as recent,
          extract(epoch from now() - min(created_at) filter (
            where created_at > now() - interval '1 minute' and kind <> 'propose')) as oldest_age,
          coalesce(sum(input_tokens + output_tokens
            + case when created_at > now() - ${STALE_RESERVATION} then reserved_tokens else 0 end)
            filter (where created_at >= ${TODAY}), 0) as used,
          extract(epoch from ${TODAY} + interval '1 day' - now()) as to_midnight
        from ai_usage
        where user_id = ${userId} and created_at >= least(now() - interval '1 minute', ${TODAY})`,
  );
  const row = rows[0]!;
  const oldestAge = row.oldest_age === null ? 60 : Number(row.oldest_age);
  return {
    recentCalls: Number(row.recent),
    windowResetSeconds: Math.max(1, Math.ceil(60 - oldestAge)),
    usedToday: Number(row.used),
    secondsToMidnight: Math.max(1, Math.ceil(Number(row.to_midnight))),
  };
}

/** Replaces a reservation with the call's real usage. */
export async function settleReservation(db: DbOrTx, id: number, usage: Omit<UsageRecord, "userId">) {
  await db.execute(
    sql`update ai_usage set kind = ${usage.kind}, provider = ${usage.provider}, model = ${usage.model},
          initiative_id = ${usage.initiativeId}, input_tokens = ${usage.inputTokens},
          output_tokens = ${usage.outputTokens}, reserved_tokens = 0
        where id = ${id}`,
  );
}

/** Drops a reservation whose model call never started (e.g. the plan was busy or unknown). */
export async function cancelReservation(db: DbOrTx, id: number) {
  await db.execute(sql`delete from ai_usage where id = ${id}`);
}

export async function recordUsage(db: DbOrTx, usage: UsageRecord) {
  await db.execute(
    sql`insert into ai_usage (user_id, initiative_id, kind, provider, model, input_tokens, output_tokens)
        values (${usage.userId}, ${usage.initiativeId}, ${usage.kind}, ${usage.provider}, ${usage.model},
          ${usage.inputTokens}, ${usage.outputTokens})`,
  );
}
