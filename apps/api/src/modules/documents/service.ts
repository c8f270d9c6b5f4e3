import { FILE_LIMITS, type UploadedFile } from "@initiative-planner/contract";
import type { DbOrTx } from "../../db/client";
import { conflict, notFound } from "../../http/errors";
import { isStopword } from "../../planner/offline/key-phrases";
import type { DocumentExcerpt } from "../../planner/planner";
import { chunkDocument } from "./chunks";
import { extractDocument } from "./extract";
import type { ExtractLimits } from "./extract-limits";
import {
  type AttachTarget,
  attachOwnFiles,
  countAttached,
  deleteAttachedFile,
  type FileRef,
  findAttachedFile,
  insertFile,
  lockInitiative,
  matchingChunks,
  openingChunks,
} from "./queries";

const NAME_MAX = 200;

/** A file name fit to show and cite: no path, no control characters, at most 200 characters. */
export function cleanFileName(raw: string | undefined): string {
  const base = (raw ?? "").split(/[\\/]/).pop() ?? "";
  const clean = base
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, NAME_MAX);
  return clean || "document";
}

/** Reads, checks and stores an uploaded document; it belongs to the uploader until attached. */
export async function uploadDocument(
  db: DbOrTx,
  uploaderId: string,
  rawName: string | undefined,
  bytes: Buffer,
  limits: ExtractLimits,
): Promise<UploadedFile> {
  const name = cleanFileName(rawName);
  const document = await extractDocument(name, bytes, limits);
  const { contentType, pages, pagesRead } = document;
  return insertFile(db, { uploaderId, name, contentType, pages, pagesRead, bytes }, chunkDocument(document));
}

export const MISSING_UPLOAD =
  "An attached file was not found among your uploads (it may already be attached elsewhere). Upload it again.";

/**
 * Attaches the caller's own unattached uploads to the initiative, at most FILE_LIMITS.perInitiative
 * in all; any id that is not such an upload refuses the whole request. Run it in a transaction:
 * a refusal throws, and the transaction undoes what was attached.
 */
export async function attachDocuments(
  tx: DbOrTx,
  target: AttachTarget,
  fileIds: string[],
): Promise<UploadedFile[]> {
  const { initiativeId } = target;
  const ids = [...new Set(fileIds)];
  if (ids.length === 0) return [];
  await lockInitiative(tx, initiativeId);
  const attached = await attachOwnFiles(tx, target, ids);
  if (attached.length !== ids.length) throw notFound(MISSING_UPLOAD);
  // Counted after attaching, inside the caller's transaction: a refusal undoes the attachment.
  if ((await countAttached(tx, initiativeId)) > FILE_LIMITS.perInitiative) {
    throw conflict(
      `An initiative can have at most ${FILE_LIMITS.perInitiative} documents. Remove one before adding another.`,
    );
  }
  return attached;
}

export async function attachDocument(
  db: DbOrTx,
  target: AttachTarget,
  fileId: string,
): Promise<UploadedFile> {
  const [file] = await db.transaction((tx) => attachDocuments(tx, target, [fileId]));
  return file!;
}

const FILE_GONE = "This document is not attached to this initiative (it may have been removed).";

export async function removeDocument(db: DbOrTx, ref: FileRef) {
  if (!(await deleteAttachedFile(db, ref))) throw notFound(FILE_GONE);
  return { id: ref.fileId };
}

export async function documentContent(db: DbOrTx, ref: FileRef) {
  const file = await findAttachedFile(db, ref);
  if (!file) throw notFound(FILE_GONE);
  return file;
}

/** Characters of document text a prompt receives (about 1,500 tokens). */
export const GROUNDING_BUDGET_CHARS = 6_000;
const SEARCH_TERMS_MAX = 64;

/** Distinct topic words of a text (letters and digits only, so they are safe tsquery terms). */
export function searchTerms(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const terms = new Set<string>();
  for (const word of words) {
    if (word.length < 3 || isStopword(word)) continue;
    terms.add(word);
    if (terms.size >= SEARCH_TERMS_MAX) break;
  }
  return [...terms];
}

/**
 * The attached documents' passages most relevant to `topic` (PostgreSQL full-text rank), then the
 * opening of any document nothing matched, within GROUNDING_BUDGET_CHARS.
 */
export async function documentGrounding(
  db: DbOrTx,
  initiativeId: string,
  topic: string,
  budget = GROUNDING_BUDGET_CHARS,
): Promise<DocumentExcerpt[]> {
  const ranked = await matchingChunks(db, initiativeId, searchTerms(topic), 12);
  const matched = new Set(ranked.map((chunk) => chunk.name));
  const openings = (await openingChunks(db, initiativeId)).filter((chunk) => !matched.has(chunk.name));
  const excerpts: DocumentExcerpt[] = [];
  let room = budget;
  for (const chunk of [...ranked, ...openings]) {
    if (room < 200) break;
    const text = chunk.text.slice(0, room);
    room -= text.length;
    excerpts.push({ source: chunk.name, page: chunk.page, text });
  }
  return excerpts;
}
