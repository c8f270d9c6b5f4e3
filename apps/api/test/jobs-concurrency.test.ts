import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../src/db/client";
import { jobs } from "../src/db/schema";
import { WORKSTREAM_GENERATION } from "../src/jobs/queue";
import { createJobWorker, type JobWorker } from "../src/jobs/worker";
import { workstreamGenerationJob } from "../src/modules/planning/workstream-generation";
import { createOfflinePlanner } from "../src/planner/offline/offline-planner";
import type { Planner } from "../src/planner/planner";
import { createInitiative, createUser } from "./factories";
import { startTestServer, type TestServer } from "./harness";
import { sleep, waitForStatus } from "./planning-support";
import { dbKinds, openTestDatabase } from "./test-db";

const quiet = { info() {}, warn() {}, error() {} };

/** Counts proposals per idea and the most that ever ran at once for one idea. */
function countingPlanner(delayMs: number) {
  const offline = createOfflinePlanner({ delayMs: 0 });
  const calls = new Map<string, number>();
  const running = new Map<string, number>();
  let maxOverlap = 0;
  const planner: Planner = {
    ...offline,
    info: offline.info,
    async proposePlan(idea, options) {
      calls.set(idea, (calls.get(idea) ?? 0) + 1);
      running.set(idea, (running.get(idea) ?? 0) + 1);
      maxOverlap = Math.max(maxOverlap, running.get(idea)!);
      try {
        await sleep(delayMs);
        return await offline.proposePlan(idea, options);
      } finally {
        running.set(idea, running.get(idea)! - 1);
      }
    },
  };
  return { planner, calls, maxOverlap: () => maxOverlap };
}

describe.each(dbKinds())("two workers on one %s database", (kind) => {
  let server: TestServer;
  let second: { database: Database; worker: JobWorker } | null = null;
  // Renewal must keep the lease: each proposal outlasts the lease twice over.
  // A 2 s lease leaves a renewal room on a busy two-core machine (a 1 s one was lost there once).
  const settings = { pollMs: 20, leaseMs: 2_000, backoffMs: [20], concurrency: 3 };
  const counting = countingPlanner(4_000);

  beforeAll(async () => {
    const database = await openTestDatabase(kind);
    server = await startTestServer(kind, { AI_CALLS_PER_MINUTE: "0" }, [], {
      database,
      planner: counting.planner,
      jobs: { ...settings, workerId: "worker-a" },
    });
    // A second "process": its own connection pool to the same PostgreSQL (PGlite has one session).
    const otherDb = database.url ? await openDatabase({ databaseUrl: database.url, poolSize: 4 }) : database;
    const worker = createJobWorker(
      {
        db: otherDb.db,
        log: quiet,
        workerId: "worker-b",
        handlers: {
          [WORKSTREAM_GENERATION]: workstreamGenerationJob({
            db: otherDb.db,
            planner: () => counting.planner,
            recordUsage: async () => {},
            log: quiet,
          }),
        },
      },
      settings,
    );
    worker.start();
    second = { database: otherDb, worker };
  });
  afterAll(async () => {
    await second?.worker.stop();
    if (second && second.database !== server.ctx.database) await second.database.close();
    await server?.close();
  });

  it("never runs one initiative twice, and shares the work", async () => {
    const owner = await createUser(server);
    const ideas = Array.from(
      { length: 8 },
      (_, i) => `Initiative number ${i}: a warehouse robotics pilot ${Date.now()}`,
    );
    const created = await Promise.all(
      ideas.map((description) => createInitiative(server, owner, { description })),
    );
    await Promise.all(created.map((i) => waitForStatus(server, owner, i.id, "WORKSTREAM_CREATED", 30_000)));
    for (const idea of ideas) expect(counting.calls.get(idea), idea).toBe(1);
    expect(counting.maxOverlap()).toBe(1);
    const rows = await Promise.all(
      created.map(
        async (i) => (await server.ctx.db.select().from(jobs).where(eq(jobs.initiativeId, i.id)))[0]!,
      ),
    );
    expect(rows.every((r) => r.status === "done" && r.attempts === 1)).toBe(true);
    // Both workers took part (each runs at most 3 at a time, so 8 jobs cannot all go to one at once).
    expect(new Set(rows.map((r) => r.lockedBy))).toEqual(new Set(["worker-a", "worker-b"]));
  });
});
