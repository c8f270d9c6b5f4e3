import { Readable } from "node:stream";
import { constants, createInflate } from "node:zlib";
import mammoth from "mammoth";
import { getDocumentProxy } from "unpdf";
import yauzl from "yauzl";
import { type BinaryText, capped, type ExtractLimits } from "./extract-limits";

/** A refusal of the document itself; its message completes `"name" could not be read: …`. */
export class Refusal extends Error {}

const NO_TEXT = "it contains no text that can be read (a scanned document needs text recognition first).";
const BOMB = "it unpacks to far more data than a document holds (a zip bomb?).";
const NOT_PDF = "it is not a valid PDF.";
const NOT_DOCX = "it is not a valid Word document.";

function requireText(text: BinaryText): BinaryText {
  if (!text.parts.some((part) => part.text.trim())) throw new Refusal(NO_TEXT);
  return text;
}

/** The bytes all compressed parts of one document may still inflate to. */
class InflationBudget {
  constructor(private left: number) {}
  spend(bytes: number) {
    this.left -= bytes;
    if (this.left < 0) throw new Refusal(BOMB);
  }
}

/**
 * Inflates a stream and counts the bytes it really yields, discarding them; stops as soon as the
 * budget is spent. Sizes an archive declares are never trusted: a bomb declares small ones.
 */
function countInflated(source: Readable, budget: InflationBudget): Promise<void> {
  return new Promise((resolve, reject) => {
    const stop = (error: unknown) => {
      source.destroy();
      reject(error);
    };
    source.on("data", (chunk: Buffer) => {
      try {
        budget.spend(chunk.length);
      } catch (error) {
        stop(error);
      }
    });
    source.on("end", resolve);
    source.on("error", stop);
  });
}

const STREAM = Buffer.from("stream");
const END_STREAM = Buffer.from("endstream");

/** True when two bytes start a zlib stream (deflate, a valid header checksum): what FlateDecode holds. */
const zlibHeader = (a: number | undefined, b: number | undefined) =>
  a !== undefined && b !== undefined && (a & 0x0f) === 8 && ((a << 8) | b) % 31 === 0;

/**
 * Inflates every zlib-compressed stream of a PDF within the budget before pdf.js sees the file: pdf.js
 * keeps a stream's whole inflated content in memory, so a flate bomb in a content stream would fill it.
 * Streams cannot hide in object streams, so each appears in the file as `stream … endstream`.
 */
async function checkPdfStreams(bytes: Buffer, budget: InflationBudget) {
  let at = bytes.indexOf(STREAM);
  while (at !== -1) {
    if (bytes.subarray(Math.max(0, at - 3), at).toString("latin1") === "end") {
      at = bytes.indexOf(STREAM, at + STREAM.length);
      continue;
    }
    let start = at + STREAM.length;
    if (bytes[start] === 0x0d) start += 1;
    if (bytes[start] === 0x0a) start += 1;
    const end = bytes.indexOf(END_STREAM, start);
    if (zlibHeader(bytes[start], bytes[start + 1])) {
      const data = bytes.subarray(start, end === -1 ? bytes.length : end);
      // A damaged stream is pdf.js's business (it refuses or skips it); only its size counts here.
      const inflate = createInflate({ finishFlush: constants.Z_SYNC_FLUSH });
      await countInflated(Readable.from([data]).pipe(inflate), budget).catch((error) => {
        if (error instanceof Refusal) throw error;
      });
    }
    at = end === -1 ? -1 : bytes.indexOf(STREAM, end + END_STREAM.length);
  }
}

export async function readPdf(bytes: Buffer, limits: ExtractLimits): Promise<BinaryText> {
  await checkPdfStreams(bytes, new InflationBudget(limits.maxInflatedBytes));
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    pdf = await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false, stopAtErrors: true });
  } catch (error) {
    if ((error as { name?: string }).name === "PasswordException") {
      throw new Refusal("it is protected by a password. Remove the password and attach it again.");
    }
    throw new Refusal(NOT_PDF);
  }
  try {
    // Page by page up to the cap: a page tree may claim a million pages in a few kilobytes.
    const pages = pdf.numPages;
    const parts: BinaryText["parts"] = [];
    let chars = 0;
    for (let number = 1; number <= Math.min(pages, limits.maxPages) && chars < limits.maxChars; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const text = content.items
        .map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : "") : ""))
        .join("");
      page.cleanup();
      parts.push({ page: number, text });
      chars += text.length;
    }
    return requireText({ pages, pagesRead: parts.length, parts: capped(parts, limits.maxChars) });
  } catch (error) {
    if (error instanceof Refusal) throw error;
    throw new Refusal(NOT_PDF);
  } finally {
    await pdf.destroy().catch(() => {});
  }
}

function openZip(bytes: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    // Entry sizes are counted below as they really inflate, not checked against the declared ones.
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: false }, (error, zip) =>
      error || !zip ? reject(new Refusal(NOT_DOCX)) : resolve(zip),
    ),
  );
}

const openEntry = (zip: yauzl.ZipFile, entry: yauzl.Entry) =>
  new Promise<Readable>((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) =>
      error || !stream ? reject(new Refusal(NOT_DOCX)) : resolve(stream),
    ),
  );

/** Inflates every entry of the archive within the budget (the bytes themselves are thrown away). */
async function checkZip(bytes: Buffer, limits: ExtractLimits) {
  const zip = await openZip(bytes);
  const budget = new InflationBudget(limits.maxInflatedBytes);
  let entries = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on("entry", (entry: yauzl.Entry) => {
        entries += 1;
        if (entries > limits.docxMaxEntries) return reject(new Refusal(BOMB));
        if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) {
          return reject(new Refusal(NOT_DOCX));
        }
        openEntry(zip, entry)
          .then((stream) => countInflated(stream, budget))
          .then(() => zip.readEntry(), reject);
      });
      zip.on("end", resolve);
      zip.on("error", () => reject(new Refusal(NOT_DOCX)));
      zip.readEntry();
    });
  } finally {
    zip.close();
  }
}

export async function readDocx(bytes: Buffer, limits: ExtractLimits): Promise<BinaryText> {
  await checkZip(bytes, limits);
  let text: string;
  try {
    text = (await mammoth.extractRawText({ buffer: bytes })).value;
  } catch {
    throw new Refusal(NOT_DOCX);
  }
  return requireText({
    pages: null,
    pagesRead: null,
    parts: capped([{ page: null, text }], limits.maxChars),
  });
}
