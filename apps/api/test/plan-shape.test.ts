import { routes } from "@initiative-planner/contract";
import { describe, expect, it } from "vitest";
import { snapshot } from "./db-snapshot";
import { openEvents } from "./event-client";
import { addMember, createUser } from "./factories";
import { useTestServer } from "./harness";
import { plannedInitiative } from "./planning-support";
import { dbKinds } from "./test-db";

describe.each(dbKinds())("shaping the plan (teams and subsections) on %s", (kind) => {
  const server = useTestServer(kind, { AI_CALLS_PER_MINUTE: "10000", JOB_POLL_MS: "50" });

  async function setup() {
    const s = await plannedInitiative(server, "Open a coffee-box subscription for offices in Berlin");
    const id = s.initiative.id;
    const token = s.owner.token;
    const teams = async () =>
      (await server.call(routes.listWorkstreams, { params: { id }, token })).data.workstreams;
    const subs = async (wsId: string) =>
      (await server.call(routes.listSubsections, { params: { id, wsId }, token })).data;
    const add = (body: { id?: string; name?: string }) =>
      server.call(routes.addWorkstream, { params: { id }, body: body as never, token });
    return { ...s, id, token, teams, subs, add };
  }

  it("adds a listed team and a custom team, each with proposed subsections, and tells other pages", async () => {
    const s = await setup();
    const events = await openEvents(server.url, s.id, s.token);
    const missing = (await s.teams()).some((t) => t.id === "legal") ? "compliance" : "legal";
    const listed = await s.add({ id: missing });
    expect(listed.status, listed.text).toBe(200);
    expect(listed.data.id).toBe(missing);
    expect(listed.data.subsections.length).toBeGreaterThanOrEqual(3);
    const custom = await s.add({ name: "Field Operations & Safety" });
    expect(custom.status, custom.text).toBe(200);
    expect(custom.data).toMatchObject({ id: "field_operations_safety", name: "Field Operations & Safety" });
    // The custom team's outline names it and the initiative's subject.
    expect(custom.data.subsections.map((x) => x.display_name)).toContain("Goals and scope");
    expect(custom.data.subsections[0]!.placeholder).toContain("Field Operations & Safety");
    const teams = await s.teams();
    expect(teams.at(-1)!.id).toBe("field_operations_safety");
    expect(await s.subs("field_operations_safety")).toHaveLength(custom.data.subsections.length);
    await events.waitFor(
      (e) => e.type === "workstreams_changed" && e.data.workstream_id === "field_operations_safety",
    );
    events.close();
    // A name in another script still gets an id.
    const other = await s.add({ name: "営業" });
    expect(other.status, other.text).toBe(200);
    expect(other.data.id).toBe("team");
  });

  it("answers a name with a lone surrogate as it stores it: U+FFFD in the answer and in the list", async () => {
    const s = await setup();
    const added = await s.add({ name: "Kitchen \ud800Crew" });
    expect(added.status, added.text).toBe(200);
    expect(added.data.name).toBe("Kitchen \ufffdCrew");
    expect((await s.teams()).find((t) => t.id === added.data.id)?.name).toBe("Kitchen \ufffdCrew");
  });

  it("refuses bad teams with a clear 4xx and changes nothing", async () => {
    const s = await setup();
    const first = (await s.teams())[0]!;
    const before = await snapshot(server);
    const cases: Array<[unknown, number, RegExp]> = [
      [{ id: "astrology" }, 400, /listed teams/],
      [{ name: "" }, 400, /must not be empty/],
      [{ name: "   " }, 400, /must not be empty/],
      [{ name: "\u200b\u200d\u2060" }, 400, /must not be empty/],
      [{ name: "x".repeat(200) }, 400, /at most 120/],
      [{ name: first.name.toUpperCase() }, 409, /already has one named/],
      [{ id: first.id }, 409, /already has the team/],
      [{}, 400, /either id/],
      [{ id: "legal", name: "Legal" }, 400, /either id/],
    ];
    for (const [body, status, message] of cases) {
      const res = await s.add(body as never);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.success).toBe(false);
      expect(JSON.stringify(res.body), JSON.stringify(body)).toMatch(message);
    }
    const ws = { id: s.id, wsId: first.id };
    const patch = (body: unknown) =>
      server.call(routes.updateWorkstream, { params: ws, body: body as never, token: s.token });
    expect((await patch({ position: 99 })).text).toMatch(/position must be between 0 and/);
    expect((await patch({ position: -1 })).status).toBe(400);
    expect((await patch({ name: (await s.teams())[1]!.name })).status).toBe(409);
    expect((await patch({})).status).toBe(400);
    const unknown = await server.call(routes.updateWorkstream, {
      params: { id: s.id, wsId: "nope" },
      body: { name: "X" },
      token: s.token,
    });
    expect(unknown.status).toBe(404);
    expect(await snapshot(server)).toEqual(before);
  });

  it("renames and moves a team", async () => {
    const s = await setup();
    const [a, b] = await s.teams();
    const res = await server.call(routes.updateWorkstream, {
      params: { id: s.id, wsId: b!.id },
      body: { name: "Brand and Copy", position: 0 },
      token: s.token,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.data).toEqual({ id: b!.id, name: "Brand and Copy", position: 0 });
    const teams = await s.teams();
    expect(teams.slice(0, 2).map((t) => t.id)).toEqual([b!.id, a!.id]);
    expect(teams[0]!.name).toBe("Brand and Copy");
  });

  it("removes a team with its plans, versions and tasks, drops the edges to them, and restores it all", async () => {
    const s = await setup();
    const [gone, stays] = await s.teams();
    const goneSubs = await s.subs(gone!.id);
    const subId = goneSubs[0]!.uid;
    await server.call(routes.saveSubsection, {
      params: { id: s.id, wsId: gone!.id, subId },
      body: { content: "# Kept text" },
      token: s.token,
    });
    const task = async (wsId: string, title: string, depends_on: string[] = []) =>
      (
        await server.call(routes.createTask, {
          params: { id: s.id },
          body: { workstream_id: wsId, title, owner_role: "Lead", estimate_days: 1, depends_on },
          token: s.token,
        })
      ).data;
    const own = await task(gone!.id, "Removed with the team");
    const other = await task(stays!.id, "Depends on it", [own.id]);
    const removed = await server.call(routes.deleteWorkstream, {
      params: { id: s.id, wsId: gone!.id },
      token: s.token,
    });
    expect(removed.status, removed.text).toBe(200);
    expect((await s.teams()).map((t) => t.id)).not.toContain(gone!.id);
    const schedule = (await server.call(routes.listTasks, { params: { id: s.id }, token: s.token })).data;
    expect(schedule.tasks.map((t) => t.id)).not.toContain(own.id);
    expect(schedule.tasks.find((t) => t.id === other.id)!.depends_on).toEqual([]);
    const versions = await server.call(routes.listVersions, {
      params: { id: s.id, wsId: gone!.id, subId },
      token: s.token,
    });
    expect(versions.status).toBe(404);
    // The trash lists it with what a restore brings back, and who removed it.
    const trash = await server.call(routes.listWorkstreamTrash, { params: { id: s.id }, token: s.token });
    expect(trash.status, trash.text).toBe(200);
    expect(trash.data).toEqual([
      {
        trash_id: removed.data.trash_id,
        id: gone!.id,
        name: gone!.name,
        subsections: goneSubs.length,
        tasks: 1,
        deleted_by: { id: s.owner.id, name: s.owner.name },
        deleted_at: expect.any(String),
      },
    ]);

    const restored = await server.call(routes.restoreWorkstream, {
      params: { id: s.id, trashId: removed.data.trash_id },
      token: s.token,
    });
    expect(restored.status, restored.text).toBe(200);
    expect(restored.data).toMatchObject({ id: gone!.id, position: 0 });
    expect((await s.teams())[0]!.id).toBe(gone!.id);
    const back = (await server.call(routes.listTasks, { params: { id: s.id }, token: s.token })).data.tasks;
    expect(back.find((t) => t.id === own.id)).toBeTruthy();
    expect(back.find((t) => t.id === other.id)!.depends_on).toEqual([own.id]);
    const history = await server.call(routes.listVersions, {
      params: { id: s.id, wsId: gone!.id, subId },
      token: s.token,
    });
    expect(history.data.map((v) => v.version)).toEqual([1]);
    expect((await s.subs(gone!.id))[0]!.plan.content).toBe("# Kept text");
    // Restoring twice: the trash entry is gone.
    const again = await server.call(routes.restoreWorkstream, {
      params: { id: s.id, trashId: removed.data.trash_id },
      token: s.token,
    });
    expect(again.status).toBe(404);
    // Restored, it leaves the trash.
    expect(
      (await server.call(routes.listWorkstreamTrash, { params: { id: s.id }, token: s.token })).data,
    ).toEqual([]);
  });

  it("keeps the last team", async () => {
    const s = await setup();
    const teams = await s.teams();
    for (const t of teams.slice(1)) {
      const res = await server.call(routes.deleteWorkstream, {
        params: { id: s.id, wsId: t.id },
        token: s.token,
      });
      expect(res.status, res.text).toBe(200);
    }
    const before = await snapshot(server);
    const last = await server.call(routes.deleteWorkstream, {
      params: { id: s.id, wsId: teams[0]!.id },
      token: s.token,
    });
    expect(last.status).toBe(409);
    expect(last.body.message).toMatch(/only team/);
    expect(await snapshot(server)).toEqual(before);
  });

  it("adds, renames, moves and removes subsections, refusing duplicates and bad positions", async () => {
    const s = await setup();
    const wsId = s.wsId;
    const p = { id: s.id, wsId };
    const added = await server.call(routes.addSubsection, {
      params: p,
      body: { display_name: "Supplier contracts" },
      token: s.token,
    });
    expect(added.status, added.text).toBe(200);
    expect(added.data).toMatchObject({ uid: "supplier_contracts", display_name: "Supplier contracts" });
    expect((await s.subs(wsId)).at(-1)!.uid).toBe("supplier_contracts");
    const dup = await server.call(routes.addSubsection, {
      params: p,
      body: { display_name: "supplier CONTRACTS" },
      token: s.token,
    });
    expect(dup.status).toBe(409);
    const sub = { ...p, subId: "supplier_contracts" };
    const moved = await server.call(routes.updateSubsection, {
      params: sub,
      body: { display_name: "Suppliers", placeholder: "Who supplies the beans", position: 0 },
      token: s.token,
    });
    expect(moved.status, moved.text).toBe(200);
    const list = await s.subs(wsId);
    expect(list[0]).toMatchObject({
      uid: "supplier_contracts",
      display_name: "Suppliers",
      placeholder: "Who supplies the beans",
    });
    const out = await server.call(routes.updateSubsection, {
      params: sub,
      body: { position: list.length },
      token: s.token,
    });
    expect(out.status).toBe(400);
    const empty = await server.call(routes.updateSubsection, {
      params: sub,
      body: { display_name: " " },
      token: s.token,
    });
    expect(empty.status).toBe(400);
    const removed = await server.call(routes.deleteSubsection, { params: sub, token: s.token });
    expect(removed.status, removed.text).toBe(200);
    expect((await s.subs(wsId)).map((x) => x.uid)).not.toContain("supplier_contracts");
    expect((await s.subs(wsId)).map((x, i) => [x.uid, i])).toEqual(
      list.filter((x) => x.uid !== "supplier_contracts").map((x, i) => [x.uid, i]),
    );
    const twice = await server.call(routes.deleteSubsection, { params: sub, token: s.token });
    expect(twice.status).toBe(404);
  });

  it("refuses bad subsections and unknown ids with a clear 4xx and changes nothing", async () => {
    const s = await setup();
    const [first, second] = await s.subs(s.wsId);
    const before = await snapshot(server);
    const p = { id: s.id, wsId: s.wsId };
    const add = (wsId: string, body: unknown) =>
      server.call(routes.addSubsection, { params: { ...p, wsId }, body: body as never, token: s.token });
    const update = (subId: string, body: unknown) =>
      server.call(routes.updateSubsection, { params: { ...p, subId }, body: body as never, token: s.token });
    type Answer = Promise<{ status: number; body: { success: boolean } }>;
    const cases: Array<[string, () => Answer, number, RegExp]> = [
      ["add to an unknown team", () => add("no_such_team", { display_name: "Budget" }), 404, /team/i],
      ["add an empty name", () => add(s.wsId, { display_name: "" }), 400, /empty/],
      ["add a blank name", () => add(s.wsId, { display_name: "   " }), 400, /empty/],
      ["add an invisible name", () => add(s.wsId, { display_name: "\ufeff\u200b" }), 400, /empty/],
      ["add a 200-character name", () => add(s.wsId, { display_name: "x".repeat(200) }), 400, /at most 120/],
      [
        "add a duplicate",
        () => add(s.wsId, { display_name: first!.display_name.toUpperCase() }),
        409,
        /named/,
      ],
      ["rename an unknown one", () => update("no_such_section", { display_name: "X" }), 404, /subsection/i],
      [
        "rename to a 200-character name",
        () => update(first!.uid, { display_name: "y".repeat(200) }),
        400,
        /120/,
      ],
      [
        "rename to a sibling's name",
        () => update(first!.uid, { display_name: second!.display_name }),
        409,
        /named/,
      ],
      ["move before the first", () => update(first!.uid, { position: -1 }), 400, /position/],
      ["move past the last", () => update(first!.uid, { position: 1000 }), 400, /position/],
      ["change nothing", () => update(first!.uid, {}), 400, /display_name, placeholder or position/],
    ];
    for (const [what, call, status, message] of cases) {
      const res = await call();
      expect(res.status, what).toBe(status);
      expect(res.body.success, what).toBe(false);
      expect(JSON.stringify(res.body), what).toMatch(message);
    }
    const gone = await server.call(routes.deleteSubsection, {
      params: { ...p, subId: "no_such_section" },
      token: s.token,
    });
    expect(gone.status).toBe(404);
    const noTeam = await server.call(routes.deleteWorkstream, {
      params: { id: s.id, wsId: "no_such_team" },
      token: s.token,
    });
    expect(noTeam.status).toBe(404);
    const noTrash = await server.call(routes.restoreWorkstream, {
      params: { id: s.id, trashId: "33333333-3333-4333-8333-333333333333" },
      token: s.token,
    });
    expect(noTrash.status).toBe(404);
    expect(await snapshot(server)).toEqual(before);
  });

  it("suggests missing teams and subsections without applying anything", async () => {
    const s = await setup();
    const before = await snapshot(server);
    const teams = await server.call(routes.suggestWorkstreams, { params: { id: s.id }, token: s.token });
    expect(teams.status, teams.text).toBe(200);
    const have = new Set((await s.teams()).map((t) => t.id));
    expect(teams.data.catalogue.length).toBeGreaterThan(0);
    for (const t of [...teams.data.suggested, ...teams.data.catalogue]) expect(have.has(t.id)).toBe(false);
    const subs = await server.call(routes.suggestSubsections, {
      params: { id: s.id, wsId: s.wsId },
      token: s.token,
    });
    expect(subs.status, subs.text).toBe(200);
    const names = new Set((await s.subs(s.wsId)).map((x) => x.display_name.toLowerCase()));
    for (const x of subs.data.suggested) expect(names.has(x.display_name.toLowerCase())).toBe(false);
    // Only the AI usage rows of the two calls were written.
    const after = await snapshot(server);
    expect({ ...after, ai_usage: "" }).toEqual({ ...before, ai_usage: "" });
  });

  it("lets viewers read but not shape the plan", async () => {
    const s = await setup();
    const viewer = await createUser(server);
    await addMember(server, s.initiative, viewer, "viewer");
    const res = await server.call(routes.addWorkstream, {
      params: { id: s.id },
      body: { name: "Ops" },
      token: viewer.token,
    });
    expect(res.status).toBe(403);
  });
});
