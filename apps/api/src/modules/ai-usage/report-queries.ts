import type { GenerationUsage, UsageTotals } from "@initiative-planner/contract";
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { rowsOf } from "../../db/raw-sql";
import { QUEUED_PROPOSAL } from "./queries";

/**
 * Usage reports count finished model calls only: not the reservations of running calls (kind
 * 'pending') nor the rows of requests that queued a proposal (the proposal's own call has a row).
 */
const MODEL_CALL = sql`u.kind not in ('pending', ${QUEUED_PROPOSAL})`;

const TOTALS = sql`count(*) as calls, coalesce(sum(u.input_tokens), 0) as input_tokens,
  coalesce(sum(u.output_tokens), 0) as output_tokens, sum(u.cost_usd) as cost_usd,
  count(*) filter (where u.cost_usd is null) as unpriced_calls`;

interface TotalsRow {
  calls: number | string;
  input_tokens: number | string;
  output_tokens: number | string;
  cost_usd: number | string | null;
  unpriced_calls: number | string;
}

const roundUsd = (value: number) => Math.round(value * 1e6) / 1e6;

export function toTotals(row: TotalsRow | undefined): UsageTotals {
  return {
    calls: Number(row?.calls ?? 0),
    input_tokens: Number(row?.input_tokens ?? 0),
    output_tokens: Number(row?.output_tokens ?? 0),
    cost_usd: row?.cost_usd === null || row?.cost_usd === undefined ? null : roundUsd(Number(row.cost_usd)),
    unpriced_calls: Number(row?.unpriced_calls ?? 0),
  };
}

async function totals(db: DbOrTx, where: SQL): Promise<UsageTotals> {
  const rows = await rowsOf<TotalsRow>(
    db,
    sql`select ${TOTALS} from ai_usage u where ${MODEL_CALL} and ${where}`,
  );
  return toTotals(rows[0]);
}

async function byUser(db: DbOrTx, where: SQL) {
  const rows = await rowsOf<TotalsRow & { user_id: string; name: string | null; email: string | null }>(
    db,
    sql`select u.user_id, p.name, p.email, ${TOTALS} from ai_usage u left join users p on p.id = u.user_id
        where ${MODEL_CALL} and ${where}
        group by u.user_id, p.name, p.email order by sum(u.input_tokens + u.output_tokens) desc, u.user_id`,
  );
  return rows.map((row) => ({
    user_id: row.user_id,
    name: row.name ?? "Unknown user",
    email: row.email ?? "",
    ...toTotals(row),
  }));
}

const WINDOW = (from: string, to: string) =>
  sql`u.created_at >= (${from}::date at time zone 'utc') and u.created_at < ((${to}::date + 1) at time zone 'utc')`;

export async function initiativeUsageReport(db: DbOrTx, initiativeId: string) {
  const where = sql`u.initiative_id = ${initiativeId}`;
  const kinds = await rowsOf<TotalsRow & { kind: string }>(
    db,
    sql`select u.kind, ${TOTALS} from ai_usage u where ${MODEL_CALL} and ${where}
        group by u.kind order by u.kind`,
  );
  return {
    total: await totals(db, where),
    by_kind: kinds.map((row) => ({ kind: row.kind, ...toTotals(row) })),
    by_user: await byUser(db, where),
  };
}

/** UTC calendar day and month of the user's usage. */
export async function userUsageTotals(db: DbOrTx, userId: string) {
  const today = await totals(
    db,
    sql`u.user_id = ${userId} and u.created_at >= date_trunc('day', now() at time zone 'utc') at time zone 'utc'`,
  );
  const month = await totals(
    db,
    sql`u.user_id = ${userId} and u.created_at >= date_trunc('month', now() at time zone 'utc') at time zone 'utc'`,
  );
  return { today, month };
}

export async function adminUsageReport(db: DbOrTx, from: string, to: string) {
  const where = WINDOW(from, to);
  const models = await rowsOf<TotalsRow & { provider: string; model: string }>(
    db,
    sql`select u.provider, u.model, ${TOTALS} from ai_usage u where ${MODEL_CALL} and ${where}
        group by u.provider, u.model order by sum(u.input_tokens + u.output_tokens) desc, u.model`,
  );
  return {
    from,
    to,
    total: await totals(db, where),
    by_user: await byUser(db, where),
    by_model: models.map((row) => ({ provider: row.provider, model: row.model, ...toTotals(row) })),
  };
}

/** The model call behind each generated version of one plan. */
export async function usageByVersion(
  db: DbOrTx,
  target: { initiativeId: string; workstreamId: string; subsectionUid: string },
): Promise<Map<number, GenerationUsage>> {
  const rows = await rowsOf<{
    plan_version: number | string;
    provider: string;
    model: string;
    input_tokens: number | string;
    output_tokens: number | string;
    duration_ms: number | string;
    cost_usd: number | string | null;
  }>(
    db,
    sql`select plan_version, provider, model, input_tokens, output_tokens, duration_ms, cost_usd from ai_usage
        where initiative_id = ${target.initiativeId} and workstream_id = ${target.workstreamId}
          and subsection_uid = ${target.subsectionUid} and plan_version is not null`,
  );
  return new Map(
    rows.map((row) => [
      Number(row.plan_version),
      {
        provider: row.provider,
        model: row.model,
        input_tokens: Number(row.input_tokens),
        output_tokens: Number(row.output_tokens),
        duration_ms: Number(row.duration_ms),
        cost_usd: row.cost_usd === null ? null : roundUsd(Number(row.cost_usd)),
      },
    ]),
  );
}
