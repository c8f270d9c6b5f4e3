import type { GenerateAllRun, GenerateAllSectionStatus, StreamEvent } from "@initiative-planner/contract";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/raw-sql";
import { AppError } from "../../http/errors";
import type { SseWriter } from "../../http/sse";
import { type ClaimedJob, LeaseLostError, lockHeldJob, markJobDone } from "../../jobs/queries";
import type { Planner } from "../../planner/planner";
import type { AiQuota } from "../ai-usage/service";
import { announce } from "../events/publish";
import { lockInitiative } from "../plan-shape/queries";
import { runPlanStream } from "../planning/plan-stream";
import { findPlanSubject } from "../planning/queries";
import { breakdownStream } from "../tasks/breakdown";
import { ACTIVE_RUN, latestRun, moveSections, type SectionKey, setRunStatus, setSection } from "./queries";

export interface GenerateAllDeps {
  db: Db;
  workerId: string;
  planner: Planner;
  quota: AiQuota;
  log: FastifyBaseLogger;
  /** Sections generated at the same time (GENERATE_ALL_CONCURRENCY). */
  concurrency: number;
  /** False when no page can be following the initiative (live chunks would go nowhere). */
  watched: (initiativeId: string) => boolean;
  /** How often a running job looks for a Stop. */
  pollMs?: number;
}

const STOPPED = "stopped by a person";

/** A stream sink: the section's outcome instead of an HTTP response. */
function sectionSink(signal: AbortSignal) {
  const outcome: { version: number | null; error: string | null } = { version: null, error: null };
  const sink: SseWriter = {
    signal,
    started: true,
    send(event: StreamEvent) {
      if (event.type === "done") outcome.version = event.data.version;
      if (event.type === "error") outcome.error = event.data.message;
    },
    write() {},
    end() {},
  };
  return { sink, outcome };
}

/**
 * Generate all (issue 32, item 5): plans the queued sections of the initiative's active run, a few
 * at a time, each exactly as the single-section stream does (lease, live chunks, a saved version by
 * the person who asked, usage under their AI limits). A section's failure is that section's only;
 * a Stop abandons running sections unsaved. Durable: a successor worker re-queues what was running.
 */
export async function runGenerateAll(
  deps: GenerateAllDeps,
  job: ClaimedJob,
  signal: AbortSignal,
): Promise<void> {
  const { db, log } = deps;
  const initiativeId = job.initiativeId;
  const active = new Map<string, { controller: AbortController; done: Promise<void> }>();
  const keyOf = (s: SectionKey) => `${s.workstreamId}/${s.subsectionUid}`;
  const changed = (runId: string) =>
    announce(db, log, initiativeId, "generate_all_changed", { run_id: runId });

  let run = await latestRun(db, initiativeId);
  // What a crashed or stopped predecessor was running goes back in the queue.
  if (run && (run.status === "running" || run.status === "stopping"))
    await moveSections(db, run.id, "running", "queued");

  const runSection = async (current: GenerateAllRun, key: SectionKey, controller: AbortController) => {
    let change: { status: GenerateAllSectionStatus; version?: number | null; error?: string | null };
    try {
      change = await generateSection(deps, current, { initiativeId, ...key }, controller.signal);
    } catch (error) {
      log.warn({ err: error, initiativeId, ...key }, "generate all: section failed");
      change = { status: "failed", error: "The section could not be generated. Use Retry to try again." };
    }
    // Stopped by a person, or abandoned by a stopping worker (its successor runs it again).
    if (controller.signal.aborted)
      change = { status: controller.signal.reason === STOPPED ? "stopped" : "queued" };
    await setSection(db, current.id, key, change, ["running"]);
    await changed(current.id);
  };

  try {
    for (;;) {
      signal.throwIfAborted();
      run = await latestRun(db, initiativeId);
      if (!run || (run.status !== "running" && run.status !== "stopping")) {
        if (await finishJob(db, job, deps.workerId)) return;
        continue;
      }
      if (run.status === "stopping") {
        for (const { controller } of active.values()) controller.abort(STOPPED);
        await Promise.allSettled([...active.values()].map((a) => a.done));
        await moveSections(db, run.id, "queued", "stopped");
        await setRunStatus(db, run.id, "stopped", ["stopping"]);
        await changed(run.id);
        continue;
      }
      const queued = run.sections.filter((s) => s.status === "queued" && !active.has(keyOf(toKey(s))));
      for (const section of queued.slice(0, Math.max(0, deps.concurrency - active.size))) {
        const key = toKey(section);
        if (!(await setSection(db, run.id, key, { status: "running" }, ["queued"]))) continue;
        const controller = new AbortController();
        const current = run;
        const done = runSection(current, key, controller).finally(() => active.delete(keyOf(key)));
        active.set(keyOf(key), { controller, done });
      }
      if (active.size > 0) await changed(run.id);
      if (active.size === 0 && queued.length === 0) {
        await setRunStatus(db, run.id, "finished", ["running"]);
        await changed(run.id);
        continue;
      }
      await Promise.race([...[...active.values()].map((a) => a.done), delay(deps.pollMs ?? 500, signal)]);
    }
  } catch (error) {
    // Shutdown or a lost lease: running sections are abandoned unsaved and re-queued by the successor.
    for (const { controller } of active.values()) controller.abort(signal.reason ?? error);
    await Promise.allSettled([...active.values()].map((a) => a.done));
    throw error;
  }
}

const toKey = (s: { workstream_id: string; subsection_uid: string }): SectionKey => ({
  workstreamId: s.workstream_id,
  subsectionUid: s.subsection_uid,
});

/** Marks the job done unless a run was queued meanwhile (checked under the initiative's lock). */
async function finishJob(db: Db, job: ClaimedJob, workerId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await lockHeldJob(tx, job.id, workerId))) throw new LeaseLostError();
    await lockInitiative(tx, job.initiativeId);
    const active = await rowsOf(
      tx,
      sql`select id from generate_all_runs where initiative_id = ${job.initiativeId} and ${ACTIVE_RUN}`,
    );
    if (active.length > 0) return false;
    await markJobDone(tx, job.id);
    return true;
  });
}

async function generateSection(
  deps: GenerateAllDeps,
  run: GenerateAllRun,
  target: { initiativeId: string } & SectionKey,
  signal: AbortSignal,
): Promise<{ status: "done" | "failed"; version?: number | null; error?: string | null }> {
  const { db, planner } = deps;
  const plan = {
    initiativeId: target.initiativeId,
    workstreamId: target.workstreamId,
    subsectionUid: target.subsectionUid,
  };
  const subject = await findPlanSubject(db, plan);
  if (!subject) return { status: "failed", error: "This section was removed from the plan." };
  // Written by someone since the run started: theirs stands.
  if (subject.content.trim() !== "") return { status: "done", version: subject.version };
  let reservation: Awaited<ReturnType<AiQuota["admit"]>>;
  try {
    reservation = await deps.quota.admit({ userId: run.requested_by.id, initiativeId: target.initiativeId });
  } catch (error) {
    if (error instanceof AppError) return { status: "failed", error: error.message };
    throw error;
  }
  const { sink, outcome } = sectionSink(signal);
  const common = {
    db,
    planner,
    userId: run.requested_by.id,
    actorName: run.requested_by.name,
    watched: () => deps.watched(target.initiativeId),
    target: plan,
    sse: sink,
    reservation,
    log: deps.log,
    save: true,
  };
  try {
    if (target.subsectionUid === "") {
      const breakdown = breakdownStream({ db, planner, target: plan, userId: run.requested_by.id });
      await runPlanStream({
        ...common,
        kind: "task_breakdown",
        open: breakdown.open,
        persist: breakdown.persist,
      });
      if (outcome.error === null && outcome.version !== null) {
        await announce(db, deps.log, target.initiativeId, "tasks_changed", {
          workstream_id: target.workstreamId,
        });
      }
    } else {
      await runPlanStream({
        ...common,
        kind: "subsection",
        open: (s, streamSignal, onUsage) =>
          planner.streamSubsection({
            idea: s.idea,
            initiativeName: s.initiativeName,
            workstream: s.workstream,
            otherWorkstreams: s.otherWorkstreams,
            writtenSections: s.writtenSections,
            documents: s.documents,
            subsection: s.subsection ?? undefined,
            signal: streamSignal,
            onUsage,
          }),
      });
    }
  } catch (error) {
    // Refusals before any output (the plan is being generated elsewhere, or was removed).
    if (error instanceof AppError) return { status: "failed", error: error.message };
    throw error;
  }
  if (outcome.error !== null) return { status: "failed", error: outcome.error };
  return { status: "done", version: outcome.version };
}

function delay(ms: number, signal: AbortSignal) {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    }
    signal.addEventListener("abort", done, { once: true });
  });
}
