import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { planVersions } from "../src/db/schema";
import { addMember, createUser } from "./factories";
import { useTestServer } from "./harness";
import { callStream, doneOf, plannedInitiative } from "./planning-support";
import { dbKinds } from "./test-db";

describe.each(dbKinds())("plan streams end to end on %s", (kind) => {
  const server = useTestServer(kind, { AI_CALLS_PER_MINUTE: "0" }, [], { jobs: { pollMs: 50 } });
  let setup: Awaited<ReturnType<typeof plannedInitiative>>;
  let base: string;
  beforeAll(async () => {
    setup = await plannedInitiative(server, "A loyalty programme for coffee shops: points for every visit");
    base = `/portal/initiatives/${setup.initiative.id}/workstreams/${setup.wsId}`;
  });

  const get = (path: string, token = setup.owner.token) => server.request("GET", path, { token });
  const subsectionPlan = async (uid: string) => {
    const res = await get(`${base}/subsections`);
    return (res.body.data as Array<{ uid: string; plan: { content: string; version: number } }>).find(
      (s) => s.uid === uid,
    )!.plan;
  };

  it("streams a subsection plan in order, saves exactly the streamed text as version + 1 and keeps history", async () => {
    const uid = setup.subIds[0]!;
    const first = await callStream(server, "POST", `${base}/subsections/${uid}/stream`, {
      token: setup.owner.token,
    });
    expect(first.status).toBe(200);
    expect(first.contentType).toContain("text/event-stream");
    expect(first.events.filter((e) => e.type === "chunk").length).toBeGreaterThan(3);
    expect(first.events.at(-1)).toEqual({ type: "done", data: { version: 1 } });
    expect(first.streamed).toContain("loyalty");
    expect(await subsectionPlan(uid)).toMatchObject({ content: first.streamed, version: 1 });

    const second = await callStream(server, "POST", `${base}/subsections/${uid}/stream`, {
      token: setup.owner.token,
      body: { instruction: "Focus on the first month" },
    });
    expect(doneOf(second)).toEqual({ type: "done", data: { version: 2 } });

    const history = await get(`${base}/subsections/${uid}/versions`);
    expect(history.status).toBe(200);
    expect(history.body.data.map((v: { version: number; source: string }) => [v.version, v.source])).toEqual([
      [2, "generate"],
      [1, "generate"],
    ]);
    expect(history.body.data[0].created_by).toEqual({ id: setup.owner.id, name: setup.owner.name });
    const v1 = await get(`${base}/subsections/${uid}/versions/1`);
    expect(v1.body.data).toMatchObject({ version: 1, source: "generate", content: first.streamed });
  });

  it("streams and saves the task breakdown", async () => {
    const res = await callStream(server, "POST", `${base}/stream`, { token: setup.owner.token });
    expect(res.status).toBe(200);
    const done = doneOf(res);
    expect(done).toBeDefined();
    const ws = await get(base);
    expect(ws.body.data).toMatchObject({
      id: setup.wsId,
      task_breakdown: { data: res.streamed, version: done!.type === "done" ? done!.data.version : -1 },
    });
    const rows = await server.ctx.db
      .select()
      .from(planVersions)
      .where(and(eq(planVersions.initiativeId, setup.initiative.id), eq(planVersions.subsectionUid, "")));
    expect(rows.map((r) => r.content)).toContain(res.streamed);

    const version = done!.type === "done" ? done!.data.version : -1;
    const save = (content: string, base_version: number) =>
      server.request("POST", `${base}/taskbreakdown`, {
        token: setup.owner.token,
        body: { content, base_version },
      });
    expect((await save("# Tasks\n\n- an old edit", version - 1)).status).toBe(409);
    const saved = await save("# Tasks\n\n- one", version);
    expect(saved.body.data).toEqual({ version: version + 1 });
    expect((await get(base)).body.data.task_breakdown).toEqual({
      data: "# Tasks\n\n- one",
      version: version + 1,
      // A text without a task table leaves the workstream without tasks.
      tasks: [],
      people_edited: false,
    });
  });

  it("improves without saving, then saves with base_version; a stale base is a 409; restore makes a new version", async () => {
    const uid = setup.subIds[1]!;
    const generated = await callStream(server, "POST", `${base}/subsections/${uid}/stream`, {
      token: setup.owner.token,
    });
    const snippet = generated.streamed.split("\n").find((line) => line.trim().length > 20)!;
    const improved = await callStream(server, "PATCH", `${base}/subsections/${uid}/improve`, {
      token: setup.owner.token,
      body: { current_response: generated.streamed, snippet, user_query: "Make this shorter" },
    });
    expect(improved.status).toBe(200);
    expect(improved.streamed.length).toBeGreaterThan(0);
    expect(doneOf(improved)).toEqual({ type: "done", data: { version: 1 } });
    expect(await subsectionPlan(uid)).toMatchObject({ content: generated.streamed, version: 1 });

    const save = (content: string, base_version?: number, source?: "improve") =>
      server.request("POST", `${base}/subsections/${uid}/improve/save`, {
        token: setup.owner.token,
        body: { content, base_version, source },
      });
    const saved = await save(improved.streamed, 1, "improve");
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ version: 2 });
    const stale = await save("someone else's edit", 1);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: "conflict", details: { current_version: 2 } });
    expect(stale.body.message).toContain("changed by someone else");
    expect(await subsectionPlan(uid)).toMatchObject({ content: improved.streamed, version: 2 });

    const restored = await server.request("POST", `${base}/subsections/${uid}/restore`, {
      token: setup.owner.token,
      body: { version: 1, base_version: 2 },
    });
    expect(restored.body.data).toEqual({ version: 3 });
    expect(await subsectionPlan(uid)).toMatchObject({ content: generated.streamed, version: 3 });
    const history = await get(`${base}/subsections/${uid}/versions`);
    expect(history.body.data.map((v: { source: string }) => v.source)).toEqual([
      "restore",
      "improve",
      "generate",
    ]);
  });

  it("answers unknown workstreams, subsections and versions with 404", async () => {
    const id = setup.initiative.id;
    const token = setup.owner.token;
    const unknownWs = `/portal/initiatives/${id}/workstreams/legal_ops`;
    for (const res of [
      await get(unknownWs),
      await get(`${unknownWs}/subsections`),
      (await callStream(server, "POST", `${unknownWs}/stream`, { token })) as unknown as {
        status: number;
        body: unknown;
      },
    ]) {
      expect(res.status).toBe(404);
    }
    const sub = await callStream(server, "POST", `${base}/subsections/no-such-part/stream`, { token });
    expect(sub.status).toBe(404);
    expect(sub.json).toMatchObject({ success: false, error: "not_found" });
    expect(sub.json.message).toContain("no subsection 'no-such-part'");
    const version = await get(`${base}/subsections/${setup.subIds[0]}/versions/99`);
    expect(version.status).toBe(404);
    expect(version.body.message).toContain("Version 99");
    const restore = await server.request("POST", `${base}/subsections/${setup.subIds[0]}/restore`, {
      token,
      body: { version: 99 },
    });
    expect(restore.status).toBe(404);
  });

  it("refuses blank instructions, empty snippets and oversized content with 400, and huge bodies with 413", async () => {
    const token = setup.owner.token;
    const path = `${base}/subsections/${setup.subIds[0]}/improve`;
    const blank = await callStream(server, "PATCH", path, {
      token,
      body: { current_response: "text", snippet: "text", user_query: "   " },
    });
    expect(blank.status).toBe(400);
    expect(blank.json.message).toContain("user_query");
    const empty = await callStream(server, "PATCH", path, {
      token,
      body: { current_response: "text", snippet: "", user_query: "shorter" },
    });
    expect(empty.status).toBe(400);
    expect(empty.json.message).toContain("snippet");
    const tooLong = await server.request("POST", `${base}/subsections/${setup.subIds[0]}/improve/save`, {
      token,
      body: { content: "x".repeat(200_001) },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toContain("200000");
    const huge = await server.request("POST", `${base}/taskbreakdown`, {
      token,
      body: { content: "x".repeat(3 * 1024 * 1024) },
    });
    expect(huge.status).toBe(413);
    expect(huge.body.error).toBe("payload_too_large");
  });

  it("refuses strangers (403) and viewers on editor routes (403), while viewers can read", async () => {
    const stranger = await createUser(server);
    const viewer = await createUser(server);
    await addMember(server, setup.initiative, viewer, "viewer");
    const uid = setup.subIds[0]!;
    const strangerStream = await callStream(server, "POST", `${base}/subsections/${uid}/stream`, {
      token: stranger.token,
    });
    expect(strangerStream.status).toBe(403);
    expect(strangerStream.json.error).toBe("forbidden");
    expect((await get(`${base}/subsections`, stranger.token)).status).toBe(403);
    expect((await get(`${base}/subsections`, viewer.token)).status).toBe(200);
    expect((await get(`${base}/subsections/${uid}/versions`, viewer.token)).status).toBe(200);
    const viewerStream = await callStream(server, "POST", `${base}/subsections/${uid}/stream`, {
      token: viewer.token,
    });
    expect(viewerStream.status).toBe(403);
    const viewerSave = await server.request("POST", `${base}/subsections/${uid}/improve/save`, {
      token: viewer.token,
      body: { content: "mine" },
    });
    expect(viewerSave.status).toBe(403);
    const anonymous = await server.request("POST", `${base}/subsections/${uid}/stream`, { body: {} });
    expect(anonymous.status).toBe(401);
  });

  it("lists workstreams with the heading, refresh or not", async () => {
    for (const query of ["", "?refresh=true"]) {
      const res = await get(`/portal/initiatives/${setup.initiative.id}/workstreams${query}`);
      expect(res.status).toBe(200);
      expect(res.body.data.heading.status).toBe("WORKSTREAM_CREATED");
      expect(res.body.data.workstreams.map((w: { id: string }) => w.id)).toEqual(
        setup.workstreams.map((w) => w.id),
      );
    }
  });
});
