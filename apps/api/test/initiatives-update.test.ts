import { initiativeDetailsSchema } from "@initiative-planner/contract";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  initiativeMembers,
  initiatives,
  invites,
  jobs,
  planVersions,
  subsections,
  workstreams,
} from "../src/db/schema";
import { addMember, createInitiative, createUser } from "./factories";
import { useTestServer } from "./harness";
import { dbKinds } from "./test-db";

describe.each(dbKinds())("changing and deleting initiatives on %s", (kind) => {
  // The job worker stays stopped: these tests check the initiative as the API stores it.
  const server = useTestServer(kind, {}, [], { jobs: { start: false } });

  const put = (token: string, id: string, body: unknown) =>
    server.request("PUT", `/portal/initiative/${id}`, { token, body });

  it("returns one initiative with GET /initiatives/{id}", async () => {
    const owner = await createUser(server);
    const created = await createInitiative(server, owner);
    const res = await server.request("GET", `/portal/initiatives/${created.id}`, { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(created);
  });

  it("stores a name without the spaces and invisible characters at its ends, and keeps those inside", async () => {
    const owner = await createUser(server);
    const created = await createInitiative(server, owner);
    const res = await put(owner.token, created.id, { name: " \u200b\ufeffCafé\u200dRoute 66 \u2060\u00ad " });
    expect(res.status).toBe(200);
    expect(res.body.data.name).toBe("Café\u200dRoute 66");
    const read = await server.request("GET", `/portal/initiatives/${created.id}`, { token: owner.token });
    expect(read.body.data.name).toBe("Café\u200dRoute 66");
  });

  it("stores and answers a lone surrogate as U+FFFD, the same text in the answer and when read back", async () => {
    const owner = await createUser(server);
    const created = await createInitiative(server, owner);
    const res = await put(owner.token, created.id, {
      name: "Caf\ud800 \udc00Route",
      description: "Open \ud83d\ude00 a caf\udbff",
    });
    expect(res.status).toBe(200);
    expect(res.body.data.name).toBe("Caf\ufffd \ufffdRoute");
    expect(res.body.data.description).toBe("Open \ud83d\ude00 a caf\ufffd");
    const read = await server.request("GET", `/portal/initiatives/${created.id}`, { token: owner.token });
    expect(read.body.data).toEqual(res.body.data);
  });

  it("refuses due dates outside the years 1900–9999 with a 400 and keeps the old one", async () => {
    const owner = await createUser(server);
    const created = await createInitiative(server, owner);
    // Year 0 was a 500 (PostgreSQL has no year 0); year 1 came back as 2001 (decision 207).
    for (const due of ["0000-01-01T00:00:00Z", "0001-01-01T00:00:00Z", "1899-12-31T00:00:00Z"]) {
      const res = await put(owner.token, created.id, { date_due_completion: due });
      expect(res.status, due).toBe(400);
      expect(res.body.message).toContain("date_due_completion");
      expect(res.body.message).toContain("1900–9999");
      const create = await server.request("POST", "/portal/initiative", {
        token: owner.token,
        body: { description: "A due date long ago", date_due_completion: due },
      });
      expect(create.status, due).toBe(400);
    }
    const after = await server.request("GET", `/portal/initiatives/${created.id}`, { token: owner.token });
    expect(after.body.data.date_due_completion).toBe(created.date_due_completion);
    const last = await put(owner.token, created.id, { date_due_completion: "9999-12-31T00:00:00.000Z" });
    expect(last.body.data.date_due_completion).toBe("9999-12-31T00:00:00.000Z");
  });

  it("applies a partial update, bumps updated_at and returns the initiative", async () => {
    const owner = await createUser(server);
    const created = await createInitiative(server, owner, { priority: "LOW" });
    const res = await put(owner.token, created.id, { progress: 40 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: created.id,
      progress: 40,
      priority: "LOW",
      name: created.name,
      description: created.description,
    });
    expect(Date.parse(res.body.data.updated_at)).toBeGreaterThan(Date.parse(created.updated_at));
    expect(res.body.data.created_at).toBe(created.created_at);

    const all = await put(owner.token, created.id, {
      name: "  Renamed plan ",
      description: "A new description",
      priority: "MEDIUM",
      date_due_completion: "2032-02-02T10:00:00.000Z",
      progress: 100,
    });
    expect(all.body.data).toMatchObject({
      name: "Renamed plan",
      description: "A new description",
      priority: "MEDIUM",
      date_due_completion: "2032-02-02T10:00:00.000Z",
      progress: 100,
    });
    const cleared = await put(owner.token, created.id, { date_due_completion: null });
    expect(cleared.body.data.date_due_completion).toBeNull();
    const read = await server.request("GET", `/portal/initiatives/${created.id}`, { token: owner.token });
    expect(read.body.data).toEqual(cleared.body.data);
  });

  const invalid: Array<[string, unknown]> = [
    ["an empty body", {}],
    ["progress 101", { progress: 101 }],
    ["progress -1", { progress: -1 }],
    ["fractional progress", { progress: 12.5 }],
    ["progress as text", { progress: "50" }],
    ["a blank name", { name: "   " }],
    // String.trim keeps these: a name of zero-width spaces, a word joiner and a BOM shows as nothing.
    ["a name of invisible characters", { name: "\u200b\u200c\u2060\ufeff\u00ad" }],
    ["a name over 200 characters", { name: "n".repeat(201) }],
    ["a blank description", { description: " " }],
    ["a description of zero-width spaces", { description: " \u200b \u200b " }],
    ["a description of 20,001 characters", { description: "d".repeat(20_001) }],
    ["an unknown priority", { priority: "CRITICAL" }],
    ["a bad due date", { date_due_completion: "31/12/2030" }],
    ["a field that cannot be changed", { status: "WORKSTREAM_CREATED" }],
    ["an unknown field", { owner_id: "x" }],
  ];
  it.each(invalid)("refuses %s with 400 and changes nothing", async (_label, body) => {
    const owner = await createUser(server);
    const created = await createInitiative(server, owner);
    const res = await put(owner.token, created.id, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: "validation_failed" });
    const read = await server.request("GET", `/portal/initiatives/${created.id}`, { token: owner.token });
    expect(read.body.data).toEqual(created);
  });

  it("answers details with the heading and the workstreams in position order", async () => {
    const owner = await createUser(server);
    const created = await createInitiative(server, owner, { description: "Open a store in Oslo" });
    await server.ctx.db.insert(workstreams).values([
      { initiativeId: created.id, id: "marketing", name: "Marketing", position: 2 },
      { initiativeId: created.id, id: "legal", name: "Legal", position: 0 },
      { initiativeId: created.id, id: "design", name: "Design", position: 1 },
    ]);
    const res = await server.request("GET", `/portal/initiative/${created.id}/details`, {
      token: owner.token,
    });
    expect(res.status).toBe(200);
    expect(initiativeDetailsSchema.parse(res.body.data)).toEqual({
      heading: {
        name: created.name,
        description: "Open a store in Oslo",
        status: "CREATED",
        failure_reason: null,
      },
      workstreams: [
        { id: "legal", name: "Legal" },
        { id: "design", name: "Design" },
        { id: "marketing", name: "Marketing" },
      ],
    });
  });

  it("deletes an initiative with everything in it, leaving other initiatives alone", async () => {
    const owner = await createUser(server);
    const editor = await createUser(server);
    const doomed = await createInitiative(server, owner);
    const kept = await createInitiative(server, owner);
    await addMember(server, doomed, editor, "editor");
    const db = server.ctx.db;
    for (const { id } of [doomed, kept]) {
      await db.insert(workstreams).values({ initiativeId: id, id: "design", name: "Design", position: 0 });
      await db.insert(subsections).values({
        initiativeId: id,
        workstreamId: "design",
        uid: "goals",
        displayName: "Goals",
        placeholder: "",
        position: 0,
      });
      await db.insert(planVersions).values({
        initiativeId: id,
        workstreamId: "design",
        subsectionUid: "goals",
        version: 1,
        content: "# Goals",
        source: "save",
        createdBy: owner.id,
      });
      await db.insert(invites).values({
        initiativeId: id,
        email: `invitee-${id}@example.com`,
        role: "viewer",
        tokenHash: `hash-${id}`,
        invitedBy: owner.id,
      });
    }

    const res = await server.request("DELETE", `/portal/initiatives/${doomed.id}`, { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { id: doomed.id } });

    const tables = [initiatives, initiativeMembers, workstreams, subsections, planVersions, jobs, invites];
    for (const table of tables) {
      const column = "initiativeId" in table ? table.initiativeId : table.id;
      const count = async (id: string) =>
        (await db.select({ n: sql<number>`count(*)::int` }).from(table).where(eq(column, id)))[0]!.n;
      expect(await count(doomed.id)).toBe(0);
      expect(await count(kept.id)).toBeGreaterThan(0);
    }

    const again = await server.request("GET", `/portal/initiatives/${doomed.id}`, { token: owner.token });
    expect(again.status).toBe(404);
    const listed = await server.request("GET", "/portal/initiative?size=10", { token: editor.token });
    expect(listed.body.data.total_items).toBe(0);
    const repeat = await server.request("DELETE", `/portal/initiatives/${doomed.id}`, { token: owner.token });
    expect(repeat.status).toBe(404);
  });
});
