import { and, eq, gte, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client";
import { aiUsage } from "../../db/schema";

/** The usage kind of a request that queued a plan proposal (it counts per minute, costs no tokens). */
export const QUEUED_PROPOSAL = "propose_request";

type UsageRow = typeof aiUsage.$inferInsert;

/** Whose call it is: the user it counts against and the initiative it was for, if any. */
export interface UsageOwner {
  userId: string;
  initiativeId: string | null;
}

export interface UsageRecord
  extends UsageOwner,
    Required<Pick<UsageRow, "kind" | "provider" | "model" | "inputTokens" | "outputTokens" | "durationMs">> {
  /** null: the model has no price. */
  costUsd: number | null;
  /** The plan version a generation wrote. */
  plan?: { workstreamId: string; subsectionUid: string; version: number } | null;
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
const TODAY = sql<Date>`(date_trunc('day', now() at time zone 'utc') at time zone 'utc')`;
// Calls that count against the per-minute limit: the last minute's, background plan proposals excluded.
const IN_LAST_MINUTE = sql`${aiUsage.createdAt} > now() - interval '1 minute' and ${aiUsage.kind} <> 'propose'`;
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
  call: UsageOwner,
  limits: ReserveLimits,
): Promise<{ id: number } | { refused: QuotaState }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}, hashtext(${call.userId}))`);
    const state = await quotaState(tx, call.userId);
    const overRate = limits.callsPerMinute > 0 && state.recentCalls >= limits.callsPerMinute;
    const overBudget = limits.dailyTokenBudget > 0 && state.usedToday >= limits.dailyTokenBudget;
    if (overRate || overBudget) return { refused: state };
    const [row] = await tx
      .insert(aiUsage)
      .values({
        ...call,
        kind: "pending",
        provider: "pending",
        model: "pending",
        reservedTokens: limits.reserveTokens,
      })
      .returning({ id: aiUsage.id });
    return { id: row!.id };
  });
}

export async function quotaState(db: DbOrTx, userId: string): Promise<QuotaState> {
  // count(*) and extract() come back as strings on node-postgres; mapWith(Number) reads both drivers.
  const [row] = await db
    .select({
      recent: sql<number>`count(*) filter (where ${IN_LAST_MINUTE})`.mapWith(Number),
      oldestAge: sql<number | null>`extract(epoch from now() - min(${aiUsage.createdAt}) filter (
          where ${IN_LAST_MINUTE}))`.mapWith(Number),
      used: sql<number>`coalesce(sum(${aiUsage.inputTokens} + ${aiUsage.outputTokens}
          + case when ${aiUsage.createdAt} > now() - ${STALE_RESERVATION} then ${aiUsage.reservedTokens} else 0 end)
          filter (where ${aiUsage.createdAt} >= ${TODAY}), 0)`.mapWith(Number),
      toMidnight: sql<number>`extract(epoch from ${TODAY} + interval '1 day' - now())`.mapWith(Number),
    })
    .from(aiUsage)
    .where(
      and(
        eq(aiUsage.userId, userId),
        gte(aiUsage.createdAt, sql`least(now() - interval '1 minute', ${TODAY})`),
      ),
    );
  const oldestAge = row!.oldestAge ?? 60;
  return {
    recentCalls: row!.recent,
    windowResetSeconds: Math.max(1, Math.ceil(60 - oldestAge)),
    usedToday: row!.used,
    secondsToMidnight: Math.max(1, Math.ceil(row!.toMidnight)),
  };
}

const planColumns = (plan: UsageRecord["plan"]) => ({
  workstreamId: plan?.workstreamId ?? null,
  subsectionUid: plan?.subsectionUid ?? null,
  planVersion: plan?.version ?? null,
});

/** Replaces a reservation with the call's real usage. */
export async function settleReservation(db: DbOrTx, id: number, usage: Omit<UsageRecord, "userId">) {
  const { plan, ...columns } = usage;
  await db
    .update(aiUsage)
    .set({ ...columns, ...planColumns(plan), reservedTokens: 0 })
    .where(eq(aiUsage.id, id));
}

/** Drops a reservation whose model call never started (e.g. the plan was busy or unknown). */
export async function cancelReservation(db: DbOrTx, id: number) {
  await db.delete(aiUsage).where(eq(aiUsage.id, id));
}

/** A call outside any reservation (background work); its plan, if any, is not recorded. */
export async function recordUsage(db: DbOrTx, usage: UsageRecord) {
  const { plan: _plan, ...columns } = usage;
  await db.insert(aiUsage).values(columns);
}
