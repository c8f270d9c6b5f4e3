import {
  type AddedWorkstream,
  type AddSubsectionBody,
  type AddWorkstreamBody,
  type ProposedSubsection,
  SHAPE_LIMITS,
  type ShapedWorkstream,
  type Subsection,
  slugOfName,
  type UpdateSubsectionBody,
  type UpdateWorkstreamBody,
  WORKSTREAM_IDS,
  type WorkstreamId,
} from "@initiative-planner/contract";
import type { Db, DbOrTx } from "../../db/client";
import { badRequest, conflict, notFound } from "../../http/errors";
import { TEAMS } from "../../planner/knowledge/knowledge-base";
import { planLanguageOf } from "../../planner/language";
import { listSubsections } from "../planning/queries";
import { refreshProgress } from "../tasks/queries";
import {
  changeSubsection,
  deleteSubsectionRows,
  ideaOf,
  insertSubsection,
  insertWorkstream,
  lockInitiative,
  type Named,
  renameWorkstream,
  subsectionsOf,
  workstreamsOf,
  writeSubsectionOrder,
  writeWorkstreamOrder,
} from "./queries";
import { findTrashEntry, moveWorkstreamToTrash, restoreFromTrash } from "./trash-queries";

const folded = (text: string) => text.trim().toLowerCase();
const gone = () => notFound("This initiative does not exist any more.");
const noTeam = (id: string) => notFound(`This initiative has no team '${id}'.`);
const noSubsection = (ws: string, uid: string) =>
  notFound(`Team '${ws}' of this initiative has no subsection '${uid}'.`);

async function locked(tx: DbOrTx, initiativeId: string) {
  if (!(await lockInitiative(tx, initiativeId))) throw gone();
}

/** The order after moving `id` to `position`; a position outside 0…n-1 is a 400 naming the range. */
export function moved(list: readonly Named[], id: string, position: number): string[] {
  if (position > list.length - 1) {
    throw badRequest(`position must be between 0 and ${list.length - 1}.`, { field: "position" });
  }
  const ids = list.map((item) => item.id).filter((other) => other !== id);
  ids.splice(position, 0, id);
  return ids;
}

function refuseDuplicateName(list: readonly Named[], name: string, what: string, except?: string) {
  const twin = list.find((item) => item.id !== except && folded(item.name) === folded(name));
  if (twin)
    throw conflict(`This ${what} already has one named '${twin.name}'. Choose another name.`, {
      id: twin.id,
    });
}

const isListed = (id: string): id is WorkstreamId => (WORKSTREAM_IDS as readonly string[]).includes(id);

/** A listed team's name in the plan's language (the catalogue's), or its id in words when uncatalogued. */
export function listedTeamName(id: WorkstreamId, idea: string): string {
  const team = isListed(id) ? TEAMS[id] : undefined;
  if (!team) return id.replaceAll("_", " ").replace(/^./, (c) => c.toUpperCase());
  return team.name[planLanguageOf(idea).language];
}

/** A free id: the slug, or `team`/`section` numbered when the slug is empty (a name in another script) or taken. */
function freeId(slug: string, taken: ReadonlySet<string>, fallback: string): string {
  const base = slug || fallback;
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}_${n}`)) return `${base}_${n}`;
}

export interface NewTeam {
  id: string;
  name: string;
  idea: string;
  initiativeName: string;
}

/** The team a body asks for, refused before any model call when it is a duplicate or one too many. */
export async function resolveNewTeam(
  db: Db,
  initiativeId: string,
  body: AddWorkstreamBody,
): Promise<NewTeam> {
  const initiative = await ideaOf(db, initiativeId);
  if (!initiative) throw gone();
  const list = await workstreamsOf(db, initiativeId);
  return teamFor(list, body, initiative);
}

function teamFor(
  list: readonly Named[],
  body: AddWorkstreamBody,
  initiative: { name: string; description: string },
): NewTeam {
  if (list.length >= SHAPE_LIMITS.teamsMax) {
    throw conflict(
      `An initiative has at most ${SHAPE_LIMITS.teamsMax} teams; remove one before adding another.`,
    );
  }
  const base = { idea: initiative.description, initiativeName: initiative.name };
  if (body.id) {
    if (list.some((ws) => ws.id === body.id)) {
      throw conflict(`This initiative already has the team '${body.id}'.`, { id: body.id });
    }
    const name = listedTeamName(body.id as WorkstreamId, initiative.description);
    refuseDuplicateName(list, name, "initiative's team list");
    return { ...base, id: body.id, name };
  }
  const name = body.name!.trim();
  refuseDuplicateName(list, name, "initiative's team list");
  const slug = slugOfName(name);
  return { ...base, id: freeId(slug, new Set(list.map((ws) => ws.id)), "team"), name };
}

/** Stores a new team at the end with the subsections proposed for it. */
export async function storeNewTeam(
  db: Db,
  initiativeId: string,
  body: AddWorkstreamBody,
  proposed: readonly ProposedSubsection[],
): Promise<AddedWorkstream> {
  const team = await db.transaction(async (tx) => {
    await locked(tx, initiativeId);
    const initiative = (await ideaOf(tx, initiativeId))!;
    const list = await workstreamsOf(tx, initiativeId);
    // Checked again under the lock: someone may have added the same team while the planner ran.
    const team = teamFor(list, body, initiative);
    await insertWorkstream(tx, initiativeId, { id: team.id, name: team.name, position: list.length });
    const uids = new Set<string>();
    for (const sub of proposed) {
      const uid = freeId(slugOfName(sub.uid) || slugOfName(sub.display_name), uids, "section");
      uids.add(uid);
      await insertSubsection(
        tx,
        { initiativeId, workstreamId: team.id },
        {
          uid,
          displayName: sub.display_name.slice(0, SHAPE_LIMITS.nameMax),
          placeholder: sub.placeholder,
          position: uids.size - 1,
        },
      );
    }
    return { id: team.id, name: team.name, position: list.length };
  });
  return { ...team, subsections: await listSubsections(db, { initiativeId, workstreamId: team.id }) };
}

export async function changeWorkstream(
  db: Db,
  ref: { initiativeId: string; workstreamId: string },
  body: UpdateWorkstreamBody,
): Promise<ShapedWorkstream> {
  return db.transaction(async (tx) => {
    await locked(tx, ref.initiativeId);
    const list = await workstreamsOf(tx, ref.initiativeId);
    const current = list.find((ws) => ws.id === ref.workstreamId);
    if (!current) throw noTeam(ref.workstreamId);
    const order = body.position === undefined ? null : moved(list, current.id, body.position);
    if (body.name !== undefined) {
      refuseDuplicateName(list, body.name, "initiative's team list", current.id);
      await renameWorkstream(tx, ref.initiativeId, current.id, body.name.trim());
    }
    if (order) await writeWorkstreamOrder(tx, ref.initiativeId, order);
    return {
      id: current.id,
      name: body.name?.trim() ?? current.name,
      position: order ? order.indexOf(current.id) : list.indexOf(current),
    };
  });
}

/** Removes a team into the trash; the last team stays (an initiative is planned by at least one). */
export async function removeWorkstream(
  db: Db,
  ref: { initiativeId: string; workstreamId: string; userId: string },
): Promise<{ id: string; trash_id: string }> {
  return db.transaction(async (tx) => {
    await locked(tx, ref.initiativeId);
    const list = await workstreamsOf(tx, ref.initiativeId);
    if (!list.some((ws) => ws.id === ref.workstreamId)) throw noTeam(ref.workstreamId);
    if (list.length === 1) {
      throw conflict("This is the initiative's only team. Add another team before removing this one.");
    }
    const trashId = await moveWorkstreamToTrash(tx, ref);
    await writeWorkstreamOrder(
      tx,
      ref.initiativeId,
      list.map((ws) => ws.id).filter((id) => id !== ref.workstreamId),
    );
    await refreshProgress(tx, ref.initiativeId);
    return { id: ref.workstreamId, trash_id: trashId! };
  });
}

export async function restoreWorkstream(
  db: Db,
  initiativeId: string,
  trashId: string,
): Promise<ShapedWorkstream> {
  return db.transaction(async (tx) => {
    await locked(tx, initiativeId);
    const entry = await findTrashEntry(tx, initiativeId, trashId);
    if (!entry) throw notFound("This removed team is not in the trash (it was restored already).");
    const list = await workstreamsOf(tx, initiativeId);
    if (list.some((ws) => ws.id === entry.workstreamId)) {
      throw conflict(
        `A team '${entry.workstreamId}' was added since; remove or rename it, then restore again.`,
      );
    }
    refuseDuplicateName(list, entry.name, "initiative's team list");
    await restoreFromTrash(tx, initiativeId, trashId);
    const position = Math.min(entry.position, list.length);
    const order = list.map((ws) => ws.id);
    order.splice(position, 0, entry.workstreamId);
    await writeWorkstreamOrder(tx, initiativeId, order);
    await refreshProgress(tx, initiativeId);
    return { id: entry.workstreamId, name: entry.name, position };
  });
}

async function requireWorkstream(tx: DbOrTx, ref: { initiativeId: string; workstreamId: string }) {
  const list = await workstreamsOf(tx, ref.initiativeId);
  if (!list.some((ws) => ws.id === ref.workstreamId)) throw noTeam(ref.workstreamId);
}

async function subsectionOut(
  db: DbOrTx,
  ref: { initiativeId: string; workstreamId: string },
  uid: string,
): Promise<Subsection> {
  return (await listSubsections(db, ref)).find((s) => s.uid === uid)!;
}

export async function addSubsection(
  db: Db,
  ref: { initiativeId: string; workstreamId: string },
  body: AddSubsectionBody,
): Promise<Subsection> {
  const uid = await db.transaction(async (tx) => {
    await locked(tx, ref.initiativeId);
    await requireWorkstream(tx, ref);
    const subs = await subsectionsOf(tx, ref.initiativeId, ref.workstreamId);
    if (subs.length >= SHAPE_LIMITS.subsectionsMax) {
      throw conflict(
        `A team has at most ${SHAPE_LIMITS.subsectionsMax} subsections; remove one before adding another.`,
      );
    }
    const name = body.display_name.trim();
    refuseDuplicateName(subs, name, "team");
    const uid = freeId(slugOfName(name), new Set(subs.map((s) => s.id)), "section");
    const placeholder = body.placeholder?.trim() || name;
    await insertSubsection(tx, ref, { uid, displayName: name, placeholder, position: subs.length });
    return uid;
  });
  return subsectionOut(db, ref, uid);
}

export async function updateSubsection(
  db: Db,
  ref: { initiativeId: string; workstreamId: string; uid: string },
  body: UpdateSubsectionBody,
): Promise<Subsection> {
  await db.transaction(async (tx) => {
    await locked(tx, ref.initiativeId);
    const subs = await subsectionsOf(tx, ref.initiativeId, ref.workstreamId);
    if (!subs.some((s) => s.id === ref.uid)) throw noSubsection(ref.workstreamId, ref.uid);
    const order = body.position === undefined ? null : moved(subs, ref.uid, body.position);
    if (body.display_name !== undefined) refuseDuplicateName(subs, body.display_name, "team", ref.uid);
    await changeSubsection(tx, ref, {
      displayName: body.display_name?.trim(),
      placeholder: body.placeholder === undefined ? undefined : body.placeholder.trim() || undefined,
    });
    if (order) await writeSubsectionOrder(tx, ref.initiativeId, ref.workstreamId, order);
  });
  return subsectionOut(db, ref, ref.uid);
}

export async function removeSubsection(
  db: Db,
  ref: { initiativeId: string; workstreamId: string; uid: string },
) {
  await db.transaction(async (tx) => {
    await locked(tx, ref.initiativeId);
    const subs = await subsectionsOf(tx, ref.initiativeId, ref.workstreamId);
    if (!subs.some((s) => s.id === ref.uid)) throw noSubsection(ref.workstreamId, ref.uid);
    await deleteSubsectionRows(tx, ref);
    await writeSubsectionOrder(
      tx,
      ref.initiativeId,
      ref.workstreamId,
      subs.map((s) => s.id).filter((id) => id !== ref.uid),
    );
  });
  return { uid: ref.uid };
}
