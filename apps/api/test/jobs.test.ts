import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createJobs } from "../src/compose";
import { aiUsage, jobs, subsections } from "../src/db/schema";
import { PlannerError } from "../src/planner/planner";
import { addMember, createInitiative, createUser } from "./factories";
import { startTestServer, type TestServer } from "./harness";
import { details, eventually, ScriptedPlanner, waitForStatus } from "./planning-support";
import { dbKinds } from "./test-db";

const FAST_JOBS = { pollMs: 50, leaseMs: 2_000, backoffMs: [20, 40] };

describe.each(dbKinds())("workstream generation jobs on %s", (kind) => {
  let server: TestServer;
  const planner = new ScriptedPlanner();
  beforeAll(async () => {
    server = await startTestServer(kind, { AI_CALLS_PER_MINUTE: "0" }, [], { planner, jobs: FAST_JOBS });
  });
  afterAll(async () => server?.close());
  afterEach(() => {
    planner.propose = null;
  });

  const jobOf = async (initiativeId: string) =>
    (await server.ctx.db.select().from(jobs).where(eq(jobs.initiativeId, initiativeId)))[0]!;

  it("plans a new initiative: name, 3–7 workstreams with 3–6 subsections, WORKSTREAM_CREATED", async () => {
    const owner = await createUser(server);
    const idea = "A loyalty programme for our coffee shops with a mobile app and points for every visit";
    const initiative = await createInitiative(server, owner, { description: idea });
    expect(initiative.status).toBe("CREATED");
    const planned = await waitForStatus(server, owner, initiative.id, "WORKSTREAM_CREATED");
    expect(planned.workstreams.length).toBeGreaterThanOrEqual(3);
    expect(planned.workstreams.length).toBeLessThanOrEqual(7);
    expect(planned.heading.name.length).toBeGreaterThan(0);
    for (const ws of planned.workstreams) {
      const subs = await server.ctx.db.select().from(subsections).where(eq(subsections.workstreamId, ws.id));
      const mine = subs.filter((s) => s.initiativeId === initiative.id);
      expect(mine.length).toBeGreaterThanOrEqual(3);
      expect(mine.length).toBeLessThanOrEqual(6);
    }
    const job = await jobOf(initiative.id);
    expect(job).toMatchObject({ status: "done", attempts: 1 });
    // The proposal's usage is charged to the owner; the creation request itself counted once as a call
    // (the AI gate, decision 016) at no tokens.
    const usage = await server.ctx.db.select().from(aiUsage).where(eq(aiUsage.initiativeId, initiative.id));
    const proposals = usage.filter((row) => row.kind === "propose");
    expect(proposals).toHaveLength(1);
    expect(proposals[0]).toMatchObject({ userId: owner.id });
    expect(proposals[0]!.inputTokens + proposals[0]!.outputTokens).toBeGreaterThan(0);
    const requests = usage.filter((row) => row.kind === "propose_request");
    expect(requests).toMatchObject([{ userId: owner.id, inputTokens: 0, outputTokens: 0 }]);
    expect(usage).toHaveLength(2);
  });

  it("retries with back-off, marks the initiative FAILED with a reason after 3 attempts, and retries on request", async () => {
    const owner = await createUser(server);
    let calls = 0;
    planner.propose = async () => {
      calls++;
      throw new PlannerError("The model answered with something that is not a plan.", "invalid_output");
    };
    const initiative = await createInitiative(server, owner);
    const failed = await waitForStatus(server, owner, initiative.id, "FAILED");
    expect(calls).toBe(3);
    expect(failed.heading.failure_reason).toContain("after 3 attempts");
    expect(failed.heading.failure_reason).toContain("not a plan");
    expect(await jobOf(initiative.id)).toMatchObject({ status: "failed", attempts: 3 });

    planner.propose = null;
    const retried = await server.request("POST", `/portal/initiative/${initiative.id}/retry`, {
      token: owner.token,
    });
    expect(retried.status).toBe(200);
    expect(retried.body.data).toMatchObject({ id: initiative.id, status: "CREATED", failure_reason: null });
    const planned = await waitForStatus(server, owner, initiative.id, "WORKSTREAM_CREATED");
    expect(planned.workstreams.length).toBeGreaterThanOrEqual(3);
    expect(planned.heading.failure_reason).toBeNull();

    const again = await server.request("POST", `/portal/initiative/${initiative.id}/retry`, {
      token: owner.token,
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, error: "conflict" });
    expect(again.body.message).toContain("only a failed planning can be retried");
  });

  it("lets editors retry but not viewers or strangers; a plain error gives a generic reason", async () => {
    const owner = await createUser(server);
    const viewer = await createUser(server);
    const editor = await createUser(server);
    const stranger = await createUser(server);
    planner.propose = async () => {
      throw new Error("socket hang up at 10.0.0.3:5432");
    };
    const initiative = await createInitiative(server, owner);
    await addMember(server, initiative, viewer, "viewer");
    await addMember(server, initiative, editor, "editor");
    const failed = await waitForStatus(server, owner, initiative.id, "FAILED");
    expect(failed.heading.failure_reason).not.toContain("10.0.0.3");
    expect(failed.heading.failure_reason).toContain("server log");
    planner.propose = null;
    const path = `/portal/initiative/${initiative.id}/retry`;
    expect((await server.request("POST", path, { token: stranger.token })).status).toBe(403);
    expect((await server.request("POST", path, { token: viewer.token })).status).toBe(403);
    expect((await server.request("POST", path, { token: editor.token })).status).toBe(200);
    await waitForStatus(server, owner, initiative.id, "WORKSTREAM_CREATED");
  });

  it("resumes a job whose worker crashed once its lease expires", async () => {
    const owner = await createUser(server);
    const original = server.ctx.services.jobs;
    let started = 0;
    planner.propose = (_idea, options) => {
      started++;
      // Hangs like a worker that died mid-call; only its own abort ends it.
      return new Promise((_, reject) =>
        options?.signal?.addEventListener("abort", () => reject(options.signal?.reason)),
      );
    };
    const initiative = await createInitiative(server, owner);
    await eventually(async () => (await jobOf(initiative.id)).status === "running" && started === 1);
    const claimed = await jobOf(initiative.id);
    expect(claimed.lockedBy).toBe(original.id);
    original.halt();

    planner.propose = null;
    const successor = createJobs(server.ctx, { ...FAST_JOBS, leaseMs: 300, workerId: "successor" });
    successor.start();
    try {
      // The crashed worker's lease (2 s) must run out before the successor may take the job.
      const stillHeld = await jobOf(initiative.id);
      expect(stillHeld.lockedBy).toBe(original.id);
      await waitForStatus(server, owner, initiative.id, "WORKSTREAM_CREATED");
      const job = await jobOf(initiative.id);
      expect(job).toMatchObject({ status: "done", lockedBy: "successor", attempts: 2 });
    } finally {
      await successor.stop();
      original.start();
      server.ctx.services.jobs = original;
    }
  });

  it("hands running jobs back to the queue, without using an attempt, on a graceful stop", async () => {
    const owner = await createUser(server);
    const worker = server.ctx.services.jobs;
    planner.propose = (_idea, options) =>
      new Promise((_, reject) => {
        if (options?.signal?.aborted) reject(options.signal.reason);
        options?.signal?.addEventListener("abort", () => reject(options.signal?.reason));
      });
    const initiative = await createInitiative(server, owner);
    await eventually(async () => (await jobOf(initiative.id)).status === "running");
    await worker.stop();
    expect(await jobOf(initiative.id)).toMatchObject({ status: "queued", attempts: 0, lockedBy: null });
    expect((await details(server, owner, initiative.id)).heading.status).toBe("CREATED");
    planner.propose = null;
    worker.start();
    await waitForStatus(server, owner, initiative.id, "WORKSTREAM_CREATED");
  });
});
