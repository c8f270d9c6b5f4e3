import { routes, type TrackerKind } from "@initiative-planner/contract";
import { describe, expect, it } from "vitest";
import { plannedInitiative } from "./planning-support";
import { dbKinds } from "./test-db";
import { EPIC_TYPE_ID } from "./trackers/fake-jira-issues";
import { connect, KINDS, pushAndWait, pushingServer, requestsOf, taskAdder } from "./trackers/push-support";

/** Issue 34 item 2, decision 142: one parent per initiative (GitHub sub-issues, a Linear project, a Jira epic). */
describe.each(dbKinds())("a parent per initiative on %s", (dbKind) => {
  const at = pushingServer(dbKind);

  async function setup(kind: TrackerKind) {
    const s = await plannedInitiative(at.server, "Open a community tool library in the old fire station");
    const id = s.initiative.id;
    const token = s.owner.token;
    const add = taskAdder(at.server, { id, wsId: s.wsId, token });
    const a = await add("Survey the building");
    const b = await add("Build the shelves", [a.id]);
    await connect(at.server, id, token, kind, at.fakes);
    const name = (await at.server.call(routes.getInitiative, { params: { id }, token })).data.name;
    const preview = (parent?: boolean) =>
      at.server.call(routes.previewTrackerPush, {
        params: { id, kind },
        token,
        body: parent === undefined ? undefined : { parent },
      });
    const keys = async () =>
      (await at.server.call(routes.listTasks, { params: { id }, token })).data.tasks.map(
        (t) => t.external[0]!,
      );
    return { id, token, a, b, add, name, preview, keys };
  }

  /** The parents in the fake and the keys of the issues under each, by title. */
  function parents(kind: TrackerKind): Map<string, string[]> {
    const found = new Map<string, string[]>();
    if (kind === "github") {
      const issues = at.fakes.github.repo("acme/plan").issues;
      for (const p of issues.filter((i) => issues.some((c) => c.parent_id === i.id)))
        found.set(
          p.title,
          issues.filter((c) => c.parent_id === p.id).map((c) => `#${c.number}`),
        );
    } else if (kind === "linear") {
      const w = at.fakes.linear.world;
      for (const p of w.projects ?? [])
        found.set(
          p.name,
          w.issues.filter((i) => i.projectId === p.id).map((i) => i.identifier),
        );
    } else {
      const w = at.fakes.jira.world;
      for (const e of w.issues.filter((i) => (i.fields.issuetype as { id?: string })?.id === EPIC_TYPE_ID))
        found.set(
          String(e.fields.summary),
          w.issues.filter((i) => (i.fields.parent as { key?: string })?.key === e.key).map((i) => i.key),
        );
    }
    return found;
  }
  const parentCount = (kind: TrackerKind) => {
    if (kind === "github")
      return at.fakes.github
        .repo("acme/plan")
        .issues.filter((i) => i.body.includes("Open this initiative in Initiative Planner")).length;
    if (kind === "linear") return (at.fakes.linear.world.projects ?? []).length;
    return at.fakes.jira.world.issues.filter(
      (i) => (i.fields.issuetype as { id?: string })?.id === EPIC_TYPE_ID,
    ).length;
  };

  it.each(KINDS)(
    "%s: a push with a parent puts every issue under one; a re-push makes none again",
    async (kind) => {
      const s = await setup(kind);
      const plain = await s.preview();
      expect(plain.data.parent).toBeUndefined();
      const asked = await s.preview(true);
      expect(asked.status, asked.text).toBe(200);
      expect(asked.data.parent).toEqual({ title: s.name, key: null, attach: 2 });
      const parentsBefore = parentCount(kind);

      const first = await pushAndWait(at.server, s.id, kind, s.token, { parent: true });
      // 2 issues, 1 relation, the parent and 2 attachments.
      expect(first, JSON.stringify(first)).toMatchObject({
        status: "done",
        created: 2,
        linked: 1,
        total: 6,
        done: 6,
      });
      expect(parentCount(kind)).toBe(parentsBefore + 1);
      const under = parents(kind).get(s.name)!;
      expect(under.sort()).toEqual((await s.keys()).map((l) => l.key).sort());

      // Again: nothing to do, no second parent, no request beyond the push's own look-ups.
      expect((await s.preview(true)).data.parent).toMatchObject({ key: expect.any(String), attach: 0 });
      const before = requestsOf(kind, at.fakes);
      const again = await pushAndWait(at.server, s.id, kind, s.token, { parent: true });
      expect(again).toMatchObject({ status: "done", created: 0, updated: 0, unchanged: 2, total: 0 });
      expect(requestsOf(kind, at.fakes) - before).toBe(0);
      expect(parentCount(kind)).toBe(parentsBefore + 1);

      // A task added later goes under the same parent on the next push.
      const c = await s.add("Lend the first drills", [s.b.id]);
      const third = await pushAndWait(at.server, s.id, kind, s.token, { parent: true });
      expect(third).toMatchObject({ status: "done", created: 1, linked: 1, total: 3 });
      expect(parentCount(kind)).toBe(parentsBefore + 1);
      const keyOfC = (await s.keys()).find((_, i, all) => all.length === 3 && i >= 0 && _.key)!;
      expect(keyOfC).toBeDefined();
      expect(parents(kind).get(s.name)).toHaveLength(3);
      expect(c.id).toBeTruthy();
    },
  );

  it("without the option a push makes no parent, and a bad body is a 400 that queues nothing", async () => {
    const s = await setup("jira");
    const bad = await at.server.call(routes.pushTracker, {
      params: { id: s.id, kind: "jira" },
      token: s.token,
      body: { parent: "yes" } as never,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("parent must be true or false");
    expect(
      (await at.server.call(routes.getTrackerPush, { params: { id: s.id, kind: "jira" }, token: s.token }))
        .data.push,
    ).toBeNull();
    const before = parentCount("jira");
    const push = await pushAndWait(at.server, s.id, "jira", s.token);
    expect(push).toMatchObject({ status: "done", created: 2, total: 3 });
    expect(parentCount("jira")).toBe(before);
  });
});
