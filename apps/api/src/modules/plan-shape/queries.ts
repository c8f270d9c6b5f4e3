import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { rowsOf } from "../../db/raw-sql";

/** Serialises shape changes of one initiative (two people adding "Legal" at once get one team). */
export async function lockInitiative(tx: DbOrTx, initiativeId: string): Promise<boolean> {
  const rows = await rowsOf<{ id: string }>(
    tx,
    sql`select id from initiatives where id = ${initiativeId} for update`,
  );
  return rows.length > 0;
}

export interface Named {
  id: string;
  name: string;
  position: number;
}

export async function workstreamsOf(tx: DbOrTx, initiativeId: string): Promise<Named[]> {
  return rowsOf<Named>(
    tx,
    sql`select id, name, position from workstreams where initiative_id = ${initiativeId} order by position, id`,
  );
}

export async function subsectionsOf(
  tx: DbOrTx,
  initiativeId: string,
  workstreamId: string,
): Promise<Named[]> {
  return rowsOf<Named>(
    tx,
    sql`select uid as id, display_name as name, position from subsections
        where initiative_id = ${initiativeId} and workstream_id = ${workstreamId} order by position, uid`,
  );
}

/** Writes positions 0…n-1 in the order given. */
export async function writeWorkstreamOrder(tx: DbOrTx, initiativeId: string, ids: string[]) {
  for (const [position, id] of ids.entries()) {
    await tx.execute(
      sql`update workstreams set position = ${position} where initiative_id = ${initiativeId} and id = ${id} and position <> ${position}`,
    );
  }
}

export async function writeSubsectionOrder(
  tx: DbOrTx,
  initiativeId: string,
  workstreamId: string,
  uids: string[],
) {
  for (const [position, uid] of uids.entries()) {
    await tx.execute(
      sql`update subsections set position = ${position}
          where initiative_id = ${initiativeId} and workstream_id = ${workstreamId} and uid = ${uid} and position <> ${position}`,
    );
  }
}

export async function insertWorkstream(tx: DbOrTx, initiativeId: string, row: Named) {
  await tx.execute(
    sql`insert into workstreams (initiative_id, id, name, position, updated_at)
        values (${initiativeId}, ${row.id}, ${row.name}, ${row.position}, now())`,
  );
}

export async function insertSubsection(
  tx: DbOrTx,
  ref: { initiativeId: string; workstreamId: string },
  row: { uid: string; displayName: string; placeholder: string; position: number },
) {
  await tx.execute(
    sql`insert into subsections (initiative_id, workstream_id, uid, display_name, placeholder, position)
        values (${ref.initiativeId}, ${ref.workstreamId}, ${row.uid}, ${row.displayName}, ${row.placeholder}, ${row.position})`,
  );
}

export async function renameWorkstream(tx: DbOrTx, initiativeId: string, id: string, name: string) {
  await tx.execute(
    sql`update workstreams set name = ${name}, updated_at = now() where initiative_id = ${initiativeId} and id = ${id}`,
  );
}

export async function changeSubsection(
  tx: DbOrTx,
  ref: { initiativeId: string; workstreamId: string; uid: string },
  change: { displayName?: string; placeholder?: string },
) {
  await tx.execute(
    sql`update subsections set display_name = coalesce(${change.displayName ?? null}, display_name),
          placeholder = coalesce(${change.placeholder ?? null}, placeholder)
        where initiative_id = ${ref.initiativeId} and workstream_id = ${ref.workstreamId} and uid = ${ref.uid}`,
  );
}

/** A subsection goes with its versions (they are keyed by its uid, which a new subsection may reuse). */
export async function deleteSubsectionRows(
  tx: DbOrTx,
  ref: { initiativeId: string; workstreamId: string; uid: string },
) {
  await tx.execute(
    sql`delete from plan_versions where initiative_id = ${ref.initiativeId} and workstream_id = ${ref.workstreamId}
          and subsection_uid = ${ref.uid}`,
  );
  await tx.execute(
    sql`delete from subsections where initiative_id = ${ref.initiativeId} and workstream_id = ${ref.workstreamId}
          and uid = ${ref.uid}`,
  );
}

export async function ideaOf(tx: DbOrTx, initiativeId: string) {
  const rows = await rowsOf<{ name: string; description: string }>(
    tx,
    sql`select name, description from initiatives where id = ${initiativeId}`,
  );
  return rows[0] ?? null;
}
