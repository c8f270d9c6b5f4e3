import { type GenerateAllRun, routes } from "@initiative-planner/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createOfflinePlanner } from "../src/planner/offline/offline-planner";
import { type PlanContext, type Planner, PlannerError } from "../src/planner/planner";
import { openEvents } from "./event-client";
import { addMember, createUser } from "./factories";
import { startTestServer, type TestServer } from "./harness";
import { eventually, plannedInitiative, proposalOf, sleep } from "./planning-support";
import { dbKinds } from "./test-db";

/** The offline planner with steerable section streams: failures by subsection, a hold, and a concurrency count. */
function steeredPlanner() {
  const offline = createOfflinePlanner({ delayMs: 0 });
  const state = {
    running: 0,
    peak: 0,
    failUid: null as string | null,
    hold: false,
    releases: [] as Array<() => void>,
  };
  async function* stream(context: PlanContext): AsyncGenerator<string> {
    state.running++;
    state.peak = Math.max(state.peak, state.running);
    try {
      if (context.subsection?.uid === state.failUid)
        throw new PlannerError("The provider refused.", "provider");
      yield `# ${context.subsection?.display_name ?? "Tasks"}\n\n`;
      await sleep(150);
      // A loaded machine may be slow to start the next section: wait (up to 3 s) until two overlap,
      // so the concurrency the run allows is what the test sees.
      const overlapBy = Date.now() + 3000;
      while (state.peak < 2 && Date.now() < overlapBy) await sleep(10);
      if (state.hold) {
        await new Promise<void>((resolve, reject) => {
          state.releases.push(resolve);
          context.signal?.addEventListener("abort", () => reject(context.signal?.reason), { once: true });
        });
      }
      yield "- A step\n";
    } finally {
      state.running--;
    }
  }
  const planner: Planner = {
    ...offline,
    info: { provider: "steered", model: "steered-1", offline: false },
    proposePlan: async () => proposalOf(["product_management", "design", "legal"]),
    streamSubsection: stream,
  };
  return { planner, state };
}

describe.each(dbKinds())("Generate all on %s", (kind) => {
  let server: TestServer;
  const steered = steeredPlanner();
  beforeAll(async () => {
    server = await startTestServer(
      kind,
      { AI_CALLS_PER_MINUTE: "10000", JOB_POLL_MS: "50", GENERATE_ALL_CONCURRENCY: "2" },
      [],
      { planner: steered.planner, jobs: { pollMs: 50 } },
    );
  });
  afterAll(async () => server?.close());
  // Each test starts from a plain planner, so one test's failure never leaks into the next.
  beforeEach(() => {
    Object.assign(steered.state, { running: 0, peak: 0, failUid: null, hold: false });
    for (const release of steered.state.releases.splice(0)) release();
  });

  async function setup() {
    const s = await plannedInitiative(server, "Open a coffee-box subscription for offices");
    const id = s.initiative.id;
    const state = async () =>
      (await server.call(routes.getGenerateAll, { params: { id }, token: s.owner.token })).data.run;
    // Waits by the clock, not by a count of polls: on a loaded machine each poll is slower.
    const settled = (done: (run: GenerateAllRun) => boolean) =>
      eventually(async () => {
        const run = await state();
        return run && done(run) ? run : undefined;
      }, 20_000);
    return { ...s, id, state, settled };
  }

  it("estimates, then plans every empty section a few at a time; one provider failure fails one section, with Retry", {
    timeout: 90_000,
  }, async () => {
    const s = await setup();
    steered.state.failUid = "steps";
    // One section already written stays as it is.
    await server.call(routes.saveSubsection, {
      params: { id: s.id, wsId: "design", subId: "goals" },
      body: { content: "# Ours" },
      token: s.owner.token,
    });
    const viewer = await createUser(server);
    await addMember(server, s.initiative, viewer, "viewer");
    const events = await openEvents(server.url, s.id, viewer.token);
    const estimate = await server.call(routes.estimateGenerateAll, {
      params: { id: s.id },
      query: {},
      token: s.owner.token,
    });
    expect(estimate.status, estimate.text).toBe(200);
    expect(estimate.data).toMatchObject({ sections: 8, model: "steered-1", concurrency: 2 });
    expect(estimate.data.output_tokens).toBeGreaterThan(0);

    const started = await server.call(routes.startGenerateAll, {
      params: { id: s.id },
      body: {},
      token: s.owner.token,
    });
    expect(started.status, started.text).toBe(200);
    expect(started.data.run!.sections).toHaveLength(8);
    const run = await s.settled((r) => r.status === "finished");
    expect(steered.state.peak).toBe(2);
    const failed = run.sections.filter((x) => x.status === "failed");
    expect(failed.map((x) => [x.workstream_id, x.subsection_uid])).toEqual([
      ["product_management", "steps"],
      ["design", "steps"],
      ["legal", "steps"],
    ]);
    expect(failed[0]!.error).toMatch(/could not write this plan/);
    expect(run.sections.filter((x) => x.status === "done")).toHaveLength(5);
    // Saved like a single-section stream: a generated version by the person who asked.
    const versions = await server.call(routes.listVersions, {
      params: { id: s.id, wsId: "legal", subId: "goals" },
      token: s.owner.token,
    });
    expect(versions.data).toMatchObject([{ version: 1, source: "generate", created_by: { id: s.owner.id } }]);
    const ours = await server.call(routes.listSubsections, {
      params: { id: s.id, wsId: "design" },
      token: s.owner.token,
    });
    expect(ours.data.find((x) => x.uid === "goals")!.plan).toMatchObject({ content: "# Ours", version: 1 });
    await events.waitFor((e) => e.type === "generate_all_changed");
    expect(events.events.some((e) => e.event.type === "generation_started")).toBe(true);
    events.close();

    steered.state.failUid = null;
    const retried = await server.call(routes.retryGenerateAll, {
      params: { id: s.id },
      body: { workstream_id: "design", subsection_uid: "steps" },
      token: s.owner.token,
    });
    expect(retried.status, retried.text).toBe(200);
    const after = await s.settled(
      (r) =>
        r.status === "finished" &&
        r.sections.some(
          (x) => x.subsection_uid === "steps" && x.workstream_id === "design" && x.status === "done",
        ),
    );
    expect(after.sections.filter((x) => x.status === "failed")).toHaveLength(2);
    // A done section is not retried; an unknown one is not in the run.
    const again = await server.call(routes.retryGenerateAll, {
      params: { id: s.id },
      body: { workstream_id: "design", subsection_uid: "steps" },
      token: s.owner.token,
    });
    expect(again.status).toBe(409);
    const unknown = await server.call(routes.retryGenerateAll, {
      params: { id: s.id },
      body: { workstream_id: "design", subsection_uid: "nope" },
      token: s.owner.token,
    });
    expect(unknown.status).toBe(404);
  });

  it("stops: running sections are abandoned unsaved, queued ones never start", async () => {
    const s = await setup();
    steered.state.hold = true;
    try {
      const started = await server.call(routes.startGenerateAll, {
        params: { id: s.id },
        body: {},
        token: s.owner.token,
      });
      expect(started.status).toBe(200);
      await s.settled((r) => r.sections.filter((x) => x.status === "running").length === 2);
      const twice = await server.call(routes.startGenerateAll, {
        params: { id: s.id },
        body: {},
        token: s.owner.token,
      });
      expect(twice.status).toBe(409);
      const stop = await server.call(routes.stopGenerateAll, { params: { id: s.id }, token: s.owner.token });
      expect(stop.status, stop.text).toBe(200);
      const run = await s.settled((r) => r.status === "stopped");
      expect(run.sections.every((x) => x.status === "stopped")).toBe(true);
      const saved = await server.ctx.db.execute(
        sql`select count(*)::int as n from plan_versions where initiative_id = ${s.id}`,
      );
      expect((saved as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(0);
      const notRunning = await server.call(routes.stopGenerateAll, {
        params: { id: s.id },
        token: s.owner.token,
      });
      expect(notRunning.status).toBe(409);
    } finally {
      steered.state.hold = false;
      for (const release of steered.state.releases.splice(0)) release();
    }
  });

  it("refuses when there is nothing to generate, and viewers may watch but not start", async () => {
    const s = await setup();
    const viewer = await createUser(server);
    await addMember(server, s.initiative, viewer, "viewer");
    expect(
      (await server.call(routes.startGenerateAll, { params: { id: s.id }, body: {}, token: viewer.token }))
        .status,
    ).toBe(403);
    expect(
      (await server.call(routes.getGenerateAll, { params: { id: s.id }, token: viewer.token })).data.run,
    ).toBeNull();
    const first = await server.call(routes.startGenerateAll, {
      params: { id: s.id },
      body: {},
      token: s.owner.token,
    });
    expect(first.status).toBe(200);
    const finished = await s.settled((r) => r.status === "finished");
    expect(finished.sections.filter((x) => x.status !== "done")).toEqual([]);
    const none = await server.call(routes.startGenerateAll, {
      params: { id: s.id },
      body: {},
      token: s.owner.token,
    });
    expect(none.status, none.text).toBe(409);
    expect(none.body.message).toMatch(/nothing to generate/);
  });
});
