import type { Task, TaskSchedule, WorkstreamDetail } from "@initiative-planner/contract";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { tasks as taskTable } from "../src/db/schema";
import { startTestServer, type TestServer } from "./harness";
import {
  callStream,
  doneOf,
  errorOf,
  eventually,
  plannedInitiative,
  ScriptedPlanner,
} from "./planning-support";
import { dbKinds } from "./test-db";

describe.each(dbKinds())("task breakdowns on %s", (kind) => {
  let server: TestServer;
  const planner = new ScriptedPlanner();
  beforeAll(async () => {
    server = await startTestServer(kind, { AI_CALLS_PER_MINUTE: "0" }, [], { planner, jobs: { pollMs: 50 } });
  });
  afterAll(async () => server?.close());
  afterEach(() => {
    planner.release();
    planner.failWith = null;
  });

  async function setup() {
    const s = await plannedInitiative(
      server,
      "A loyalty programme for coffee shop customers with a mobile app",
    );
    const ws = (id: string) => `/portal/initiatives/${s.initiative.id}/workstreams/${id}`;
    const get = async (id: string) =>
      (await server.request("GET", ws(id), { token: s.owner.token })).body.data as WorkstreamDetail;
    const schedule = async () =>
      (await server.request("GET", `/portal/initiatives/${s.initiative.id}/tasks`, { token: s.owner.token }))
        .body.data as TaskSchedule;
    return { ...s, ws, get, schedule };
  }

  const validGraph = (tasks: Task[]) => {
    const ids = new Set(tasks.map((t) => t.id));
    return tasks.every((t) => t.depends_on.every((d) => ids.has(d) && d !== t.id));
  };

  it("plans every workstream together on the first breakdown, streams the markdown and stores the tasks", async () => {
    const s = await setup();
    const first = s.workstreams[0]!.id;
    const res = await callStream(server, "POST", `${s.ws(first)}/stream`, { token: s.owner.token });
    expect(res.status).toBe(200);
    expect(doneOf(res)).toEqual({ type: "done", data: { version: 1 } });
    const detail = await s.get(first);
    expect(detail.task_breakdown.data).toBe(res.streamed);
    expect(detail.task_breakdown.tasks.length).toBeGreaterThanOrEqual(5);
    expect(res.streamed).toContain("| Task | Owner | Estimate | Depends on | Status |");

    const schedule = await s.schedule();
    for (const w of s.workstreams) {
      expect(schedule.tasks.filter((t) => t.workstream_id === w.id).length, w.id).toBeGreaterThanOrEqual(5);
      expect((await s.get(w.id)).task_breakdown.version, w.id).toBe(1);
    }
    expect(validGraph(schedule.tasks)).toBe(true);
    const byId = new Map(schedule.tasks.map((t) => [t.id, t]));
    const crossing = schedule.tasks.filter((t) =>
      t.depends_on.some((d) => byId.get(d)!.workstream_id !== t.workstream_id),
    );
    expect(crossing.length).toBeGreaterThan(0);
    expect(schedule.tasks.some((t) => t.critical)).toBe(true);
    expect(schedule.projected_finish).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(typeof schedule.late).toBe("boolean");
  });

  it("generating one workstream again replaces its tasks and keeps every dependency valid", async () => {
    const s = await setup();
    const [a, b] = [s.workstreams[0]!.id, s.workstreams[1]!.id];
    await callStream(server, "POST", `${s.ws(a)}/stream`, { token: s.owner.token });
    const before = await s.schedule();
    const oldIds = new Set(before.tasks.filter((t) => t.workstream_id === b).map((t) => t.id));
    const again = await callStream(server, "POST", `${s.ws(b)}/stream`, { token: s.owner.token });
    expect(doneOf(again)).toEqual({ type: "done", data: { version: 2 } });
    const after = await s.schedule();
    const fresh = after.tasks.filter((t) => t.workstream_id === b);
    expect(fresh.length).toBeGreaterThanOrEqual(5);
    expect(fresh.some((t) => oldIds.has(t.id))).toBe(false);
    expect(after.tasks.length).toBe(before.tasks.length);
    expect(validGraph(after.tasks)).toBe(true);
    // Other workstreams were not planned again.
    expect((await s.get(a)).task_breakdown.version).toBe(1);
  });

  it("re-derives the tasks from a saved table: kept titles keep their ids, removed rows go, edits apply", async () => {
    const s = await setup();
    const wsId = s.workstreams[0]!.id;
    await callStream(server, "POST", `${s.ws(wsId)}/stream`, { token: s.owner.token });
    const detail = await s.get(wsId);
    const [first, second, ...rest] = detail.task_breakdown.tasks;
    const lines = detail.task_breakdown.data.split("\n");
    const edited = lines
      .filter((l) => !l.startsWith(`| ${second!.title} |`))
      .map((l) => (l.startsWith(`| ${first!.title} |`) ? l.replace(/\| To do \|$/, "| Done |") : l))
      .join("\n");
    const saved = await server.request("POST", `${s.ws(wsId)}/taskbreakdown`, {
      token: s.owner.token,
      body: { content: edited, base_version: detail.task_breakdown.version },
    });
    expect(saved.status).toBe(200);
    const after = await s.get(wsId);
    expect(after.task_breakdown.tasks.map((t) => t.id)).toEqual([first!.id, ...rest.map((t) => t.id)]);
    expect(after.task_breakdown.tasks[0]!.status).toBe("done");
    expect(validGraph((await s.schedule()).tasks)).toBe(true);
    const initiative = await server.request("GET", `/portal/initiatives/${s.initiative.id}`, {
      token: s.owner.token,
    });
    expect(initiative.body.data.progress).toBeGreaterThan(0);
  });

  it("an aborted generation stores nothing", async () => {
    const s = await setup();
    const wsId = s.workstreams[0]!.id;
    planner.hold = true;
    const signalsBefore = planner.signals.length;
    const controller = new AbortController();
    const pending = fetch(`${server.url}${s.ws(wsId)}/stream`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-user-authorization-token": s.owner.token },
      body: "{}",
      signal: controller.signal,
    }).catch(() => null);
    await eventually(async () => planner.signals.length > signalsBefore, 5_000);
    controller.abort();
    await pending;
    await eventually(async () => planner.signals[signalsBefore]!.aborted, 2_000);
    planner.release();
    await new Promise((r) => setTimeout(r, 200));
    const rows = await server.ctx.db
      .select()
      .from(taskTable)
      .where(eq(taskTable.initiativeId, s.initiative.id));
    expect(rows).toEqual([]);
    expect((await s.get(wsId)).task_breakdown.version).toBe(0);
  });

  it("a breakdown saved while one is generated makes the generation a conflict that stores nothing", async () => {
    const s = await setup();
    const wsId = s.workstreams[0]!.id;
    planner.hold = true;
    const signalsBefore = planner.signals.length;
    const running = callStream(server, "POST", `${s.ws(wsId)}/stream`, { token: s.owner.token });
    await eventually(async () => planner.signals.length > signalsBefore, 5_000);
    const saved = await server.request("POST", `${s.ws(wsId)}/taskbreakdown`, {
      token: s.owner.token,
      body: { content: "# Notes\n\nWritten meanwhile." },
    });
    expect(saved.status).toBe(200);
    planner.release();
    const res = await running;
    expect(errorOf(res)).toMatchObject({ type: "error", data: { error: "conflict" } });
    const rows = await server.ctx.db
      .select()
      .from(taskTable)
      .where(eq(taskTable.initiativeId, s.initiative.id));
    expect(rows).toEqual([]);
    expect((await s.get(wsId)).task_breakdown.data).toBe("# Notes\n\nWritten meanwhile.");
  });
});
