import { routes, type TrackerKind } from "@initiative-planner/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./harness";
import { eventually } from "./planning-support";
import { dbKinds } from "./test-db";
import { type FakeIssueStates, startFakeIssueStates } from "./trackers/fake-issue-states";
import { linkedInitiative } from "./trackers-status-support";

const SECRETS: Record<TrackerKind, string> = {
  github: "ghp_sync-token",
  linear: "lin_api_sync-key",
  jira: "owner@example.com:jira-sync-token",
};
/** What the connection stores as its secret (Jira: the API token; the fake checks `email:token`). */
const TOKEN: Record<TrackerKind, string> = { ...SECRETS, jira: "jira-sync-token" };
const OPEN: Record<TrackerKind, string> = { github: "open", linear: "unstarted", jira: "new" };
const CLOSED: Record<TrackerKind, string> = { github: "closed", linear: "completed", jira: "done" };

describe.each(dbKinds())("tracker sync on %s", (db) => {
  let server: TestServer;
  const fakes = {} as Record<TrackerKind, FakeIssueStates>;
  beforeAll(async () => {
    for (const kind of ["github", "linear", "jira"] as const)
      fakes[kind] = await startFakeIssueStates(kind, SECRETS[kind]);
    // The periodic sync is driven by hand here (tick), with a one-minute period.
    server = await startTestServer(db, {
      AI_CALLS_PER_MINUTE: "10000",
      JOB_POLL_MS: "50",
      TRACKER_SYNC_MINUTES: "1",
    });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await Promise.all(Object.values(fakes).map((f) => f.close()));
  });

  async function setup(kind: TrackerKind, titles?: string[]) {
    const fake = fakes[kind];
    const s = await linkedInitiative(server, kind, { url: fake.url, secret: TOKEN[kind], titles });
    const old = new Date(Date.now() - 30 * 60_000).toISOString();
    fake.issues.push(
      ...s.ids.map((id, i) => ({ id, number: i + 1, key: s.keys[i], state: OPEN[kind], updatedAt: old })),
    );
    const sync = (token = s.token) => server.call(routes.syncTracker, { params: { id: s.id, kind }, token });
    return { ...s, fake, sync };
  }

  for (const kind of ["github", "linear", "jira"] as const) {
    it(`${kind}: Sync now marks tasks of closed issues done and reopens reopened ones`, async () => {
      const s = await setup(kind);
      const first = await s.sync();
      expect(first.status, first.text).toBe(200);
      expect(first.data).toMatchObject({ kind, checked: 3, done: 0, reopened: 0, missing: 0 });
      s.fake.set(s.ids[0]!, CLOSED[kind]);
      s.fake.set(s.ids[2]!, CLOSED[kind]);
      const before = s.fake.requests.length;
      const second = await s.sync();
      expect(second.data).toMatchObject({ done: 2, reopened: 0 });
      // Batched: one request for all three linked issues.
      expect(s.fake.requests.length - before).toBe(1);
      expect(await s.statusOf(s.tasks[0]!.id)).toBe("done");
      expect(await s.statusOf(s.tasks[1]!.id)).toBe("todo");
      expect(await s.statusOf(s.tasks[2]!.id)).toBe("done");
      expect(await s.progress()).toBe(67);
      const trackers = await server.call(routes.listTrackers, { params: { id: s.id }, token: s.token });
      expect(trackers.data.trackers[0]!.last_sync_at).toBe(second.data.synced_at);
      s.fake.set(s.ids[0]!, OPEN[kind]);
      expect((await s.sync()).data).toMatchObject({ done: 0, reopened: 1 });
      expect(await s.statusOf(s.tasks[0]!.id)).toBe("todo");
      expect((await s.sync()).data).toMatchObject({ done: 0, reopened: 0 });
    });
  }

  it("reads GitHub's issue list page by page, only what changed since the last sync", async () => {
    const s = await setup("github");
    await s.sync();
    // 120 other issues changed since: two pages of 100, of which only the linked one matters.
    const now = Date.now();
    for (let i = 0; i < 120; i++) {
      s.fake.issues.push({
        id: String(50_000 + i),
        number: 500 + i,
        state: "closed",
        updatedAt: new Date(now + i).toISOString(),
      });
    }
    s.fake.set(s.ids[1]!, "closed");
    const before = s.fake.requests.length;
    const res = await s.sync();
    expect(res.data).toMatchObject({ done: 1 });
    expect(s.fake.requests.length - before).toBe(2);
    expect(s.fake.requests.at(-1)!.path).toBe("/repos/acme/plan/issues");
    s.fake.issues.splice(s.fake.issues.length - 120, 120);
  });

  it("counts Linear issues no longer found and leaves their tasks alone", async () => {
    const s = await setup("linear");
    s.fake.issues.splice(
      s.fake.issues.findIndex((i) => i.id === s.ids[1]),
      1,
    );
    const res = await s.sync();
    expect(res.data).toMatchObject({ checked: 3, missing: 1, done: 0 });
  });

  it("a tracker that refuses the token is a 502 in words and changes nothing", async () => {
    const s = await setup("jira");
    await server.ctx.db.execute(
      sql`update tracker_connections set secret_encrypted = ${server.ctx.services.secretBox.seal("jira-wrong-token-77")} where initiative_id = ${s.id}`,
    );
    s.fake.set(s.ids[0]!, "done");
    const res = await s.sync();
    expect(res.status).toBe(502);
    expect(res.body.message).toContain("Jira did not answer the sync (HTTP 401)");
    expect(res.body.message).not.toContain("jira-wrong-token-77");
    expect(await s.statusOf(s.tasks[0]!.id)).toBe("todo");
    const trackers = await server.call(routes.listTrackers, { params: { id: s.id }, token: s.token });
    expect(trackers.data.trackers[0]!.last_sync_at).toBeNull();
  });

  it("syncing a tracker the initiative is not connected to is a 404", async () => {
    const s = await setup("github");
    const other = await server.call(routes.syncTracker, {
      params: { id: s.id, kind: "linear" },
      token: s.token,
    });
    expect(other.status).toBe(404);
  });

  it("the periodic sync queues one leased job per due initiative, which syncs it", async () => {
    const s = await setup("linear");
    s.fake.set(s.ids[2]!, "completed");
    const queued = await server.ctx.services.trackerSync.tick();
    expect(queued).toBeGreaterThanOrEqual(1);
    // A second tick (another instance) while it is queued or running queues nothing new for it.
    await server.ctx.services.trackerSync.tick();
    await eventually(async () => (await s.statusOf(s.tasks[2]!.id)) === "done");
    const jobs = (await server.ctx.db.execute(
      sql`select status from jobs where kind = 'tracker_sync' and initiative_id = ${s.id}`,
    )) as unknown as { rows: Array<{ status: string }> };
    expect(jobs.rows.length).toBe(1);
    await eventually(async () => {
      const r = (await server.ctx.db.execute(
        sql`select status from jobs where kind = 'tracker_sync' and initiative_id = ${s.id}`,
      )) as unknown as { rows: Array<{ status: string }> };
      return r.rows[0]?.status === "done";
    });
    // Synced just now: not due again within the period.
    await server.ctx.services.trackerSync.tick();
    const after = (await server.ctx.db.execute(
      sql`select count(*)::int as n from jobs where kind = 'tracker_sync' and initiative_id = ${s.id}`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(after.rows[0]!.n).toBe(1);
  });
});
