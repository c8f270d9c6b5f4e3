import type { DocumentContentType } from "@initiative-planner/contract";
import { fileTypeFromBuffer } from "file-type";
import { badRequest } from "../../http/errors";
import { type BinaryText, capped, type ExtractLimits } from "./extract-limits";
import { runExtraction } from "./extract-runner";

/** Text read from one document: one entry per page for PDFs, a single entry otherwise. */
export interface ExtractedDocument extends BinaryText {
  contentType: DocumentContentType;
}

const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

export const UNSUPPORTED =
  "This file type is not supported. Attach a PDF, a Word document (.docx), a Markdown, text or CSV file.";

/** A refusal of the document itself: a 400 with a sentence the upload list can show. */
function refused(name: string, reason: string) {
  return badRequest(`"${name}" could not be read: ${reason}`);
}

/**
 * Decides the document's real type from its bytes (never its name) and reads its text within the
 * limits: PDFs and Word documents in a worker thread (extract-runner.ts), text here (a linear
 * decode). Throws a 400 AppError for anything that is not a readable document.
 */
export async function extractDocument(
  name: string,
  bytes: Buffer,
  limits: ExtractLimits,
): Promise<ExtractedDocument> {
  if (bytes.length === 0) throw refused(name, "the file is empty.");
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected) return readText(name, bytes, limits);
  const kind = detected.mime === "application/pdf" ? "pdf" : detected.mime === DOCX ? "docx" : null;
  if (!kind) throw badRequest(UNSUPPORTED);
  const answer = await runExtraction(kind, bytes, limits);
  if ("refused" in answer) throw refused(name, answer.refused);
  return { ...answer.ok, contentType: detected.mime as DocumentContentType };
}

const TEXT_TYPES: Record<string, DocumentContentType> = {
  md: "text/markdown",
  markdown: "text/markdown",
  csv: "text/csv",
};

/**
 * Text formats have no signature: the bytes must be valid UTF-8 without NUL characters. Only then
 * does the name's extension choose between Markdown, CSV and plain text (all three are read alike).
 */
function readText(name: string, bytes: Buffer, limits: ExtractLimits): ExtractedDocument {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw badRequest(UNSUPPORTED);
  }
  if (text.includes("\0")) throw badRequest(UNSUPPORTED);
  const parts = capped([{ page: null, text: text.replace(/^\uFEFF/, "") }], limits.maxChars);
  if (!parts.some((part) => part.text.trim())) {
    throw refused(
      name,
      "it contains no text that can be read (a scanned document needs text recognition first).",
    );
  }
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? "";
  return { contentType: TEXT_TYPES[extension] ?? "text/plain", pages: null, pagesRead: null, parts };
}
