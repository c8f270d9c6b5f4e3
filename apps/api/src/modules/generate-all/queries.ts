import type { GenerateAllRun, GenerateAllSectionStatus } from "@initiative-planner/contract";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { rowsOf } from "../../db/raw-sql";

export const ACTIVE_RUN = sql`status in ('running', 'stopping')`;

interface RunRow {
  id: string;
  status: GenerateAllRun["status"];
  include_tasks: boolean;
  requested_by: string;
  requested_by_name: string;
  created_at: Date | string;
}

export interface SectionKey {
  workstreamId: string;
  subsectionUid: string;
}

/** The initiative's latest run with its sections in plan order; null when Generate all never ran. */
export async function latestRun(db: DbOrTx, initiativeId: string): Promise<GenerateAllRun | null> {
  const runs = await rowsOf<RunRow>(
    db,
    sql`select id, status, include_tasks, requested_by, requested_by_name, created_at from generate_all_runs
        where initiative_id = ${initiativeId} order by created_at desc, id limit 1`,
  );
  const run = runs[0];
  if (!run) return null;
  const sections = await rowsOf<{
    workstream_id: string;
    subsection_uid: string;
    name: string;
    status: GenerateAllSectionStatus;
    version: number | null;
    error: string | null;
  }>(
    db,
    sql`select workstream_id, subsection_uid, name, status, version, error from generate_all_sections
        where run_id = ${run.id} order by position`,
  );
  return {
    id: run.id,
    status: run.status,
    include_tasks: run.include_tasks,
    requested_by: { id: run.requested_by, name: run.requested_by_name },
    created_at: new Date(run.created_at).toISOString(),
    sections,
  };
}

export async function insertRun(
  tx: DbOrTx,
  run: { initiativeId: string; userId: string; userName: string; includeTasks: boolean },
  sections: Array<SectionKey & { name: string }>,
): Promise<string> {
  const rows = await rowsOf<{ id: string }>(
    tx,
    sql`insert into generate_all_runs (initiative_id, requested_by, requested_by_name, include_tasks)
        values (${run.initiativeId}, ${run.userId}, ${run.userName}, ${run.includeTasks}) returning id`,
  );
  const runId = rows[0]!.id;
  for (const [position, s] of sections.entries()) {
    await tx.execute(
      sql`insert into generate_all_sections (run_id, workstream_id, subsection_uid, name, position)
          values (${runId}, ${s.workstreamId}, ${s.subsectionUid}, ${s.name}, ${position})`,
    );
  }
  return runId;
}

/** ` and status in (…)` when the update may only leave those statuses; nothing when it may leave any. */
const statusIn = (from: readonly string[] | undefined) =>
  from
    ? sql` and status in (${sql.join(
        from.map((f) => sql`${f}`),
        sql`, `,
      )})`
    : sql``;

export async function setRunStatus(
  db: DbOrTx,
  runId: string,
  status: GenerateAllRun["status"],
  from?: string[],
) {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`update generate_all_runs set status = ${status}, updated_at = now() where id = ${runId}${statusIn(from)} returning id`,
  );
  return rows.length > 0;
}

export async function setSection(
  db: DbOrTx,
  runId: string,
  key: SectionKey,
  change: { status: GenerateAllSectionStatus; version?: number | null; error?: string | null },
  fromStatuses?: GenerateAllSectionStatus[],
) {
  const rows = await rowsOf<{ run_id: string }>(
    db,
    sql`update generate_all_sections set status = ${change.status}, version = ${change.version ?? null},
          error = ${change.error ?? null}, updated_at = now()
        where run_id = ${runId} and workstream_id = ${key.workstreamId} and subsection_uid = ${key.subsectionUid}${statusIn(fromStatuses)}
        returning run_id`,
  );
  return rows.length > 0;
}

/** Sections in `from` become `to` (a stop: queued → stopped; a takeover: running → queued). */
export async function moveSections(
  db: DbOrTx,
  runId: string,
  from: GenerateAllSectionStatus,
  to: GenerateAllSectionStatus,
) {
  await db.execute(
    sql`update generate_all_sections set status = ${to}, updated_at = now() where run_id = ${runId} and status = ${from}`,
  );
}

/** Empty subsections (and, with tasks, workstreams without tasks), in the plan's order. */
export async function emptySections(db: DbOrTx, initiativeId: string, includeTasks: boolean) {
  const subs = await rowsOf<{ workstream_id: string; uid: string; name: string; placeholder: string }>(
    db,
    sql`select s.workstream_id, s.uid, w.name || ' · ' || s.display_name as name, s.placeholder
        from subsections s join workstreams w on w.initiative_id = s.initiative_id and w.id = s.workstream_id
        where s.initiative_id = ${initiativeId} and btrim(s.content) = ''
        order by w.position, w.id, s.position, s.uid`,
  );
  const breakdowns = includeTasks
    ? await rowsOf<{ workstream_id: string; uid: string; name: string; placeholder: string }>(
        db,
        sql`select w.id as workstream_id, '' as uid, w.name || ' · Task breakdown' as name, '' as placeholder
            from workstreams w where w.initiative_id = ${initiativeId}
              and not exists (select 1 from tasks t where t.initiative_id = w.initiative_id and t.workstream_id = w.id)
              and btrim(w.task_breakdown) = ''
            order by w.position, w.id`,
      )
    : [];
  return [...subs, ...breakdowns].map((r) => ({
    workstreamId: r.workstream_id,
    subsectionUid: r.uid,
    name: r.name,
    placeholder: r.placeholder,
  }));
}

/** The mean output of recent section generations with this model, for the estimate; null without history. */
export async function meanSectionOutput(db: DbOrTx, model: string): Promise<number | null> {
  const rows = await rowsOf<{ mean: number | string | null }>(
    db,
    sql`select avg(output_tokens) as mean from (select output_tokens from ai_usage
          where kind in ('subsection', 'task_breakdown') and model = ${model} and output_tokens > 0
          order by id desc limit 100) recent`,
  );
  const mean = rows[0]?.mean;
  return mean === null || mean === undefined ? null : Math.round(Number(mean));
}
