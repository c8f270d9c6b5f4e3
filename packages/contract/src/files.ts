import { z } from "zod";
import { uuidSchema } from "./common";

/** Limits of attached documents, shared by the server and the upload screen. */
export const FILE_LIMITS = {
  /** Bytes per uploaded file. */
  maxBytes: 10 * 1024 * 1024,
  /** Documents per initiative. */
  perInitiative: 10,
} as const;

/** The formats an upload may have; the server decides from the bytes, never from the name. */
export const DOCUMENT_CONTENT_TYPES = [
  "application/pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "text/markdown",
  "text/plain",
  "text/csv",
] as const;
export type DocumentContentType = (typeof DOCUMENT_CONTENT_TYPES)[number];

/**
 * An uploaded document: `pages` is known for PDFs only, and `pages_read` says how many of them were
 * read (fewer than `pages` when the document is longer than the server reads; the rest is skipped).
 */
export const uploadedFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number().int().nonnegative(),
  content_type: z.enum(DOCUMENT_CONTENT_TYPES),
  pages: z.number().int().positive().nullable(),
  pages_read: z.number().int().nonnegative().nullable(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

export const attachmentIdsSchema = z.array(uuidSchema).max(FILE_LIMITS.perInitiative);

export const attachFileBodySchema = z.strictObject({ file_id: uuidSchema });
export type AttachFileBody = z.input<typeof attachFileBodySchema>;

export const initiativeFileParamsSchema = z.strictObject({ id: uuidSchema, fileId: uuidSchema });

/** `GET /portal/user/uploads`: the caller's use of the upload quota and hourly rate (Settings shows it). */
export const uploadAllowanceSchema = z.object({
  /** Bytes of the caller's uploads, attached to initiatives or not. */
  used_bytes: z.number().int().nonnegative(),
  quota_bytes: z.number().int().positive(),
  uploads_last_hour: z.number().int().nonnegative(),
  uploads_per_hour: z.number().int().positive(),
});
export type UploadAllowance = z.infer<typeof uploadAllowanceSchema>;
