import type { ExtractedDocument } from "./extract";

/** Characters a chunk aims for and may not exceed. */
export const CHUNK_TARGET = 1_500;
export const CHUNK_MAX = 2_000;

export interface TextChunk {
  position: number;
  page: number | null;
  text: string;
}

/** Splits a long paragraph at sentence ends, then at spaces, so no piece exceeds CHUNK_MAX. */
function pieces(paragraph: string): string[] {
  if (paragraph.length <= CHUNK_MAX) return [paragraph];
  const out: string[] = [];
  let rest = paragraph;
  while (rest.length > CHUNK_MAX) {
    const window = rest.slice(0, CHUNK_MAX);
    const sentence = Math.max(window.lastIndexOf(". "), window.lastIndexOf("\n"));
    const space = window.lastIndexOf(" ");
    const cut = sentence >= CHUNK_TARGET / 2 ? sentence + 1 : space >= CHUNK_TARGET / 2 ? space : CHUNK_MAX;
    out.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) out.push(rest);
  return out;
}

/**
 * Chunks of ~1,500 characters (at most 2,000) along paragraph boundaries, never across pages, so
 * each chunk can be cited with its page.
 */
export function chunkDocument(document: ExtractedDocument): TextChunk[] {
  const chunks: TextChunk[] = [];
  for (const part of document.parts) {
    let current = "";
    const flush = () => {
      if (current.trim()) chunks.push({ position: chunks.length, page: part.page, text: current.trim() });
      current = "";
    };
    for (const paragraph of part.text.split(/\n\s*\n/)) {
      for (const piece of pieces(paragraph.trim())) {
        if (!piece) continue;
        if (current && current.length + piece.length + 2 > CHUNK_TARGET) flush();
        current = current ? `${current}\n\n${piece}` : piece;
      }
    }
    flush();
  }
  return chunks;
}
