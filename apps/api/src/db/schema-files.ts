// Uploaded documents, their upload attempts and their extracted text.
import type { DocumentContentType } from "@initiative-planner/contract";
import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { bytea, tsvector } from "./schema-columns";
import { initiatives } from "./schema-initiatives";
import { users } from "./schema-users";

/** Uploaded documents: the uploader's own until attached to an initiative (then its members'). */
export const files = pgTable(
  "files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    uploaderId: text("uploader_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    initiativeId: uuid("initiative_id").references(() => initiatives.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    contentType: text("content_type").$type<DocumentContentType>().notNull(),
    size: integer("size").notNull(),
    pages: integer("pages"),
    /** PDFs: the pages whose text was read (fewer than `pages` beyond UPLOAD_MAX_PAGES). */
    pagesRead: integer("pages_read"),
    bytes: bytea("bytes").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    attachedAt: timestamp("attached_at", { withTimezone: true }),
  },
  (t) => [
    index("files_initiative_idx").on(t.initiativeId, t.createdAt),
    index("files_uploader_idx").on(t.uploaderId, t.createdAt),
  ],
);

/** One row per upload attempt, read or refused (UPLOADS_PER_HOUR counts them; the sweep drops old ones). */
export const uploadAttempts = pgTable(
  "upload_attempts",
  {
    uploaderId: text("uploader_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("upload_attempts_uploader_idx").on(t.uploaderId, t.createdAt)],
);

/** Extracted text of a document in chunks, with a full-text search vector for grounding. */
export const fileChunks = pgTable(
  "file_chunks",
  {
    fileId: uuid("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    page: integer("page"),
    text: text("text").notNull(),
    search: tsvector("search").notNull().generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, "text")`),
  },
  (t) => [
    primaryKey({ columns: [t.fileId, t.position] }),
    index("file_chunks_search_idx").using("gin", t.search),
  ],
);
