import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { planVersions, subsections } from "../src/db/schema";
import { useTestServer } from "./harness";
import { plannedInitiative } from "./planning-support";
import { dbKinds } from "./test-db";

describe.each(dbKinds())("plan history limits on %s", (kind) => {
  const server = useTestServer(kind, {}, [], { jobs: { pollMs: 50 } });

  it("refuses the 31st save of a minute with 429 and a Retry-After, and saves nothing", async () => {
    const { owner, initiative, wsId, subIds } = await plannedInitiative(server);
    const base = `/portal/initiatives/${initiative.id}/workstreams/${wsId}`;
    const save = (uid: string, content: string) =>
      server.request("POST", `${base}/subsections/${uid}/improve/save`, {
        token: owner.token,
        body: { content },
      });
    // Saves of different plans count together: the limit is per user.
    for (let i = 0; i < 30; i++) {
      const res = await save(subIds[i % subIds.length]!, `Plan ${i}`);
      expect(res.status, res.text).toBe(200);
    }
    const refused = await save(subIds[0]!, "One save too many");
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, error: "rate_limited" });
    expect(refused.body.message).toMatch(
      /^You are saving too often: the limit is 30 saves a minute\. Try again in \d+ s\.$/,
    );
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    const restore = await server.request("POST", `${base}/subsections/${subIds[0]}/restore`, {
      token: owner.token,
      body: { version: 1 },
    });
    expect(restore.status).toBe(429);
    const breakdown = await server.request("POST", `${base}/taskbreakdown`, {
      token: owner.token,
      body: { content: "Too many" },
    });
    expect(breakdown.status).toBe(429);
    const stored = await server.ctx.db
      .select()
      .from(planVersions)
      .where(eq(planVersions.initiativeId, initiative.id));
    expect(stored).toHaveLength(30);
    expect(stored.some((v) => v.content === "One save too many")).toBe(false);
  });

  it("a version number past the database's integers is a 400 that names it, and saves nothing", async () => {
    const { owner, initiative, wsId, subIds } = await plannedInitiative(server);
    const base = `/portal/initiatives/${initiative.id}/workstreams/${wsId}`;
    const past = 2_147_483_648;
    const calls: Array<[string, Record<string, unknown>]> = [
      [`${base}/subsections/${subIds[0]}/improve/save`, { content: "x", base_version: past }],
      [`${base}/subsections/${subIds[0]}/restore`, { version: past }],
      [`${base}/subsections/${subIds[0]}/restore`, { version: 1, base_version: past }],
      [`${base}/taskbreakdown`, { content: "x", base_version: past }],
    ];
    for (const [path, body] of calls) {
      const res = await server.request("POST", path, { token: owner.token, body });
      expect(res.status, `${path} ${JSON.stringify(body)}: ${res.text}`).toBe(400);
      expect(res.body).toMatchObject({ success: false, error: "validation_failed" });
      expect(res.body.message).toMatch(/version/);
    }
    const stored = await server.ctx.db
      .select()
      .from(planVersions)
      .where(eq(planVersions.initiativeId, initiative.id));
    expect(stored).toHaveLength(0);
  });

  it("keeps at most 200 versions: the first one and the newest 199", async () => {
    const { owner, initiative, wsId, subIds } = await plannedInitiative(server);
    const uid = subIds[0]!;
    const target = { initiativeId: initiative.id, workstreamId: wsId, subsectionUid: uid };
    // 199 versions saved an hour ago (so they do not count against the save rate).
    const anHourAgo = new Date(Date.now() - 3_600_000);
    await server.ctx.db.insert(planVersions).values(
      Array.from({ length: 199 }, (_, i) => ({
        ...target,
        version: i + 1,
        content: `Version ${i + 1}`,
        source: "save" as const,
        createdBy: owner.id,
        createdAt: anHourAgo,
      })),
    );
    await server.ctx.db
      .update(subsections)
      .set({ version: 199, content: "Version 199" })
      .where(
        and(
          eq(subsections.initiativeId, initiative.id),
          eq(subsections.workstreamId, wsId),
          eq(subsections.uid, uid),
        ),
      );

    const path = `/portal/initiatives/${initiative.id}/workstreams/${wsId}/subsections/${uid}`;
    for (const n of [200, 201, 202]) {
      const res = await server.request("POST", `${path}/improve/save`, {
        token: owner.token,
        body: { content: `Version ${n}`, base_version: n - 1 },
      });
      expect(res.body.data).toEqual({ version: n });
    }
    const kept = await server.ctx.db
      .select({ version: planVersions.version })
      .from(planVersions)
      .where(
        and(
          eq(planVersions.initiativeId, initiative.id),
          eq(planVersions.workstreamId, wsId),
          eq(planVersions.subsectionUid, uid),
        ),
      )
      .orderBy(asc(planVersions.version));
    expect(kept).toHaveLength(200);
    expect(kept.map((v) => v.version)).toEqual([1, ...Array.from({ length: 199 }, (_, i) => i + 4)]);
    const history = await server.request("GET", `${path}/versions`, { token: owner.token });
    expect(history.body.data).toHaveLength(200);
    // The first version is still there to restore.
    const first = await server.request("GET", `${path}/versions/1`, { token: owner.token });
    expect(first.body.data.content).toBe("Version 1");
  });
});
