import { EPHEMERAL_EVENT_TYPES, type InitiativeEventType } from "@initiative-planner/contract";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { rowsOf } from "../../db/raw-sql";

/** The NOTIFY channel every instance listens on. */
export const EVENTS_CHANNEL = "initiative_events";

/** A stored or ephemeral event as it travels through NOTIFY (`i` initiative, `n` id, `t` type, `d` data). */
export interface EventMessage {
  i: string;
  n: number | null;
  t: InitiativeEventType;
  d: unknown;
}

/**
 * Stores the event (unless ephemeral) and notifies every instance, in one statement: inside a
 * transaction both happen on commit, so listeners never hear of a change they cannot read yet.
 */
export async function insertAndNotify(
  db: DbOrTx,
  initiativeId: string,
  type: InitiativeEventType,
  data: unknown,
): Promise<void> {
  const json = JSON.stringify(data);
  if (EPHEMERAL_EVENT_TYPES.has(type)) {
    const message: EventMessage = { i: initiativeId, n: null, t: type, d: data };
    await db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(message)})`);
    return;
  }
  await db.execute(
    sql`with stored as (
          insert into initiative_events (initiative_id, type, data)
          values (${initiativeId}, ${type}, ${json}::jsonb) returning id)
        select pg_notify(${EVENTS_CHANNEL},
          json_build_object('i', ${initiativeId}::text, 'n', stored.id, 't', ${type}::text, 'd', ${json}::json)::text)
        from stored`,
  );
}

/** Stored events of the initiatives after `afterId`, oldest first (Last-Event-ID resumption). */
export async function eventsAfter(
  db: DbOrTx,
  initiativeIds: readonly string[],
  afterId: number,
  limit = 500,
): Promise<EventMessage[]> {
  const ids = sql.join(
    initiativeIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await rowsOf<{
    id: number | string;
    initiative_id: string;
    type: InitiativeEventType;
    data: unknown;
  }>(
    db,
    sql`select id, initiative_id, type, data from initiative_events
        where initiative_id in (${ids}) and id > ${afterId}
        order by id limit ${limit}`,
  );
  return rows.map((row) => ({
    i: row.initiative_id,
    n: Number(row.id),
    t: row.type,
    d: typeof row.data === "string" ? JSON.parse(row.data) : row.data,
  }));
}

/** Events are kept a day: enough to resume after a dropped connection or a laptop's sleep. */
export async function pruneEvents(db: DbOrTx): Promise<void> {
  await db.execute(sql`delete from initiative_events where created_at < now() - interval '1 day'`);
}

/** The newest stored event id of all initiatives (0 without any): where a fresh stream starts from. */
export async function latestEventId(db: DbOrTx): Promise<number> {
  const rows = await rowsOf<{ id: number | string | null }>(
    db,
    sql`select max(id) as id from initiative_events`,
  );
  return Number(rows[0]?.id ?? 0);
}
