import type { DocumentContentType, UploadedFile } from "@initiative-planner/contract";
import { and, asc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { rowsOf } from "../../db/raw-sql";
import { fileChunks, files, initiatives } from "../../db/schema";
import type { TextChunk } from "./chunks";

const listed = {
  id: files.id,
  name: files.name,
  size: files.size,
  content_type: files.contentType,
  pages: files.pages,
  pages_read: files.pagesRead,
};

export interface NewFile {
  uploaderId: string;
  name: string;
  contentType: DocumentContentType;
  pages: number | null;
  pagesRead: number | null;
  bytes: Buffer;
}

/**
 * A document's bytes travel to and from the database as base64 text, decoded and encoded by the
 * database: embedded PGlite turns a bytea parameter or result into bytes in JavaScript on the server's
 * event loop, and a 10 MB upload held every other request for 3.7 s to store and 2 s to read (text:
 * 0.34 s and 0.1 s). PostgreSQL takes the text as readily.
 */
const bytesIn = (bytes: Buffer) => sql`decode(${bytes.toString("base64")}, 'base64')`;
const bytesOut = sql<string>`encode(${files.bytes}, 'base64')`.mapWith((b64: string) =>
  Buffer.from(b64, "base64"),
);

/** Stores a document and its text chunks together (all or nothing). */
export async function insertFile(db: DbOrTx, file: NewFile, chunks: TextChunk[]): Promise<UploadedFile> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(files)
      .values({ ...file, bytes: bytesIn(file.bytes), size: file.bytes.length })
      .returning(listed);
    for (let i = 0; i < chunks.length; i += 200) {
      await tx
        .insert(fileChunks)
        .values(chunks.slice(i, i + 200).map((chunk) => ({ ...chunk, fileId: row!.id })));
    }
    return row!;
  });
}

export async function listFiles(db: DbOrTx, initiativeId: string): Promise<UploadedFile[]> {
  return db
    .select(listed)
    .from(files)
    .where(eq(files.initiativeId, initiativeId))
    .orderBy(asc(files.attachedAt), asc(files.createdAt), asc(files.id));
}

/** A document attached to an initiative. */
export interface FileRef {
  initiativeId: string;
  fileId: string;
}

/** Where an uploader's files go. */
export interface AttachTarget {
  uploaderId: string;
  initiativeId: string;
}

const isAttached = ({ initiativeId, fileId }: FileRef) =>
  and(eq(files.id, fileId), eq(files.initiativeId, initiativeId));

export async function findAttachedFile(db: DbOrTx, ref: FileRef) {
  const [row] = await db
    .select({ ...listed, bytes: bytesOut })
    .from(files)
    .where(isAttached(ref));
  return row ?? null;
}

/** Locks the initiative row so concurrent attachments count the same documents. */
export async function lockInitiative(tx: DbOrTx, initiativeId: string): Promise<void> {
  await tx.execute(sql`select 1 from ${initiatives} where ${initiatives.id} = ${initiativeId} for update`);
}

export async function countAttached(db: DbOrTx, initiativeId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(files)
    .where(eq(files.initiativeId, initiativeId));
  return Number(row?.n ?? 0);
}

/** Attaches those of `fileIds` that the uploader owns and that are not attached yet; returns them. */
export async function attachOwnFiles(
  db: DbOrTx,
  { uploaderId, initiativeId }: AttachTarget,
  fileIds: string[],
): Promise<UploadedFile[]> {
  if (fileIds.length === 0) return [];
  return db
    .update(files)
    .set({ initiativeId, attachedAt: sql`now()` })
    .where(and(inArray(files.id, fileIds), eq(files.uploaderId, uploaderId), isNull(files.initiativeId)))
    .returning(listed);
}

export async function deleteAttachedFile(db: DbOrTx, ref: FileRef): Promise<boolean> {
  const rows = await db.delete(files).where(isAttached(ref)).returning({ id: files.id });
  return rows.length > 0;
}

/**
 * Deletes the uploads still unattached `ttlHours` after their upload, with their chunks; one
 * statement, so an upload attached meanwhile (its row updated first) no longer matches.
 */
export async function deleteUnattachedOlderThan(db: DbOrTx, ttlHours: number): Promise<number> {
  const rows = await db
    .delete(files)
    .where(
      and(isNull(files.initiativeId), lt(files.createdAt, sql`now() - make_interval(hours => ${ttlHours})`)),
    )
    .returning({ id: files.id });
  return rows.length;
}

export interface RankedChunk {
  name: string;
  page: number | null;
  text: string;
}

/**
 * The initiative's chunks that match any of `terms` (plain words), best full-text rank first.
 * Terms are joined with `|` after the caller reduced them to letters and digits.
 */
export async function matchingChunks(
  db: DbOrTx,
  initiativeId: string,
  terms: string[],
  limit: number,
): Promise<RankedChunk[]> {
  if (terms.length === 0) return [];
  return rowsOf<RankedChunk>(
    db,
    sql`select f.name, c.page, c.text
        from ${fileChunks} c
        join ${files} f on f.id = c.file_id,
        to_tsquery('simple', ${terms.join(" | ")}) q
        where f.initiative_id = ${initiativeId} and c.search @@ q
        order by ts_rank_cd(c.search, q) desc, f.attached_at, c.file_id, c.position
        limit ${limit}`,
  );
}

/** The first chunk of each attached document, for documents nothing matched. */
export async function openingChunks(db: DbOrTx, initiativeId: string): Promise<RankedChunk[]> {
  return rowsOf<RankedChunk>(
    db,
    sql`select f.name, c.page, c.text
        from ${fileChunks} c
        join ${files} f on f.id = c.file_id
        where f.initiative_id = ${initiativeId} and c.position = 0
        order by f.attached_at, f.created_at, f.id`,
  );
}
