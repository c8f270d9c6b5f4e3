import type { DocumentContentType } from "@initiative-planner/contract";
import { fileTypeFromBuffer } from "file-type";
import mammoth from "mammoth";
import { extractText, getDocumentProxy } from "unpdf";
import yauzl from "yauzl";
import { badRequest } from "../../http/errors";

/** Text read from one document: one entry per page for PDFs, a single entry otherwise. */
export interface ExtractedDocument {
  contentType: DocumentContentType;
  /** Known for PDFs only. */
  pages: number | null;
  /** The text of each page (PDF) or of the whole document, in order. */
  parts: Array<{ page: number | null; text: string }>;
}

export const EXTRACT_LIMITS = {
  /** Wall-clock time for reading one document. */
  timeMs: 20_000,
  /** Characters of text kept per document; the rest is not used for grounding. */
  maxChars: 500_000,
  /** Total uncompressed size a DOCX may declare (a zip bomb declares far more). */
  docxMaxUnpacked: 50 * 1024 * 1024,
  /** Entries a DOCX may contain. */
  docxMaxEntries: 2_000,
} as const;

const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

export const UNSUPPORTED =
  "This file type is not supported. Attach a PDF, a Word document (.docx), a Markdown, text or CSV file.";

/** A refusal of the document itself: a 400 with a sentence the upload list can show. */
function refused(name: string, reason: string) {
  return badRequest(`"${name}" could not be read: ${reason}`);
}

/**
 * Decides the document's real type from its bytes (never its name) and reads its text within the
 * time and size limits. Throws a 400 AppError for anything that is not a readable document.
 */
export async function extractDocument(name: string, bytes: Buffer): Promise<ExtractedDocument> {
  if (bytes.length === 0) throw refused(name, "the file is empty.");
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) {
    if (detected.mime === "application/pdf") return withinTime(name, readPdf(name, bytes));
    if (detected.mime === DOCX) return withinTime(name, readDocx(name, bytes));
    throw badRequest(UNSUPPORTED);
  }
  return readText(name, bytes);
}

async function withinTime<T>(name: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(refused(name, "reading it took too long. Try a smaller or simpler file.")),
      EXTRACT_LIMITS.timeMs,
    );
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Cuts the parts so that together they hold at most `maxChars` characters. */
function capped(parts: Array<{ page: number | null; text: string }>) {
  const kept: typeof parts = [];
  let room: number = EXTRACT_LIMITS.maxChars;
  for (const part of parts) {
    if (room <= 0) break;
    const text = part.text.slice(0, room);
    room -= text.length;
    kept.push({ page: part.page, text });
  }
  return kept;
}

function requireText(name: string, parts: Array<{ text: string }>) {
  if (!parts.some((part) => part.text.trim())) {
    throw refused(
      name,
      "it contains no text that can be read (a scanned document needs text recognition first).",
    );
  }
}

async function readPdf(name: string, bytes: Buffer): Promise<ExtractedDocument> {
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    pdf = await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false, stopAtErrors: true });
  } catch (error) {
    if ((error as { name?: string }).name === "PasswordException") {
      throw refused(name, "it is protected by a password. Remove the password and attach it again.");
    }
    throw refused(name, "it is not a valid PDF.");
  }
  try {
    const { totalPages, text } = await extractText(pdf, { mergePages: false });
    const parts = capped(text.map((pageText, index) => ({ page: index + 1, text: pageText })));
    requireText(name, parts);
    return { contentType: "application/pdf", pages: totalPages, parts };
  } catch (error) {
    if ((error as { status?: number }).status) throw error;
    throw refused(name, "it is not a valid PDF.");
  } finally {
    await pdf.destroy().catch(() => {});
  }
}

/** Reads the zip's directory without inflating anything: the sizes and count the entries declare. */
function zipTotals(bytes: Buffer): Promise<{ entries: number; unpacked: number }> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error("not a zip"));
      let entries = 0;
      let unpacked = 0;
      zip.on("entry", (entry: yauzl.Entry) => {
        entries += 1;
        unpacked += entry.uncompressedSize;
        if (entries > EXTRACT_LIMITS.docxMaxEntries || unpacked > EXTRACT_LIMITS.docxMaxUnpacked) {
          zip.close();
          resolve({ entries, unpacked });
          return;
        }
        zip.readEntry();
      });
      zip.on("end", () => resolve({ entries, unpacked }));
      zip.on("error", reject);
      zip.readEntry();
    });
  });
}

async function readDocx(name: string, bytes: Buffer): Promise<ExtractedDocument> {
  let totals: { entries: number; unpacked: number };
  try {
    totals = await zipTotals(bytes);
  } catch {
    throw refused(name, "it is not a valid Word document.");
  }
  if (totals.entries > EXTRACT_LIMITS.docxMaxEntries || totals.unpacked > EXTRACT_LIMITS.docxMaxUnpacked) {
    throw refused(name, "it unpacks to far more data than a document holds (a zip bomb?).");
  }
  let text: string;
  try {
    text = (await mammoth.extractRawText({ buffer: bytes })).value;
  } catch {
    throw refused(name, "it is not a valid Word document.");
  }
  const parts = capped([{ page: null, text }]);
  requireText(name, parts);
  return { contentType: DOCX, pages: null, parts };
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
function readText(name: string, bytes: Buffer): ExtractedDocument {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw badRequest(UNSUPPORTED);
  }
  if (text.includes("\0")) throw badRequest(UNSUPPORTED);
  const parts = capped([{ page: null, text: text.replace(/^\uFEFF/, "") }]);
  requireText(name, parts);
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? "";
  return { contentType: TEXT_TYPES[extension] ?? "text/plain", pages: null, parts };
}
