import {
  type CreateInitiativeBody,
  type Initiative,
  type InitiativeDetails,
  type InitiativePage,
  LIMITS,
  toPage,
  type UpdateInitiativeBody,
} from "@initiative-planner/contract";
import type { DbOrTx } from "../../db/client";
import { notFound } from "../../http/errors";
import { enqueueWorkstreamGeneration } from "../../jobs/queue";
import { trimEndOf } from "../../planner/plain-text";
import type { MemberRef } from "../access/queries";
import { attachDocuments } from "../documents/service";
import {
  containsPattern,
  deleteInitiative,
  findDetails,
  findInitiative,
  insertInitiative,
  listPage,
  updateInitiative,
} from "./queries";

export const PROVISIONAL_NAME_MAX = 60;

const GONE = "This initiative does not exist or was deleted.";

/**
 * A name to show until the planner names the initiative: the idea's first line or sentence, cut at a
 * word boundary to at most 60 characters (an ellipsis marks the cut).
 */
export function provisionalName(idea: string): string {
  const text = idea.trim();
  const firstLine = text.split(/\r?\n/).find((line) => line.trim()) ?? text;
  const sentence = firstLine.split(/(?<=[.!?])\s/)[0]!;
  const clean = trimEndOf(sentence.replace(/\s+/g, " "), ".!?,;:").trim();
  if (!clean) return "New initiative";
  if (clean.length <= PROVISIONAL_NAME_MAX) return clean;
  const room = clean.slice(0, PROVISIONAL_NAME_MAX); // leaves one character for the ellipsis
  const space = room.lastIndexOf(" ");
  const cut =
    space >= PROVISIONAL_NAME_MAX / 2 ? room.slice(0, space) : room.slice(0, PROVISIONAL_NAME_MAX - 1);
  return `${trimEndOf(cut, ".!?,;:-")}…`;
}

/** Validated create body (zod has applied the defaults). */
type CreateInput = Required<CreateInitiativeBody>;

export async function createInitiative(db: DbOrTx, ownerId: string, body: CreateInput): Promise<Initiative> {
  const id = await insertInitiative(
    db,
    {
      ownerId,
      name: provisionalName(body.description),
      description: body.description,
      dueAt: new Date(body.date_due_completion),
      priority: body.priority,
      communicationMode: body.communication_mode,
    },
    async (tx, initiativeId) => {
      await attachDocuments(tx, { uploaderId: ownerId, initiativeId }, body.attachment_ids);
      // An initiative is never stored without its generation job.
      await enqueueWorkstreamGeneration(tx, initiativeId);
    },
  );
  const created = await findInitiative(db, { initiativeId: id, userId: ownerId });
  if (!created) throw notFound(GONE);
  return created;
}

export interface ListInput {
  page: number;
  size: number;
  search?: string | undefined;
}

/** The caller's initiatives newest first; a page past the end is an empty list, not an error. */
export async function listInitiatives(
  db: DbOrTx,
  userId: string,
  { page, size, search }: ListInput,
): Promise<InitiativePage> {
  const pattern = search ? containsPattern(search) : null;
  const { list, total } = await listPage(db, { userId, pattern }, page * size, size);
  return toPage(list, total, page, size);
}

/** Quick search: the newest matches among the caller's initiatives. */
export async function searchInitiatives(db: DbOrTx, userId: string, term: string): Promise<Initiative[]> {
  const { list } = await listPage(db, { userId, pattern: containsPattern(term) }, 0, LIMITS.pageSizeMax);
  return list;
}

// Access was checked by the route (authorize); a miss below means the initiative was deleted since.

export async function getInitiative(db: DbOrTx, member: MemberRef): Promise<Initiative> {
  const found = await findInitiative(db, member);
  if (!found) throw notFound(GONE);
  return found;
}

export async function changeInitiative(
  db: DbOrTx,
  member: MemberRef,
  body: UpdateInitiativeBody,
): Promise<Initiative> {
  if (!(await updateInitiative(db, member.initiativeId, body))) throw notFound(GONE);
  return getInitiative(db, member);
}

export async function removeInitiative(db: DbOrTx, id: string): Promise<{ id: string }> {
  if (!(await deleteInitiative(db, id))) throw notFound(GONE);
  return { id };
}

export async function initiativeDetails(db: DbOrTx, id: string): Promise<InitiativeDetails> {
  const details = await findDetails(db, id);
  if (!details) throw notFound(GONE);
  return details;
}
