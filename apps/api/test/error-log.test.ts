import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer } from "../src/compose";
import { parseConfig } from "../src/config";
import type { AppContext } from "../src/http/context";
import { dbKinds, openTestDatabase } from "./test-db";

const PLAN_TEXT = "Confidential plan: acquire Example Corp";
const EMAIL = "secret.person@example.com";

/** A route that runs a query failing on user data, as a bug would. */
function failingQueryRoute(app: FastifyInstance, ctx: AppContext) {
  app.post("/portal/test/failing-query", async () => {
    await ctx.db.execute(sql`select ${PLAN_TEXT}::int, ${EMAIL}::uuid`);
    return { ok: true };
  });
}

describe.each(dbKinds())("database errors in the log on %s", (kind) => {
  const lines: string[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), "ip-log-"));
  let app: FastifyInstance;
  let url: string;
  beforeAll(async () => {
    const config = parseConfig({ PORT: "0", DATA_DIR: dataDir, LOG_LEVEL: "info" });
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    ({ app } = await createServer(config, {
      database: await openTestDatabase(kind),
      logger: { stream },
      extraModules: [failingQueryRoute],
      jobs: { start: false },
    }));
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("are logged with the SQL and the error code, never with the parameters", async () => {
    const res = await fetch(`${url}/portal/test/failing-query`, { method: "POST" });
    expect(res.status).toBe(500);
    const body = await res.text();
    expect(body).not.toContain(PLAN_TEXT);
    const logged = lines.find((line) => line.includes("unexpected error"));
    expect(logged).toBeDefined();
    expect(logged).toContain("Failed query: select $1::int, $2::uuid");
    expect(logged).toContain("22P02");
    expect(lines.join("\n")).not.toContain("Confidential plan");
    expect(lines.join("\n")).not.toContain("secret.person");
  });
});
