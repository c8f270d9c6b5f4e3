import type { StreamEvent } from "@initiative-planner/contract/stream";
import { describe, expect, it } from "vitest";
import { consumeStream, readStream, StreamFailedError } from "./stream-reader";

/** A Response whose body arrives in exactly these pieces, as a network would deliver them. */
function streamOf(pieces: (string | Uint8Array)[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces)
        controller.enqueue(typeof piece === "string" ? encoder.encode(piece) : piece);
      controller.close();
    },
  });
  return new Response(body, { headers: { "content-type": "text/event-stream" } });
}

async function collect(response: Response): Promise<StreamEvent[]> {
  const events: StreamEvent[] = [];
  for await (const event of readStream(response)) events.push(event);
  return events;
}

describe("readStream", () => {
  it("joins events split mid-line and mid-separator across reads", async () => {
    const events = await collect(
      streamOf([
        "da",
        'ta: "Hel',
        'lo"\n',
        '\ndata: " world"\n\nevent: do',
        'ne\ndata: {"version":',
        "2}\n\n",
      ]),
    );
    expect(events).toEqual([
      { type: "chunk", text: "Hello" },
      { type: "chunk", text: " world" },
      { type: "done", data: { version: 2 } },
    ]);
  });

  it("handles CRLF line endings, including a CR and LF split across reads", async () => {
    const events = await collect(
      streamOf(['data: "a"\r', '\n\r\ndata: "b"\r\n\r', '\nevent: done\r\ndata: {"version":1}\r\n\r\n']),
    );
    expect(events).toEqual([
      { type: "chunk", text: "a" },
      { type: "chunk", text: "b" },
      { type: "done", data: { version: 1 } },
    ]);
  });

  it("keeps multi-byte characters split between reads", async () => {
    const bytes = new TextEncoder().encode('data: "café ✓"\n\n');
    const events = await collect(streamOf([bytes.slice(0, 10), bytes.slice(10)]));
    expect(events).toEqual([{ type: "chunk", text: "café ✓" }]);
  });

  it("takes data that is not JSON as raw text", async () => {
    const events = await collect(streamOf(["data: ## Plain heading\n\n"]));
    expect(events).toEqual([{ type: "chunk", text: "## Plain heading" }]);
  });

  it("yields a final event that has no closing blank line", async () => {
    const events = await collect(streamOf(['data: "x"\n\nevent: done\ndata: {"version":3}']));
    expect(events.at(-1)).toEqual({ type: "done", data: { version: 3 } });
  });

  it("yields error events with the server's code and message", async () => {
    const events = await collect(
      streamOf([
        'data: "partial"\n\nevent: error\ndata: {"error":"unavailable","message":"The model is busy."}\n\n',
      ]),
    );
    expect(events[1]).toEqual({
      type: "error",
      data: { error: "unavailable", message: "The model is busy." },
    });
  });

  it("stops with an abort error when the signal fires", async () => {
    const controller = new AbortController();
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(new TextEncoder().encode('data: "one"\n\n'));
      },
    });
    const seen: StreamEvent[] = [];
    const run = (async () => {
      for await (const event of readStream(new Response(body), controller.signal)) {
        seen.push(event);
        controller.abort();
      }
    })();
    await expect(run).rejects.toMatchObject({ name: "AbortError" });
    expect(seen).toEqual([{ type: "chunk", text: "one" }]);
  });
});

describe("consumeStream", () => {
  it("feeds chunks in order and resolves with the version", async () => {
    const chunks: string[] = [];
    const result = await consumeStream(
      streamOf(['data: "# Plan"\n\ndata: "\\n- step"\n\n', 'event: done\ndata: {"version":4}\n\n']),
      { onChunk: (text) => chunks.push(text) },
    );
    expect(chunks.join("")).toBe("# Plan\n- step");
    expect(result).toEqual({ version: 4 });
  });

  it("throws the server's message on an error event", async () => {
    const chunks: string[] = [];
    const run = consumeStream(
      streamOf(['data: "a"\n\nevent: error\ndata: {"error":"internal","message":"Generation failed."}\n\n']),
      { onChunk: (text) => chunks.push(text) },
    );
    await expect(run).rejects.toThrow(StreamFailedError);
    await expect(run).rejects.toMatchObject({ message: "Generation failed.", code: "internal" });
    expect(chunks).toEqual(["a"]);
  });

  it("fails when the stream ends without done", async () => {
    await expect(consumeStream(streamOf(['data: "a"\n\n']), { onChunk: () => undefined })).rejects.toThrow(
      "The stream ended before it finished.",
    );
  });
});
