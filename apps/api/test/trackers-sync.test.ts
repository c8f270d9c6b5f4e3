import { routes, type TrackerKind } from "@initiative-planner/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./harness";
import { eventually } from "./planning-support";
import { dbKinds } from "./test-db";
import {
  closeFakes,
  type Fakes,
  GH_TOKEN,
  JIRA_TOKEN,
  KINDS,
  LINEAR_KEY,
  rateLimitReplies,
  startFakes,
} from "./trackers/push-support";
import { linkedInitiative, setRemote } from "./trackers-status-support";

const TOKEN: Record<TrackerKind, string> = { github: GH_TOKEN, linear: LINEAR_KEY, jira: JIRA_TOKEN };

describe.each(dbKinds())("tracker sync on %s", (db) => {
  let server: TestServer;
  let fakes: Fakes;
  beforeAll(async () => {
    fakes = await startFakes("nobody@example.com");
    // The periodic sync is driven by hand here (tick), with a one-minute period.
    server = await startTestServer(db, {
      AI_CALLS_PER_MINUTE: "10000",
      JOB_POLL_MS: "50",
      TRACKER_SYNC_MINUTES: "1",
    });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await closeFakes(fakes);
  });

  const settingsOf = (kind: TrackerKind): Record<string, string> =>
    kind === "github"
      ? { apiUrl: fakes.github.url, owner: "acme", repo: "plan" }
      : kind === "linear"
        ? { apiUrl: `${fakes.linear.url}/graphql`, teamKey: "ENG" }
        : { siteUrl: fakes.jira.url, email: "pusher@example.com", projectKey: "PLAN" };

  /** The issues a push would have left in the tracker, open, last changed half an hour ago. */
  function addIssues(kind: TrackerKind, ids: string[], keys: string[]) {
    const old = new Date(Date.now() - 30 * 60_000).toISOString();
    ids.forEach((id, i) => {
      const key = keys[i]!;
      if (kind === "github") {
        fakes.github.repo("acme/plan").issues.push({
          id: Number(id),
          number: Number(id),
          title: key,
          body: "",
          state: "open",
          state_reason: null,
          labels: [],
          assignees: [],
          created_at: old,
          updated_at: old,
          blocked_by: [],
        });
      } else if (kind === "linear") {
        const w = fakes.linear.world;
        const teamId = w.teams[0]!.id;
        w.issues.push({
          id,
          identifier: key,
          number: i + 1,
          teamId,
          title: key,
          description: "",
          stateId: w.states.find((st) => st.teamId === teamId && st.type === "unstarted")!.id,
          labelIds: [],
          assigneeId: null,
          estimate: null,
          dueDate: null,
          createdAt: old,
          updatedAt: old,
        });
      } else {
        fakes.jira.world.issues.push({
          id,
          key,
          projectId: "10000",
          fields: { summary: key },
          category: "new",
          created: old,
        });
      }
    });
  }

  async function setup(kind: TrackerKind) {
    const s = await linkedInitiative(server, kind, { settings: settingsOf(kind), secret: TOKEN[kind] });
    addIssues(kind, s.ids, s.keys);
    const sync = (token = s.token) => server.call(routes.syncTracker, { params: { id: s.id, kind }, token });
    return {
      ...s,
      fake: fakes[kind],
      sync,
      set: (i: number, closed: boolean) => setRemote(fakes, kind, s.ids[i]!, closed),
    };
  }

  it.each(KINDS)("%s: Sync now marks tasks of closed issues done and reopens reopened ones", async (kind) => {
    const s = await setup(kind);
    const first = await s.sync();
    expect(first.status, first.text).toBe(200);
    expect(first.data).toMatchObject({ kind, checked: 3, done: 0, reopened: 0, missing: 0 });
    await s.set(0, true);
    await s.set(2, true);
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
    await s.set(0, false);
    expect((await s.sync()).data).toMatchObject({ done: 0, reopened: 1 });
    expect(await s.statusOf(s.tasks[0]!.id)).toBe("todo");
    expect((await s.sync()).data).toMatchObject({ done: 0, reopened: 0 });
  });

  it("reads GitHub's issue list page by page, only what changed since the last sync", async () => {
    const s = await setup("github");
    await s.sync();
    // 120 other issues changed since: two pages of 100, of which only the linked one matters.
    const repo = fakes.github.repo("acme/plan");
    const now = Date.now();
    for (let i = 0; i < 120; i++) {
      const at = new Date(now + i).toISOString();
      repo.issues.push({
        id: 50_000 + i,
        number: 50_000 + i,
        title: `Other ${i}`,
        body: "",
        state: "closed",
        state_reason: "completed",
        labels: [],
        assignees: [],
        created_at: at,
        updated_at: at,
        blocked_by: [],
      });
    }
    await s.set(1, true);
    const before = s.fake.requests.length;
    const res = await s.sync();
    expect(res.data).toMatchObject({ done: 1 });
    expect(s.fake.requests.length - before).toBe(2);
    expect(s.fake.requests.at(-1)!.path).toBe("/repos/acme/plan/issues");
    repo.issues.splice(repo.issues.length - 120, 120);
  });

  it("counts Linear issues no longer found and leaves their tasks alone", async () => {
    const s = await setup("linear");
    const w = fakes.linear.world;
    w.issues.splice(
      w.issues.findIndex((i) => i.id === s.ids[1]),
      1,
    );
    const res = await s.sync();
    expect(res.data).toMatchObject({ checked: 3, missing: 1, done: 0 });
    expect(await s.statusOf(s.tasks[1]!.id)).toBe("todo");
  });

  it("an issue whose update time is no date a database holds still syncs its state", async () => {
    const github = await setup("github");
    await github.set(0, true);
    const issue = fakes.github.repo("acme/plan").issues.find((i) => String(i.id) === github.ids[0])!;
    issue.updated_at = "not a date";
    const read = await github.sync();
    expect(read.status, read.text).toBe(200);
    expect(read.data).toMatchObject({ done: 1 });
    expect(await github.statusOf(github.tasks[0]!.id)).toBe("done");

    const linear = await setup("linear");
    await linear.set(0, true);
    for (const updatedAt of ["0000-01-01T00:00:00Z", "+275760-09-13T00:00:00Z"]) {
      fakes.linear.world.issues.find((i) => i.id === linear.ids[0])!.updatedAt = updatedAt;
      const res = await linear.sync();
      expect(res.status, `${updatedAt}: ${res.text}`).toBe(200);
    }
    expect(await linear.statusOf(linear.tasks[0]!.id)).toBe("done");
  });

  it("an issue state longer than 255 characters is read as none: nothing stored, the task unchanged", async () => {
    const github = await setup("github");
    const issue = fakes.github.repo("acme/plan").issues.find((i) => String(i.id) === github.ids[0])!;
    issue.state = "c".repeat(100_000) as "closed";
    issue.updated_at = new Date().toISOString();
    const linear = await setup("linear");
    const w = fakes.linear.world;
    const odd = {
      id: "state-odd",
      teamId: w.teams[0]!.id,
      name: "Odd",
      type: "d".repeat(100_000),
      position: 9,
    };
    w.states.push(odd);
    w.issues.find((i) => i.id === linear.ids[0])!.stateId = odd.id;
    for (const s of [github, linear]) {
      const res = await s.sync();
      expect(res.status, res.text).toBe(200);
      expect(res.data).toMatchObject({ done: 0 });
      expect(await s.statusOf(s.tasks[0]!.id)).toBe("todo");
      const stored = (await server.ctx.db.execute(
        sql`select max(length(remote_state)) as longest from task_external where external_id = ${s.ids[0]!}`,
      )) as unknown as { rows: Array<{ longest: number | null }> };
      expect(Number(stored.rows[0]?.longest ?? 0)).toBeLessThanOrEqual(255);
    }
    w.states.splice(w.states.indexOf(odd), 1);
  });

  it("a tracker that refuses the token is a 502 in words and changes nothing", async () => {
    const s = await setup("jira");
    await server.ctx.db.execute(
      sql`update tracker_connections set secret_encrypted = ${server.ctx.services.secretBox.seal("jira-wrong-token-77")} where initiative_id = ${s.id}`,
    );
    await s.set(0, true);
    const res = await s.sync();
    expect(res.status).toBe(502);
    expect(res.body.message).toContain("Jira did not answer the sync (HTTP 401)");
    expect(res.body.message).not.toContain("jira-wrong-token-77");
    expect(await s.statusOf(s.tasks[0]!.id)).toBe("todo");
    const trackers = await server.call(routes.listTrackers, { params: { id: s.id }, token: s.token });
    expect(trackers.data.trackers[0]!.last_sync_at).toBeNull();
  });

  it.each(KINDS)(
    "%s: a tracker failing with 500s is a 502 within a few seconds, nothing changed",
    async (kind) => {
      const s = await setup(kind);
      await s.set(0, true);
      // A person waits for Sync now: GitHub's request is retried once after a second, not after
      // 1 + 4 + 9 s; Linear's and Jira's are not retried.
      const attempts = kind === "github" ? 2 : 1;
      s.fake.failNext(
        ...Array.from({ length: attempts }, () => ({ status: 500, body: { message: "Internal error" } })),
      );
      const before = s.fake.requests.length;
      const started = Date.now();
      const res = await s.sync();
      const paths = JSON.stringify(s.fake.requests.slice(before).map((r) => `${r.method} ${r.path}`));
      expect(s.fake.requests.length - before, paths).toBe(attempts);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(res.status, res.text).toBe(502);
      expect(res.body.message).toContain("did not answer the sync (HTTP 500)");
      expect(await s.statusOf(s.tasks[0]!.id)).toBe("todo");
    },
  );

  it.each(KINDS)("%s: a sync that meets the rate limit waits it out and completes", async (kind) => {
    const s = await setup(kind);
    await s.set(1, true);
    const limited = rateLimitReplies(kind);
    s.fake.failNext(...limited);
    const before = s.fake.requests.length;
    const started = Date.now();
    const res = await s.sync();
    expect(res.status, res.text).toBe(200);
    expect(res.data).toMatchObject({ checked: 3, done: 1, missing: 0 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(limited.length * 700);
    // The refused requests, then the one that answered.
    expect(s.fake.requests.length - before).toBe(limited.length + 1);
    expect(await s.statusOf(s.tasks[1]!.id)).toBe("done");
  });

  it.each(KINDS)(
    "%s: a rate limit longer than a sync waits is a 429 with Retry-After, nothing changed",
    async (kind) => {
      const s = await setup(kind);
      await s.set(0, true);
      s.fake.failNext(rateLimitReplies(kind, 3600)[0]!);
      const started = Date.now();
      const res = await s.sync();
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(res.status, res.text).toBe(429);
      expect(res.body.error).toBe("rate_limited");
      expect(res.body.message).toMatch(/rate limit is reached: sync again in 3[56]\d\d s/);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThanOrEqual(3590);
      expect(await s.statusOf(s.tasks[0]!.id)).toBe("todo");
      const trackers = await server.call(routes.listTrackers, { params: { id: s.id }, token: s.token });
      expect(trackers.data.trackers[0]!.last_sync_at).toBeNull();
      // Once the tracker answers again, the same sync goes through.
      expect((await s.sync()).data).toMatchObject({ done: 1 });
    },
  );

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
    await s.set(2, true);
    const queued = await server.ctx.services.trackerSync.tick();
    expect(queued).toBeGreaterThanOrEqual(1);
    // A second tick (another instance) while it is queued or running queues nothing new for it.
    await server.ctx.services.trackerSync.tick();
    await eventually(async () => (await s.statusOf(s.tasks[2]!.id)) === "done");
    const jobsOf = async () =>
      (
        (await server.ctx.db.execute(
          sql`select status from jobs where kind = 'tracker_sync' and initiative_id = ${s.id}`,
        )) as unknown as { rows: Array<{ status: string }> }
      ).rows;
    expect(await jobsOf()).toHaveLength(1);
    await eventually(async () => (await jobsOf())[0]?.status === "done");
    // Synced just now: not due again within the period.
    await server.ctx.services.trackerSync.tick();
    expect(await jobsOf()).toHaveLength(1);
  });
});
