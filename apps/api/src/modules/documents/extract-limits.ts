/**
 * What reading one PDF or Word document may cost. Shared by the server (which enforces time and
 * memory from outside by ending the worker) and the worker (which counts pages and inflated bytes).
 */
export interface ExtractLimits {
  /** Pages of a PDF whose text is read (UPLOAD_MAX_PAGES); later pages are skipped. */
  maxPages: number;
  /** Wall-clock time for reading one document; the worker is terminated after it. */
  timeMs: number;
  /** The worker's JavaScript heap (resourceLimits), in MB. */
  memoryMb: number;
  /** Characters of text kept per document; the rest is not used for grounding. */
  maxChars: number;
  /** Bytes a document's compressed parts may really inflate to, all together (zip entries, PDF streams). */
  maxInflatedBytes: number;
  /** Entries a DOCX may contain. */
  docxMaxEntries: number;
}

export const DEFAULT_EXTRACT_LIMITS: ExtractLimits = {
  maxPages: 500,
  timeMs: 20_000,
  memoryMb: 256,
  maxChars: 500_000,
  maxInflatedBytes: 64 * 1024 * 1024,
  docxMaxEntries: 2_000,
};

/** One part of the text: a page of a PDF, or the whole of another document. */
export interface TextPart {
  page: number | null;
  text: string;
}

/** What the worker reads from a PDF or a Word document. */
export interface BinaryText {
  /** Known for PDFs only: the pages the document has (it may claim more than it holds). */
  pages: number | null;
  /** Known for PDFs only: the pages whose text was read (fewer than `pages` beyond the page cap). */
  pagesRead: number | null;
  parts: TextPart[];
}

/** The worker's answer: the text, or the reason the document is refused (a sentence for the user). */
export type WorkerAnswer = { ok: BinaryText } | { refused: string };

export interface WorkerJob {
  kind: "pdf" | "docx";
  bytes: Uint8Array;
  limits: ExtractLimits;
}

/** Cuts the parts so that together they hold at most `maxChars` characters. */
export function capped(parts: TextPart[], maxChars: number): TextPart[] {
  const kept: TextPart[] = [];
  let room = maxChars;
  for (const part of parts) {
    if (room <= 0) break;
    const text = part.text.slice(0, room);
    room -= text.length;
    kept.push({ page: part.page, text });
  }
  return kept;
}
