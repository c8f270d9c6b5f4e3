import { parseStreamBlock, type StreamDone, type StreamEvent } from "@initiative-planner/contract/stream";

const abortError = (signal: AbortSignal): unknown =>
  signal.reason ?? new DOMException("The stream was aborted.", "AbortError");

/**
 * Reads a `text/event-stream` body and yields one event per block. Blocks and CRLF pairs may be
 * split anywhere across network reads, so text is buffered until a blank line closes a block.
 * `parse` turns a block into an event (plan streams by default; the initiative events stream
 * passes its own), null to skip it.
 */
export function readStream(response: Response, signal?: AbortSignal): AsyncGenerator<StreamEvent>;
export function readStream<E>(
  response: Response,
  signal: AbortSignal | undefined,
  parse: (block: string) => E | null,
): AsyncGenerator<E>;
export async function* readStream<E>(
  response: Response,
  signal?: AbortSignal,
  parse: (block: string) => E | null = parseStreamBlock as unknown as (block: string) => E | null,
): AsyncGenerator<E> {
  if (!response.body) throw new Error("No stream body");
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const cancel = () => {
    reader.cancel().catch(() => undefined);
  };
  signal?.addEventListener("abort", cancel, { once: true });

  let buffer = "";
  // A trailing "\r" may be the first half of a "\r\n" pair; keep it until the next read decides.
  let pendingCr = false;
  const append = (text: string) => {
    let next = (pendingCr ? "\r" : "") + text;
    pendingCr = next.endsWith("\r");
    if (pendingCr) next = next.slice(0, -1);
    buffer += next.replace(/\r\n?/g, "\n");
  };

  let finished = false;
  try {
    while (true) {
      if (signal?.aborted) throw abortError(signal);
      const { done, value } = await reader.read();
      if (signal?.aborted) throw abortError(signal);
      if (done) break;
      append(decoder.decode(value, { stream: true }));
      let boundary = buffer.indexOf("\n\n");
      while (boundary >= 0) {
        const event = parse(buffer.slice(0, boundary));
        buffer = buffer.slice(boundary + 2);
        if (event) yield event;
        boundary = buffer.indexOf("\n\n");
      }
    }
    append(decoder.decode());
    if (pendingCr) buffer += "\n";
    const last = buffer.trim() ? parse(buffer) : null;
    finished = true;
    if (last) yield last;
  } finally {
    signal?.removeEventListener("abort", cancel);
    // Stopping early (break, abort, error) must release the connection.
    if (!finished) cancel();
  }
}

/** A failure the server reported inside the stream (`event: error`). */
export class StreamFailedError extends Error {
  readonly code: string;

  constructor(message: string, code: string) {
    super(message);
    this.name = "StreamFailedError";
    this.code = code;
  }
}

export interface ConsumeOptions {
  onChunk: (text: string) => void;
  signal?: AbortSignal;
}

/** Feeds every text chunk to `onChunk` and resolves with the saved version on `done`. */
export async function consumeStream(response: Response, options: ConsumeOptions): Promise<StreamDone> {
  for await (const event of readStream(response, options.signal)) {
    if (event.type === "chunk") options.onChunk(event.text);
    else if (event.type === "done") return event.data;
    else throw new StreamFailedError(event.data.message, event.data.error);
  }
  throw new Error("The stream ended before it finished.");
}
