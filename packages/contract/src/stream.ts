import { z } from "zod";
import { errorCodeSchema } from "./common";

/**
 * Server-sent events of every `…/stream` and `…/improve` route (design.md "Wire rules"):
 * - a text chunk:  `data: <JSON string>`
 * - success:       `event: done`  + `data: {"version": N}`
 * - failure:       `event: error` + `data: {"error": code, "message": text}`
 */
export const STREAM_CONTENT_TYPE = "text/event-stream";

export const streamChunkSchema = z.string();
export const streamDoneSchema = z.object({ version: z.number().int().nonnegative() });
export const streamErrorSchema = z.object({ error: errorCodeSchema, message: z.string() });

export type StreamDone = z.infer<typeof streamDoneSchema>;
export type StreamError = z.infer<typeof streamErrorSchema>;

export type StreamEvent =
  | { type: "chunk"; text: string }
  | { type: "done"; data: StreamDone }
  | { type: "error"; data: StreamError };

/** Serialises one event in the wire format. */
export function formatStreamEvent(event: StreamEvent): string {
  switch (event.type) {
    case "chunk":
      return `data: ${JSON.stringify(event.text)}\n\n`;
    case "done":
      return `event: done\ndata: ${JSON.stringify(event.data)}\n\n`;
    case "error":
      return `event: error\ndata: ${JSON.stringify(event.data)}\n\n`;
  }
}

/**
 * Parses one SSE block (the text between blank lines). Data lines that are not JSON are
 * taken as raw text, as the spec allows ("each a JSON string or raw text").
 */
export function parseStreamBlock(block: string): StreamEvent | null {
  let eventName = "message";
  const dataLines: string[] = [];
  for (const line of block.split(/\r?\n/)) {
    if (line.startsWith("event:")) eventName = line.slice(6).trim();
    else if (line.startsWith("data:")) dataLines.push(line.slice(5).replace(/^ /, ""));
  }
  if (dataLines.length === 0) return null;
  const raw = dataLines.join("\n");
  let value: unknown = raw;
  try {
    value = JSON.parse(raw);
  } catch {
    // raw text chunk
  }
  if (eventName === "done") {
    const done = streamDoneSchema.safeParse(value);
    return done.success ? { type: "done", data: done.data } : null;
  }
  if (eventName === "error") {
    const error = streamErrorSchema.safeParse(value);
    return {
      type: "error",
      data: error.success ? error.data : { error: "internal", message: "The stream failed." },
    };
  }
  return { type: "chunk", text: typeof value === "string" ? value : raw };
}
