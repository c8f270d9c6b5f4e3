import type { TrashedWorkstream } from "@initiative-planner/contract";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { rowsOf } from "../../db/raw-sql";

/**
 * A removed team, kept whole so Undo brings everything back: its row, subsections, every plan
 * version of them and of its task breakdown, its tasks, and the dependency edges other teams' tasks
 * had on them. Rows are kept as JSON of the table's own row type, so columns added later are kept too.
 */
export async function moveWorkstreamToTrash(
  tx: DbOrTx,
  ref: { initiativeId: string; workstreamId: string; userId: string },
): Promise<string | null> {
  const { initiativeId: i, workstreamId: ws } = ref;
  const own = sql`(select id from tasks where initiative_id = ${i} and workstream_id = ${ws})`;
  const rows = await rowsOf<{ id: string }>(
    tx,
    sql`insert into workstream_trash (initiative_id, workstream_id, name, deleted_by, snapshot)
        select ${i}, w.id, w.name, ${ref.userId}, jsonb_build_object(
          'workstream', to_jsonb(w),
          'subsections', coalesce((select jsonb_agg(to_jsonb(s)) from subsections s
             where s.initiative_id = ${i} and s.workstream_id = ${ws}), '[]'::jsonb),
          'versions', coalesce((select jsonb_agg(to_jsonb(v)) from plan_versions v
             where v.initiative_id = ${i} and v.workstream_id = ${ws}), '[]'::jsonb),
          'tasks', coalesce((select jsonb_agg(to_jsonb(t)) from tasks t
             where t.initiative_id = ${i} and t.workstream_id = ${ws}), '[]'::jsonb),
          'edges', coalesce((select jsonb_agg(jsonb_build_object('id', o.id, 'removed',
               to_jsonb(array(select d from unnest(o.depends_on) d where d in ${own}))))
             from tasks o where o.initiative_id = ${i} and o.workstream_id <> ${ws}
               and o.depends_on && array${own}), '[]'::jsonb))
        from workstreams w where w.initiative_id = ${i} and w.id = ${ws}
        returning id`,
  );
  const trashId = rows[0]?.id;
  if (!trashId) return null;
  // Other teams' tasks lose their edges to the removed tasks (restored on Undo).
  await tx.execute(
    sql`update tasks o set depends_on = array(select d from unnest(o.depends_on) d where d not in ${own}),
          updated_at = now()
        where o.initiative_id = ${i} and o.workstream_id <> ${ws} and o.depends_on && array${own}`,
  );
  await tx.execute(sql`delete from plan_versions where initiative_id = ${i} and workstream_id = ${ws}`);
  // Subsections and tasks go with the workstream (foreign keys on delete cascade).
  await tx.execute(sql`delete from workstreams where initiative_id = ${i} and id = ${ws}`);
  return trashId;
}

export interface TrashEntry {
  workstreamId: string;
  name: string;
  position: number;
}

export async function findTrashEntry(tx: DbOrTx, initiativeId: string, trashId: string) {
  const rows = await rowsOf<{ workstream_id: string; name: string; position: number }>(
    tx,
    sql`select workstream_id, name, (snapshot->'workstream'->>'position')::int as position
        from workstream_trash where id = ${trashId} and initiative_id = ${initiativeId} for update`,
  );
  const row = rows[0];
  return row ? { workstreamId: row.workstream_id, name: row.name, position: row.position } : null;
}

/** Puts a removed team back as it was; edges to tasks deleted since are left out. */
export async function restoreFromTrash(tx: DbOrTx, initiativeId: string, trashId: string): Promise<void> {
  const snap = sql`(select snapshot from workstream_trash where id = ${trashId})`;
  await tx.execute(
    sql`insert into workstreams select * from jsonb_populate_record(null::workstreams, ${snap}->'workstream')`,
  );
  await tx.execute(
    sql`insert into subsections select * from jsonb_populate_recordset(null::subsections, ${snap}->'subsections')`,
  );
  await tx.execute(
    sql`insert into plan_versions select * from jsonb_populate_recordset(null::plan_versions, ${snap}->'versions')`,
  );
  await tx.execute(
    sql`insert into tasks select * from jsonb_populate_recordset(null::tasks, ${snap}->'tasks')`,
  );
  const all = sql`(select id from tasks where initiative_id = ${initiativeId})`;
  await tx.execute(
    sql`update tasks o set depends_on = o.depends_on || array(
          select r::uuid from jsonb_array_elements_text(e.removed) r
          where r::uuid in ${all} and not (r::uuid = any(o.depends_on)))
        from jsonb_to_recordset(${snap}->'edges') as e(id uuid, removed jsonb)
        where o.id = e.id and o.initiative_id = ${initiativeId}`,
  );
  const ws = sql`(${snap}->'workstream'->>'id')`;
  await tx.execute(
    sql`update tasks set depends_on = array(select d from unnest(depends_on) d where d in ${all})
        where initiative_id = ${initiativeId} and workstream_id = ${ws}`,
  );
  await tx.execute(sql`delete from workstream_trash where id = ${trashId}`);
}

/** How many removed teams the trash list shows (newest first); older ones stay restorable by id. */
export const TRASH_LIST_LIMIT = 50;

/** Removed teams still restorable, newest first, with what each would bring back. */
export async function listTrash(db: DbOrTx, initiativeId: string): Promise<TrashedWorkstream[]> {
  const rows = await rowsOf<{
    trash_id: string;
    id: string;
    name: string;
    subsections: number;
    tasks: number;
    deleted_by: string;
    deleted_by_name: string | null;
    deleted_at: Date | string;
  }>(
    db,
    sql`select t.id as trash_id, t.workstream_id as id, t.name,
          jsonb_array_length(t.snapshot->'subsections')::int as subsections,
          jsonb_array_length(t.snapshot->'tasks')::int as tasks,
          t.deleted_by, u.name as deleted_by_name, t.deleted_at
        from workstream_trash t left join users u on u.id = t.deleted_by
        where t.initiative_id = ${initiativeId}
        order by t.deleted_at desc, t.id
        limit ${TRASH_LIST_LIMIT}`,
  );
  return rows.map((row) => ({
    trash_id: row.trash_id,
    id: row.id,
    name: row.name,
    subsections: Number(row.subsections),
    tasks: Number(row.tasks),
    deleted_by: { id: row.deleted_by, name: row.deleted_by_name ?? "A former member" },
    deleted_at: new Date(row.deleted_at).toISOString(),
  }));
}
