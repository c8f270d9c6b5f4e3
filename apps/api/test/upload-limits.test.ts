import { routes } from "@initiative-planner/contract";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rowsOf } from "../src/db/raw-sql";
import { uploadFile } from "./documents-support";
import { createUser } from "./factories";
import { useTestServer } from "./harness";
import { dbKinds } from "./test-db";

const KB = 1024;

/** Issue 30, finding 4: a storage quota per user and an hourly upload rate. */
describe.each(dbKinds())("upload quota and rate on %s", (kind) => {
  const server = useTestServer(kind, { UPLOAD_QUOTA_MB: "1", UPLOADS_PER_HOUR: "4" });

  const stored = async (uid: string) =>
    (
      await rowsOf<{ n: number }>(
        server.ctx.db,
        sql`select count(*)::int as n from files where uploader_id = ${uid}`,
      )
    )[0]!.n;

  it("refuses an upload past the quota with a 413, and the hourly rate with a 429; Settings' route shows both", async () => {
    const user = await createUser(server);
    const other = await createUser(server);
    const allowance = async () => (await server.call(routes.userUploads, { token: user.token })).data;
    expect(await allowance()).toEqual({
      used_bytes: 0,
      quota_bytes: 1024 * KB,
      uploads_last_hour: 0,
      uploads_per_hour: 4,
    });

    const big = await uploadFile(server, user.token, "notes.txt", "a".repeat(600 * KB));
    expect(big.status, big.text).toBe(200);
    const over = await uploadFile(server, user.token, "more.txt", "b".repeat(500 * KB));
    expect(over.status).toBe(413);
    expect(over.body).toMatchObject({
      success: false,
      error: "payload_too_large",
      message:
        "Your uploads already use 0.6 MB of your 1.0 MB. Remove documents you no longer need from your initiatives, then upload again.",
    });
    expect(await stored(user.id)).toBe(1);
    expect(await allowance()).toMatchObject({ used_bytes: 600 * KB, uploads_last_hour: 1 });

    // Refused documents count towards the rate: reading them is what the rate protects.
    expect((await uploadFile(server, user.token, "empty.md", "")).status).toBe(400);
    expect((await uploadFile(server, user.token, "a.md", "# A")).status).toBe(200);
    expect((await uploadFile(server, user.token, "b.md", "# B")).status).toBe(200);
    const fifth = await uploadFile(server, user.token, "c.md", "# C");
    expect(fifth.status).toBe(429);
    expect(fifth.body).toMatchObject({ success: false, error: "rate_limited" });
    expect(fifth.body.message).toBe(
      "You have uploaded 4 files in the last hour, the most allowed. Try again in 60 min.",
    );
    expect(Number(fifth.headers.get("retry-after"))).toBeGreaterThan(3500);
    expect(await stored(user.id)).toBe(3);
    expect(await allowance()).toMatchObject({ uploads_last_hour: 4 });

    // Another user has their own quota and rate.
    expect((await uploadFile(server, other.token, "d.md", "# D")).status).toBe(200);
  });
});
