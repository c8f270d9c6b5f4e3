import { type CreateTaskBody, routes, type TrackerKind } from "@initiative-planner/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createJobs } from "../src/compose";
import { taskExternal, taskExternalRelations } from "../src/db/schema-trackers";
import { addMember, createUser, type TestUser } from "./factories";
import { useTestServer } from "./harness";
import { plannedInitiative } from "./planning-support";
import { dbKinds } from "./test-db";
import {
  closeFakes,
  connect,
  type Fakes,
  KINDS,
  pushAndWait,
  rateLimitReplies,
  requestsOf,
  seenIssues,
  startFakes,
  waitForPush,
} from "./trackers/push-support";

describe.each(dbKinds())("pushing tasks into trackers on %s", (dbKind) => {
  const server = useTestServer(dbKind, {
    AI_CALLS_PER_MINUTE: "10000",
    JOB_POLL_MS: "50",
    JOB_LEASE_MS: "2000",
    JOB_RETRY_BACKOFF_MS: "50,100",
    TRACKER_WRITE_INTERVAL_MS: "0",
    PUBLIC_URL: "https://planner.example.com",
  });
  let fakes: Fakes;
  let editor: TestUser;
  let viewer: TestUser;

  beforeAll(async () => {
    editor = await createUser(server, { name: "Ada Editor" });
    viewer = await createUser(server);
    fakes = await startFakes(editor.email);
  }, 120_000);
  afterAll(() => closeFakes(fakes));

  /** A planned initiative with four tasks: B needs A, C needs A and B (another team, assigned, due), D done. */
  async function setup(kind: TrackerKind) {
    const s = await plannedInitiative(server, "Launch a recycling rewards app for city residents");
    const id = s.initiative.id;
    await addMember(server, s.initiative, editor, "editor");
    await addMember(server, s.initiative, viewer, "viewer");
    const owner = s.owner.token;
    const add = async (
      body: Omit<CreateTaskBody, "owner_role" | "workstream_id"> & { workstream_id?: string },
    ) => {
      const res = await server.call(routes.createTask, {
        params: { id },
        body: { workstream_id: s.wsId, owner_role: "Engineer", ...body },
        token: owner,
      });
      expect(res.status, res.text).toBe(200);
      return res.data;
    };
    const a = await add({ title: "Design the schema", estimate_days: 2 });
    const b = await add({ title: "Build the API", estimate_days: 3, depends_on: [a.id] });
    const c = await add({
      title: "Write the docs",
      estimate_days: 1.5,
      depends_on: [a.id, b.id],
      workstream_id: s.workstreams[1]!.id,
      assignee_id: editor.id,
      due_date: "2027-03-01",
    });
    const d = await add({ title: "Pick a name", estimate_days: 0.5, status: "done" });
    await connect(server, id, owner, kind, fakes);
    const preview = async (token = editor.token) =>
      server.call(routes.previewTrackerPush, { params: { id, kind }, token });
    const tasks = async () =>
      (await server.call(routes.listTasks, { params: { id }, token: viewer.token })).data.tasks;
    return { ...s, id, owner, a, b, c, d, preview, tasks };
  }

  const keysOf = (issues: ReturnType<typeof seenIssues>) => issues.map((i) => i.key);

  it.each(KINDS)(
    "pushes each task as a %s issue with its dependencies as relations; a re-push sends nothing; changes follow",
    async (kind) => {
      const before = seenIssues(kind, fakes).length;
      const s = await setup(kind);
      expect((await s.preview(viewer.token)).status).toBe(403);
      const preview = await s.preview();
      expect(preview.status, preview.text).toBe(200);
      expect(preview.data).toMatchObject({ kind, unchanged: 0, update: [], close: [], unlink: [] });
      expect(preview.data.create.map((c) => c.title).sort()).toEqual(
        ["Build the API", "Design the schema", "Pick a name", "Write the docs"].sort(),
      );
      expect(preview.data.link).toHaveLength(3);
      expect(preview.data.link).toContainEqual(
        expect.objectContaining({
          task_id: s.b.id,
          depends_on_id: s.a.id,
          depends_on_title: "Design the schema",
        }),
      );
      expect(
        (await server.call(routes.pushTracker, { params: { id: s.id, kind }, token: viewer.token })).status,
      ).toBe(403);

      const first = await pushAndWait(server, s.id, kind, editor.token);
      expect(first).toMatchObject({ status: "done", error: null, created: 4, linked: 3, total: 7, done: 7 });
      const issues = seenIssues(kind, fakes).slice(before);
      expect(issues).toHaveLength(4);
      const tasks = await s.tasks();
      const keyOf = (taskId: string) => {
        const links = tasks.find((t) => t.id === taskId)!.external;
        expect(links).toEqual([expect.objectContaining({ kind })]);
        return links[0]!.key;
      };
      const issueOf = (taskId: string) => issues.find((i) => i.key === keyOf(taskId))!;
      expect(issueOf(s.a.id)).toMatchObject({ title: "Design the schema", closed: false, blockedBy: [] });
      expect(issueOf(s.b.id).blockedBy).toEqual([keyOf(s.a.id)]);
      expect(issueOf(s.c.id).blockedBy).toEqual([keyOf(s.a.id), keyOf(s.b.id)].sort());
      expect(issueOf(s.c.id).assigned).toBe(true);
      expect(issueOf(s.d.id).closed).toBe(true);
      expect(issueOf(s.c.id).body).toContain(
        `https://planner.example.com/initiative/${s.id}/planning?task=${s.c.id}`,
      );
      expect(issueOf(s.c.id).body).toContain("due: 2027-03-01");
      expect(issueOf(s.c.id).labels).toEqual([
        kind === "jira" ? s.workstreams[1]!.id : s.workstreams[1]!.name,
      ]);

      // Nothing changed: the preview says so and the push sends no request.
      const again = await s.preview();
      expect(again.data).toMatchObject({
        create: [],
        update: [],
        close: [],
        link: [],
        unlink: [],
        unchanged: 4,
      });
      const sent = requestsOf(kind, fakes);
      const second = await pushAndWait(server, s.id, kind, editor.token);
      expect(second).toMatchObject({
        status: "done",
        created: 0,
        updated: 0,
        linked: 0,
        unchanged: 4,
        requests: 0,
      });
      expect(requestsOf(kind, fakes)).toBe(sent);
      expect(keysOf(seenIssues(kind, fakes).slice(before))).toEqual(keysOf(issues));

      // A renamed task is updated, a removed dependency unlinked, a deleted task closed there (never deleted).
      const token = s.owner;
      await server.call(routes.updateTask, {
        params: { id: s.id, taskId: s.b.id },
        body: { title: "Build the public API" },
        token,
      });
      await server.call(routes.updateTask, {
        params: { id: s.id, taskId: s.c.id },
        body: { depends_on: [s.a.id] },
        token,
      });
      const dKey = keyOf(s.d.id);
      const aKey = keyOf(s.a.id);
      await server.call(routes.deleteTask, { params: { id: s.id, taskId: s.a.id }, token });
      // A label someone added in the tracker survives the update.
      const github = kind === "github" ? fakes.github.repo("acme/plan").issues : [];
      github.find((i) => `#${i.number}` === keyOf(s.b.id))?.labels.push("customer-facing");
      const changes = await s.preview();
      expect(changes.data.update.map((u) => u.task_id).sort()).toEqual([s.b.id].sort());
      expect(changes.data.close).toEqual([{ task_id: s.a.id, title: null, key: aKey }]);
      expect(changes.data.link).toEqual([]);
      // A's deletion took its edges here; C→B was removed by hand: only that one is a relation to remove.
      expect(changes.data.unlink).toEqual([
        expect.objectContaining({ task_id: s.c.id, depends_on_id: s.b.id }),
      ]);
      const third = await pushAndWait(server, s.id, kind, editor.token);
      expect(third).toMatchObject({ status: "done", created: 0, updated: 1, closed: 1, unlinked: 1 });
      const after = seenIssues(kind, fakes).slice(before);
      expect(after).toHaveLength(4);
      expect(after.find((i) => i.key === keyOf(s.b.id))!.title).toBe("Build the public API");
      if (kind === "github")
        expect(after.find((i) => i.key === keyOf(s.b.id))!.labels).toContain("customer-facing");
      expect(after.find((i) => i.key === aKey)!.closed).toBe(true);
      expect(after.find((i) => i.key === dKey)!.closed).toBe(true);
      expect(after.find((i) => i.key === keyOf(s.c.id))!.blockedBy).not.toContain(keyOf(s.b.id));
    },
    120_000,
  );

  it("is refused for a tracker that is not connected, and the preview of nothing is empty", async () => {
    const s = await plannedInitiative(server, "Open a second warehouse in the north");
    const id = s.initiative.id;
    const missing = await server.call(routes.pushTracker, {
      params: { id, kind: "linear" },
      token: s.owner.token,
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("This initiative is not connected to Linear.");
    const none = await server.call(routes.getTrackerPush, {
      params: { id, kind: "linear" },
      token: s.owner.token,
    });
    expect(none.data).toEqual({ push: null });
  });

  it.each(KINDS)("waits out %s's rate limits and recovers from a 5xx, without duplicates", async (kind) => {
    const before = seenIssues(kind, fakes).length;
    const s = await setup(kind);
    const limited = rateLimitReplies(kind);
    fakes[kind].failNext(...limited, { status: 502, body: "Bad gateway" });
    const started = Date.now();
    const push = await pushAndWait(server, s.id, kind, editor.token);
    expect(push, JSON.stringify(push)).toMatchObject({ status: "done", created: 4, linked: 3 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    const issues = seenIssues(kind, fakes).slice(before);
    expect(issues).toHaveLength(4);
    expect(new Set(issues.map((i) => i.title)).size).toBe(4);
    expect(push.requests).toBeGreaterThanOrEqual(7 + limited.length);
  });

  it("ends with the tracker's reason when the token is refused, and a later push resumes", async () => {
    const s = await setup("github");
    const saved = fakes.github.state.tokens;
    fakes.github.state.tokens = {};
    try {
      const failed = await pushAndWait(server, s.id, "github", editor.token);
      expect(failed).toMatchObject({ status: "failed", created: 0 });
      expect(failed.error).toBe("GitHub refused the token: it is wrong, expired or revoked.");
    } finally {
      fakes.github.state.tokens = saved;
    }
    const done = await pushAndWait(server, s.id, "github", editor.token);
    expect(done).toMatchObject({ status: "done", created: 4, linked: 3 });
  });

  describe("killed half-way", () => {
    // From here on this server's own worker is stopped; each test runs its push on workers of its own.
    beforeAll(() => server.ctx.services.jobs.halt());
    const worker = (name: string) =>
      createJobs(server.ctx, { pollMs: 50, leaseMs: 2_000, backoffMs: [50], workerId: name });
    /**
     * Queues initiative `id`'s push with the tracker answering slowly and halts `first` (the worker running
     * it) mid-request once `reached()` holds, or after 20 s; answers the push's id.
     */
    const pushHaltedWhen = async (
      kind: TrackerKind,
      id: string,
      first: ReturnType<typeof worker>,
      reached: () => boolean,
    ) => {
      fakes[kind].delayAnswers(150);
      const queued = await server.call(routes.pushTracker, { params: { id, kind }, token: editor.token });
      const until = Date.now() + 20_000;
      while (!reached() && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
      first.halt();
      await new Promise((r) => setTimeout(r, 400));
      fakes[kind].delayAnswers(0);
      return queued.data.push!.id;
    };
    const started = (name: string) => {
      const jobs = worker(name);
      jobs.start();
      return jobs;
    };
    /** The tracker's issues so far, a worker `name` started to run the push, then the initiative set up. */
    const begin = async (kind: TrackerKind, name: string) => {
      const before = seenIssues(kind, fakes).length;
      const first = started(name);
      return { before, first, s: await setup(kind) };
    };
    /** How many issues (or relations) of the initiative's push this database has a record of. */
    const recorded = async (
      table: typeof taskExternal | typeof taskExternalRelations,
      id: string,
      kind: TrackerKind,
    ) =>
      (
        await server.ctx.db
          .select()
          .from(table)
          .where(and(eq(table.initiativeId, id), eq(table.kind, kind)))
      ).length;
    /** Resumes the push on a new worker `name` and answers it once finished. */
    const resumedOn = async (name: string, kind: TrackerKind, id: string, pushId: string) => {
      const successor = started(name);
      try {
        return await waitForPush(server, id, kind, editor.token, pushId);
      } finally {
        await successor.stop();
      }
    };

    it.each(KINDS)(
      "a %s push resumes on another worker without duplicates",
      async (kind) => {
        const { before, first, s } = await begin(kind, `first-${kind}`);
        // Killed mid-request: the tracker made an issue whose answer never arrives.
        const pushId = await pushHaltedWhen(
          kind,
          s.id,
          first,
          () => seenIssues(kind, fakes).length >= before + 2,
        );
        const made = seenIssues(kind, fakes).length - before;
        expect(made).toBeGreaterThanOrEqual(2);
        expect(made).toBeLessThan(4);
        // The last issue made has no record here: the resumed push must find it, not make it again.
        expect(await recorded(taskExternal, s.id, kind)).toBe(made - 1);
        const push = await resumedOn(`successor-${kind}`, kind, s.id, pushId);
        expect(push).toMatchObject({ status: "done", linked: 3 });
        const issues = seenIssues(kind, fakes).slice(before);
        expect(issues).toHaveLength(4);
        const keys = (await s.tasks()).map((t) => t.external[0]?.key);
        expect(new Set(keys).size).toBe(4);
        expect(issues.flatMap((i) => i.blockedBy)).toHaveLength(3);
      },
      60_000,
    );

    it.each(KINDS)(
      "a %s push killed while adding relations makes none twice",
      async (kind) => {
        const { before, first, s } = await begin(kind, `relations-${kind}`);
        const relations = () =>
          seenIssues(kind, fakes)
            .slice(before)
            .flatMap((i) => i.blockedBy).length;
        const pushId = await pushHaltedWhen(kind, s.id, first, () => relations() >= 1);
        const made = relations();
        expect(made).toBeGreaterThanOrEqual(1);
        expect(await recorded(taskExternalRelations, s.id, kind)).toBe(made - 1);
        const push = await resumedOn(`relations-successor-${kind}`, kind, s.id, pushId);
        expect(push.status).toBe("done");
        expect(seenIssues(kind, fakes).slice(before)).toHaveLength(4);
        expect(relations()).toBe(3);
      },
      60_000,
    );
  });
});
