import type { TrackerKind } from "@initiative-planner/contract";
import { and, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../../db/client";
import { trackerConnections } from "../../../db/schema";
import { type ClaimedJob, markJobDone, requeueJob } from "../../../jobs/queries";
import { announce } from "../../events/publish";
import { findConnection, type StoredConnection } from "../queries";
import { storedSettings } from "../settings";
import { trackerAdapter } from "./adapters";
import { type IssueRef, type TrackerAdapter, TrackerPushError } from "./adapters/types";
import { draftHash } from "./draft";
import { loadPushInputs, type PushInputs } from "./inputs";
import { stepsOf } from "./plan";
import {
  activePush,
  deleteRelation,
  listLinks,
  markLinkParent,
  markLinkPushed,
  type PushCounters,
  type PushRef,
  type PushRow,
  parentOf,
  saveLink,
  saveParent,
  saveRelation,
  updatePush,
} from "./queries";
import { TRACKER_PUSH_JOBS, targetOf } from "./service";

export interface TrackerPushDeps {
  db: Db;
  log: FastifyBaseLogger;
  appUrl: string;
  /** The connection's secret, or null when it cannot be opened (sealed with another settings key). */
  openSecret: (row: StoredConnection) => string | null;
  writeIntervalMs: number;
  /** Longest rate-limit wait taken inside a running job (longer: the job is queued again for then). */
  maxWaitMs: number;
  /** How often progress is written and announced, at most. */
  progressEveryMs?: number;
}

/** Rate-limit waits longer than this end the attempt; the job is queued again for the time the tracker named. */
export const TRACKER_PUSH_MAX_WAIT_MS = 120_000;

const KIND_OF_JOB = new Map(
  Object.entries(TRACKER_PUSH_JOBS).map(([kind, job]) => [job, kind as TrackerKind]),
);
/** Wait before resuming a push whose failed attempt had made progress. */
const PROGRESS_RETRY_MS = 1_000;
/** Issues created this long before the push was queued are not its own (clock skew between us and them). */
const ADOPT_MARGIN_MS = 60_000;

/**
 * The durable push job (decision 122): works out the plan from the database, then creates, updates and closes
 * issues and adds and removes relations, recording each issue the moment it exists. A push interrupted by a
 * crash or a failure resumes from the records; an issue created just before the interruption and not yet
 * recorded is found again by its link back (`createdSince`) instead of being created twice.
 */
export async function runTrackerPush(
  deps: TrackerPushDeps,
  job: ClaimedJob,
  signal: AbortSignal,
  workerId: string,
): Promise<void> {
  const { db } = deps;
  const kind = KIND_OF_JOB.get(job.kind)!;
  const ref: PushRef = { initiativeId: job.initiativeId, kind };
  const push = await activePush(db, ref);
  if (!push) {
    await markJobDone(db, job.id);
    return;
  }
  const counters: PushCounters = {
    total: push.total,
    done: push.done,
    created: push.created,
    updated: push.updated,
    unchanged: push.unchanged,
    closed: push.closed,
    linked: push.linked,
    unlinked: push.unlinked,
    requests: push.requests,
  };
  const announcePush = (status: string) =>
    announce(db, deps.log, ref.initiativeId, "tracker_push_changed", {
      kind,
      push_id: push.id,
      status,
      done: counters.done,
      total: counters.total,
    });
  let adapter: TrackerAdapter | null = null;
  const requestsBefore = push.requests;
  const syncRequests = () => {
    if (adapter) counters.requests = requestsBefore + adapter.requests;
  };

  try {
    const connection = await findConnection(db, ref);
    if (!connection)
      throw new TrackerPushError("The tracker was disconnected before the push ran.", { final: true });
    const secret = deps.openSecret(connection);
    if (!secret) {
      throw new TrackerPushError(
        "The tracker's token cannot be read any more: the owner must enter it again.",
        {
          final: true,
        },
      );
    }
    const resumed = push.status === "running";
    await updatePush(db, push.id, { status: "running", error: null });
    adapter = trackerAdapter(storedSettings(kind, connection.settings), secret, {
      signal,
      writeIntervalMs: deps.writeIntervalMs,
      maxWaitMs: deps.maxWaitMs,
    });
    const target = targetOf(connection);
    const parent = () => (push.parent ? { key: parentOf(connection, target)?.key ?? null } : null);
    const load = () => loadPushInputs(db, ref, { appUrl: deps.appUrl, target, parent: parent() });
    let inputs = await load();
    if (resumed && inputs.plan.create.length > 0) {
      inputs = await adoptOrphans(deps, ref, adapter, inputs, push, target, load);
    }
    const { plan } = inputs;
    counters.total = counters.done + stepsOf(plan);
    counters.unchanged = plan.unchanged;
    await updatePush(db, push.id, counters);
    await announcePush("running");

    let flushedAt = Date.now();
    const step = async (counter: keyof PushCounters | null) => {
      if (counter) counters[counter] += 1;
      counters.done += 1;
      syncRequests();
      if (Date.now() - flushedAt >= (deps.progressEveryMs ?? 250)) {
        flushedAt = Date.now();
        await updatePush(db, push.id, counters);
        await announcePush("running");
      }
    };
    const writes = [...plan.create, ...plan.update.map((u) => u.draft)];
    if (writes.length > 0) await adapter.prepare(writes);

    for (const draft of plan.create) {
      signal.throwIfAborted();
      const issue = await adapter.create(draft);
      await saveLink(db, ref, {
        taskId: draft.taskId,
        target,
        ...issue,
        remoteState: issue.state,
        pushedHash: draftHash(draft),
      });
      await step("created");
    }
    for (const { draft, link } of plan.update) {
      signal.throwIfAborted();
      const issue = await adapter.update({ ...link, state: link.remoteState }, draft);
      await markLinkPushed(db, ref, draft.taskId, {
        pushedHash: draftHash(draft),
        remoteState: issue.state,
        closedAt: null,
      });
      await step("updated");
    }
    for (const link of plan.close) {
      signal.throwIfAborted();
      await adapter.close({ ...link, state: link.remoteState });
      await markLinkPushed(db, ref, link.taskId, {
        pushedHash: null,
        remoteState: "closed",
        closedAt: new Date(),
      });
      await step("closed");
    }
    const issues = new Map<string, IssueRef>(
      (await listLinks(db, ref)).filter((l) => l.target === target).map((l) => [l.taskId, l]),
    );
    if (plan.makeParent || plan.attach.length > 0) {
      // One parent per initiative (decision 142), recorded the moment it exists; then every issue under it.
      let under = parentOf(connection, target);
      if (!under) {
        signal.throwIfAborted();
        under = await adapter.createParent(inputs.parentDraft);
        await saveParent(db, ref, { target, ...under });
        await step(null);
      }
      for (const taskId of plan.attach) {
        signal.throwIfAborted();
        const child = issues.get(taskId);
        if (child) {
          await adapter.attach(under, child);
          await markLinkParent(db, ref, taskId, under.key);
        }
        await step(null);
      }
    }
    for (const relation of plan.forget) await deleteRelation(db, ref, relation);
    for (const relation of plan.unrelate) {
      signal.throwIfAborted();
      const blocked = issues.get(relation.taskId);
      const blocker = issues.get(relation.dependsOnId);
      if (blocked && blocker) await adapter.unrelate(blocked, blocker, relation.externalId);
      await deleteRelation(db, ref, relation);
      await step("unlinked");
    }
    // A resumed push asks first (once per blocked issue) whether the relation was made before the interruption.
    const standing = new Map<string, Map<string, string | null>>();
    const madeBefore = async (blocked: IssueRef, blocker: IssueRef) => {
      if (!resumed || !adapter?.blockersOf) return undefined;
      if (!standing.has(blocked.key)) standing.set(blocked.key, await adapter.blockersOf(blocked));
      const map = standing.get(blocked.key)!;
      return map.has(blocker.key) ? (map.get(blocker.key) ?? null) : undefined;
    };
    for (const edge of plan.relate) {
      signal.throwIfAborted();
      const blocked = issues.get(edge.taskId);
      const blocker = issues.get(edge.dependsOnId);
      if (!blocked || !blocker) continue;
      const found = await madeBefore(blocked, blocker);
      const externalId = found !== undefined ? found : await adapter.relate(blocked, blocker);
      await saveRelation(db, ref, { ...edge, externalId });
      await step("linked");
    }

    syncRequests();
    await db.transaction(async (tx) => {
      await updatePush(tx, push.id, { ...counters, status: "done", error: null, finishedAt: new Date() });
      await tx
        .update(trackerConnections)
        .set({ lastPushAt: new Date() })
        .where(and(eq(trackerConnections.initiativeId, ref.initiativeId), eq(trackerConnections.kind, kind)));
      await markJobDone(tx, job.id);
    });
    await announcePush("done");
    // The task table shows each task's links: the pages of the teams whose tasks gained or changed one reload.
    const touched = new Set(
      [...plan.create, ...plan.update.map((u) => u.draft)].map((d) => inputs.workstreams.get(d.taskId)!),
    );
    for (const workstreamId of touched) {
      await announce(db, deps.log, ref.initiativeId, "tasks_changed", { workstream_id: workstreamId });
    }
  } catch (error) {
    if (signal.aborted) throw error;
    syncRequests();
    try {
      await settle(deps, { job, push, counters, workerId }, error);
    } finally {
      await announcePush(await statusNow(db, ref, push.id));
    }
  }
}

/** Issues a crashed attempt created but did not record: recorded now (to be updated), not created again. */
async function adoptOrphans(
  deps: TrackerPushDeps,
  ref: PushRef,
  adapter: TrackerAdapter,
  inputs: PushInputs,
  push: PushRow,
  target: string,
  load: () => Promise<PushInputs>,
): Promise<PushInputs> {
  const found = await adapter.createdSince(new Date(push.createdAt.getTime() - ADOPT_MARGIN_MS));
  let adopted = 0;
  for (const draft of inputs.plan.create) {
    const issue = found.get(draft.taskId);
    if (!issue) continue;
    await saveLink(deps.db, ref, {
      taskId: draft.taskId,
      target,
      ...issue,
      remoteState: issue.state,
      pushedHash: null,
    });
    adopted += 1;
  }
  if (adopted > 0)
    deps.log.info({ ...ref, adopted }, "tracker push: adopted issues created before an interruption");
  return adopted > 0 ? load() : inputs;
}

async function statusNow(db: Db, ref: PushRef, pushId: string) {
  const active = await activePush(db, ref);
  return active?.id === pushId ? active.status : "failed";
}

/**
 * A failed attempt: a rate limit longer than a job waits queues the job again for then (the attempt is given
 * back); a failure a person must fix, or the last attempt, fails the push with the reason; anything else is
 * retried (at once, with the attempt given back, when this attempt made progress; else by the worker with its
 * back-off), and resumes.
 */
async function settle(
  deps: TrackerPushDeps,
  at: { job: ClaimedJob; push: PushRow; counters: PushCounters; workerId: string },
  error: unknown,
) {
  const { db } = deps;
  const { job, push, counters } = at;
  const known = error instanceof TrackerPushError ? error : null;
  if (!known) deps.log.error({ err: error, jobId: job.id }, "tracker push failed unexpectedly");
  const message = known?.message ?? "The push failed unexpectedly.";
  if (known?.options.retryAfterMs !== undefined) {
    await updatePush(db, push.id, { ...counters, error: message });
    await requeueJob(db, job.id, at.workerId, known.options.retryAfterMs, message, true);
    return;
  }
  const fail = () =>
    db.transaction(async (tx) => {
      await updatePush(tx, push.id, {
        ...counters,
        status: "failed",
        error: message,
        finishedAt: new Date(),
      });
      await markJobDone(tx, job.id);
    });
  if (known?.options.final) return fail();
  // An attempt that moved the push on gives its attempt back: only attempts that get nowhere end a long push.
  if (counters.done > push.done) {
    await updatePush(db, push.id, { ...counters, error: `${message} Trying again shortly.` });
    await requeueJob(db, job.id, at.workerId, PROGRESS_RETRY_MS, message, true);
    return;
  }
  if (job.attempts >= job.maxAttempts) return fail();
  await updatePush(db, push.id, { ...counters, error: `${message} Trying again shortly.` });
  throw error;
}
