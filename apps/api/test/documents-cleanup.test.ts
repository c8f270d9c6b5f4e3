import { routes } from "@initiative-planner/contract";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "../src/config";
import { rowsOf } from "../src/db/raw-sql";
import { attachOwnFiles } from "../src/modules/documents/queries";
import { createUploadSweeper } from "../src/modules/documents/sweep";
import { uploadFile } from "./documents-support";
import { createInitiative, createUser, type TestUser } from "./factories";
import { useTestServer } from "./harness";
import { dbKinds } from "./test-db";

const quiet = { info: () => {}, warn: () => {} };

describe("UPLOAD_UNATTACHED_TTL_HOURS", () => {
  it("defaults to a day and refuses what is not a whole number of hours", () => {
    expect(parseConfig({}).uploads.unattachedTtlHours).toBe(24);
    expect(parseConfig({ UPLOAD_UNATTACHED_TTL_HOURS: "2" }).uploads.unattachedTtlHours).toBe(2);
    for (const bad of ["0", "1.5", "soon"]) {
      expect(() => parseConfig({ UPLOAD_UNATTACHED_TTL_HOURS: bad })).toThrow(/UPLOAD_UNATTACHED_TTL_HOURS/);
    }
  });
});

describe.each(dbKinds())("unattached uploads are swept on %s", (kind) => {
  // No job worker: the initiatives here only hold attachments.
  const server = useTestServer(kind, {}, [], { jobs: { start: false } });
  let owner: TestUser;
  beforeAll(async () => {
    owner = await createUser(server);
  }, 120_000);

  const upload = async (name: string) => {
    const res = await uploadFile(server, owner.token, name, `Notes of ${name} about the stamp card pilot.`);
    expect(res.status, res.text).toBe(200);
    return res.body.data.id as string;
  };
  /** Moves an upload's time back, as if it had been uploaded `hours` ago. */
  const age = (id: string, hours: number) =>
    server.ctx.db.execute(
      sql`update files set created_at = now() - make_interval(hours => ${hours}) where id = ${id}`,
    );
  const stored = async (id: string) =>
    (
      await rowsOf<{ files: number; chunks: number }>(
        server.ctx.db,
        sql`select (select count(*)::int from files where id = ${id}) as files,
                   (select count(*)::int from file_chunks where file_id = ${id}) as chunks`,
      )
    )[0]!;

  it("deletes old unattached uploads with their chunks, keeps fresh and attached ones", async () => {
    const old = await upload("old.md");
    const fresh = await upload("fresh.md");
    const attached = await upload("attached.md");
    const initiative = await createInitiative(server, owner, { attachment_ids: [attached] });
    await age(old, 25);
    await age(fresh, 23);
    await age(attached, 500);
    expect((await stored(old)).chunks).toBeGreaterThan(0);

    expect(await server.ctx.services.uploadSweeper.sweep()).toBe(1);
    expect(await stored(old)).toEqual({ files: 0, chunks: 0 });
    expect((await stored(fresh)).files).toBe(1);
    expect((await stored(attached)).files).toBe(1);
    expect((await stored(attached)).chunks).toBeGreaterThan(0);
    const res = await server.call(routes.listInitiativeFiles, {
      params: { id: initiative.id },
      token: owner.token,
    });
    expect(res.data.map((f) => f.id)).toEqual([attached]);
    // The fresh upload can still be attached; the swept one is gone for good.
    const late = await server.call(routes.attachFile, {
      params: { id: initiative.id },
      body: { file_id: old },
      token: owner.token,
    });
    expect(late.status).toBe(404);
  }, 30_000);

  it("follows the configured age", async () => {
    const id = await upload("two-days.md");
    await age(id, 30);
    const sweeper = createUploadSweeper({ db: server.ctx.db, log: quiet, ttlHours: 48, intervalMs: 60_000 });
    expect(await sweeper.sweep()).toBe(0);
    await age(id, 49);
    expect(await sweeper.sweep()).toBe(1);
    expect((await stored(id)).files).toBe(0);
  });

  it("never deletes an upload attached while the sweep runs", async () => {
    const id = await upload("racing.md");
    await age(id, 100);
    const initiative = await createInitiative(server, owner);
    const sweeper = createUploadSweeper({ db: server.ctx.db, log: quiet, ttlHours: 24, intervalMs: 60_000 });
    let sweeping: Promise<number> | undefined;
    await server.ctx.db.transaction(async (tx) => {
      expect(
        await attachOwnFiles(tx, { uploaderId: owner.id, initiativeId: initiative.id }, [id]),
      ).toHaveLength(1);
      // The sweep starts while the attachment is not committed yet (PostgreSQL: it waits for the row).
      sweeping = sweeper.sweep();
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    expect(await sweeping).toBe(0);
    expect(await stored(id)).toMatchObject({ files: 1 });
  });

  it("sweeps on a timer once started, and stops", async () => {
    const id = await upload("timer.md");
    await age(id, 30);
    const sweeper = createUploadSweeper({ db: server.ctx.db, log: quiet, ttlHours: 24, intervalMs: 20 });
    sweeper.start();
    await expect.poll(async () => (await stored(id)).files, { timeout: 5_000 }).toBe(0);
    await sweeper.stop();
  });
});
