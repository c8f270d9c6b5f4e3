import {
  TRACKER_NAMES,
  type TrackerKind,
  type TrackerPush,
  type TrackerPushPreview,
  type TrackerPushState,
} from "@initiative-planner/contract";
import type { Db } from "../../../db/client";
import { notFound } from "../../../http/errors";
import { insertJobUnlessActive } from "../../../jobs/queries";
import { lockInitiative } from "../../plan-shape/queries";
import { findConnection, type StoredConnection } from "../queries";
import { describe, storedSettings } from "../settings";
import { loadPushInputs } from "./inputs";
import { activePush, insertPush, latestPush, type PushRef, type PushRow, parentOf } from "./queries";

/** The job kind of a push to each tracker: pushes to different trackers run side by side. */
export const TRACKER_PUSH_JOBS: Record<TrackerKind, string> = {
  github: "tracker_push:github",
  linear: "tracker_push:linear",
  jira: "tracker_push:jira",
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function pushView(row: PushRow): TrackerPush {
  return {
    id: row.id,
    kind: row.kind as TrackerKind,
    status: row.status,
    requested_by: row.requestedBy,
    total: row.total,
    done: row.done,
    created: row.created,
    updated: row.updated,
    unchanged: row.unchanged,
    closed: row.closed,
    linked: row.linked,
    unlinked: row.unlinked,
    requests: row.requests,
    error: row.error,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    finished_at: iso(row.finishedAt),
  };
}

export const notConnected = (kind: TrackerKind) =>
  notFound(`This initiative is not connected to ${TRACKER_NAMES[kind]}.`);

/** The connection's repository, team or project (`owner/name`, `ENG`, `PLAN`). */
export const targetOf = (row: StoredConnection) =>
  describe(storedSettings(row.kind as TrackerKind, row.settings)).target;

/**
 * Pushes (issue 34, item 2; decisions 120–123), for routes and the sync helper:
 * - `preview(initiativeId, kind, parent)`: what a push would do, worked out from the database (no tracker request);
 * - `enqueuePush(initiativeId, kind, userId, parent)`: queues the durable job (`TRACKER_PUSH_JOBS[kind]`) unless a push
 *   to that tracker is already queued or running (then that one is returned); callers nudge the worker;
 * - `state(initiativeId, kind)`: the latest push and its progress.
 */
export class TrackerPushService {
  constructor(
    private readonly db: Db,
    /** The app's address, for the link back in every issue. */
    private readonly appUrl: string,
  ) {}

  async preview(initiativeId: string, kind: TrackerKind, withParent = false): Promise<TrackerPushPreview> {
    const ref: PushRef = { initiativeId, kind };
    const connection = await findConnection(this.db, ref);
    if (!connection) throw notConnected(kind);
    const target = targetOf(connection);
    const parent = withParent ? { key: parentOf(connection, target)?.key ?? null } : null;
    const { plan, titles, parentDraft } = await loadPushInputs(this.db, ref, {
      appUrl: this.appUrl,
      target,
      parent,
    });
    const title = (id: string) => titles.get(id) ?? null;
    const relation = (r: { taskId: string; dependsOnId: string }) => ({
      task_id: r.taskId,
      depends_on_id: r.dependsOnId,
      task_title: title(r.taskId),
      depends_on_title: title(r.dependsOnId),
    });
    return {
      kind,
      target,
      create: plan.create.map((d) => ({ task_id: d.taskId, title: d.title, key: null })),
      update: plan.update.map((u) => ({ task_id: u.draft.taskId, title: u.draft.title, key: u.link.key })),
      close: plan.close.map((l) => ({ task_id: l.taskId, title: null, key: l.key })),
      unchanged: plan.unchanged,
      link: plan.relate.map(relation),
      unlink: plan.unrelate.map(relation),
      ...(parent
        ? { parent: { title: parentDraft.title, key: parent.key, attach: plan.attach.length } }
        : {}),
    };
  }

  /** `parent`: put every task's issue under the initiative's parent (decision 142). */
  async enqueuePush(
    initiativeId: string,
    kind: TrackerKind,
    userId: string,
    parent = false,
  ): Promise<TrackerPushState> {
    const ref: PushRef = { initiativeId, kind };
    const push = await this.db.transaction(async (tx) => {
      if (!(await lockInitiative(tx, initiativeId)))
        throw notFound("This initiative does not exist any more.");
      if (!(await findConnection(tx, ref))) throw notConnected(kind);
      // A push already queued or running is the answer; its job is made sure of (a no-op while it exists).
      const push = (await activePush(tx, ref)) ?? (await insertPush(tx, ref, userId, parent));
      await insertJobUnlessActive(tx, TRACKER_PUSH_JOBS[kind], initiativeId);
      return push;
    });
    return { push: pushView(push) };
  }

  async state(initiativeId: string, kind: TrackerKind): Promise<TrackerPushState> {
    const row = await latestPush(this.db, { initiativeId, kind });
    return { push: row ? pushView(row) : null };
  }
}

declare module "../../../http/context" {
  interface AppServices {
    /** Pushes of tasks into the trackers: preview, queue, progress. */
    trackerPush: TrackerPushService;
  }
}
