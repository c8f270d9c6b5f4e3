import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { planVersions, streamLeases } from "../src/db/schema";
import { PlannerError } from "../src/planner/planner";
import {
  callStream,
  errorOf,
  eventually,
  sleep,
  subsectionPlan,
  useScriptedPlanning,
} from "./planning-support";
import { dbKinds } from "./test-db";

describe.each(dbKinds())("plan stream control on %s", (kind) => {
  const { planner, server, setup } = useScriptedPlanning(kind);
  afterEach(() => {
    planner.release();
    planner.failWith = null;
  });

  const plan = (uid: string) => subsectionPlan(server, setup, uid);
  const historyCount = async (uid: string) =>
    (
      await server.ctx.db
        .select()
        .from(planVersions)
        .where(and(eq(planVersions.initiativeId, setup.initiative.id), eq(planVersions.subsectionUid, uid)))
    ).length;

  /** Starts a stream and returns once its first chunk arrived. */
  async function openStream(path: string, method = "POST", body: unknown = {}) {
    const controller = new AbortController();
    const response = await fetch(server.url + path, {
      method,
      headers: { "content-type": "application/json", "x-user-authorization-token": setup.owner.token },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    const reader = response.body!.getReader();
    const first = await reader.read();
    return { response, reader, controller, first: new TextDecoder().decode(first.value) };
  }

  it("refuses a second generation or improvement of the same plan while one runs (409), not of another plan", async () => {
    planner.hold = true;
    const [uid, other] = setup.subIds as [string, string];
    const running = await openStream(`${setup.base}/subsections/${uid}/stream`);
    expect(running.first).toContain('data: "# Plan');

    const second = await callStream(server, "POST", `${setup.base}/subsections/${uid}/stream`, {
      token: setup.owner.token,
    });
    expect(second.status).toBe(409);
    expect(second.json).toMatchObject({ success: false, error: "conflict" });
    expect(second.json.message).toContain("already being generated");
    const improve = await callStream(server, "PATCH", `${setup.base}/subsections/${uid}/improve`, {
      token: setup.owner.token,
      body: { current_response: "a", snippet: "a", user_query: "b" },
    });
    expect(improve.status).toBe(409);

    const otherDone = callStream(server, "POST", `${setup.base}/subsections/${other}/stream`, {
      token: setup.owner.token,
    });
    await sleep(50);
    planner.release();
    expect((await otherDone).status).toBe(200);
    const rest = await readAll(running.reader);
    expect(rest).toContain("event: done");
    // The lease is gone once the stream ended, so the plan can be generated again.
    expect(await server.ctx.db.select().from(streamLeases)).toHaveLength(0);
    const again = await callStream(server, "POST", `${setup.base}/subsections/${uid}/stream`, {
      token: setup.owner.token,
    });
    expect(again.status).toBe(200);
  });

  it("aborts the planner call within a second when the client disconnects, and saves nothing", async () => {
    const uid = setup.subIds[2]!;
    const before = await plan(uid);
    const rowsBefore = await historyCount(uid);
    planner.hold = true;
    const signalsBefore = planner.signals.length;
    const stream = await openStream(`${setup.base}/subsections/${uid}/stream`);
    const signal = planner.signals[signalsBefore]!;
    expect(signal.aborted).toBe(false);
    const abortedAt = Date.now();
    stream.controller.abort();
    await eventually(async () => signal.aborted, 1_000);
    expect(Date.now() - abortedAt).toBeLessThan(1_000);
    await eventually(async () => (await server.ctx.db.select().from(streamLeases)).length === 0, 2_000);
    expect(await plan(uid)).toEqual(before);
    expect(await historyCount(uid)).toBe(rowsBefore);
  });

  it("ends with event: error and keeps the plan when the planner fails mid-stream", async () => {
    const uid = setup.subIds[0]!;
    const before = await plan(uid);
    planner.failWith = new PlannerError("The provider closed the connection.", "provider");
    planner.failAfter = 1;
    const res = await callStream(server, "POST", `${setup.base}/subsections/${uid}/stream`, {
      token: setup.owner.token,
    });
    expect(res.status).toBe(200);
    expect(res.events[0]).toEqual({ type: "chunk", text: "# Plan\n\n" });
    expect(errorOf(res)).toMatchObject({ type: "error", data: { error: "unavailable" } });
    expect(res.events.some((e) => e.type === "done")).toBe(false);
    expect(await plan(uid)).toEqual(before);
  });

  it("answers a planner failure before any output with a JSON error", async () => {
    planner.failWith = new Error("ECONNREFUSED 127.0.0.1:11434");
    planner.failAfter = 0;
    const res = await callStream(server, "POST", `${setup.base}/stream`, { token: setup.owner.token });
    expect(res.status).toBe(503);
    expect(res.json).toMatchObject({ success: false, error: "unavailable" });
    expect(res.json.message).not.toContain("ECONNREFUSED");
  });

  it("uses the offline planner when x-use-mock-llm is true (outside production)", async () => {
    const uid = setup.subIds[1]!;
    const scripted = await callStream(server, "POST", `${setup.base}/subsections/${uid}/stream`, {
      token: setup.owner.token,
      headers: { "x-use-mock-llm": "false" },
    });
    expect(scripted.streamed).toBe(planner.chunks.join(""));
    const offline = await callStream(server, "POST", `${setup.base}/subsections/${uid}/stream`, {
      token: setup.owner.token,
      headers: { "x-use-mock-llm": "true" },
    });
    expect(offline.status).toBe(200);
    expect(offline.streamed).not.toBe(planner.chunks.join(""));
    expect(offline.streamed.length).toBeGreaterThan(200);
  });
});

async function readAll(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<string> {
  let text = "";
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text;
    text += decoder.decode(value);
  }
}
