import { PassThrough } from "node:stream";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { type LogDestination, loggerOptions } from "./logger";

/** Logs one line through Fastify's logger built with our options, and returns what was written. */
async function logOnce(isTTY: boolean): Promise<string> {
  const out: LogDestination = Object.assign(new PassThrough(), { isTTY });
  let written = "";
  out.on("data", (chunk: Buffer) => {
    written += chunk.toString("utf8");
  });
  const app = Fastify({ logger: loggerOptions("info", out) });
  app.log.info({ reqId: "r-1" }, "server listening");
  app.log.debug("below the level");
  await app.close();
  await new Promise((resolve) => setImmediate(resolve));
  return written;
}

describe("log format", () => {
  it("prints readable lines, not JSON, when stdout is a terminal", async () => {
    const written = await logOnce(true);
    expect(written).toContain("INFO");
    expect(written).toContain("server listening");
    expect(written).toContain("r-1");
    expect(() => JSON.parse(written.split("\n")[0]!)).toThrow();
    expect(written).not.toContain("below the level");
  });

  it("prints one JSON object per line otherwise", async () => {
    const written = await logOnce(false);
    const first = JSON.parse(written.split("\n")[0]!) as { level: number; msg: string; reqId: string };
    expect(first).toMatchObject({ level: 30, msg: "server listening", reqId: "r-1" });
    expect(written).not.toContain("below the level");
  });
});
