import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { initiativeIdColumn } from "./schema-initiatives";

/**
 * An initiative's connection to an issue tracker (issue 34). `settings` holds what is not secret
 * (addresses, repository/team/project); the token is sealed with the settings key, never returned.
 */
export const trackerConnections = pgTable(
  "tracker_connections",
  {
    initiativeId: initiativeIdColumn(),
    kind: text("kind").notNull(),
    settings: jsonb("settings").$type<Record<string, string>>().notNull(),
    secretEncrypted: text("secret_encrypted").notNull(),
    account: text("account").notNull(),
    connectedBy: text("connected_by"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    lastPushAt: timestamp("last_push_at", { withTimezone: true }),
    lastSyncAt: timestamp("last_sync_at", { withTimezone: true }),
    /** The secret webhook deliveries are signed with (issue 34, item 3), sealed with SETTINGS_KEY. */
    webhookSecretEncrypted: text("webhook_secret_encrypted"),
    /**
     * The initiative's parent there (migration 0017, decision 142): a GitHub issue holding the tasks' issues as
     * sub-issues, a Linear project, a Jira epic; made by the first push asked for one, in `parent_target`.
     */
    parentTarget: text("parent_target"),
    parentExternalId: text("parent_external_id"),
    parentKey: text("parent_key"),
    parentUrl: text("parent_url"),
  },
  (t) => [
    primaryKey({ columns: [t.initiativeId, t.kind] }),
    check("tracker_connections_kind", sql`${t.kind} in ('github', 'linear', 'jira')`),
  ],
);

/**
 * Pushed tasks (issue 34, migration 0013): each task's issue in a tracker. No foreign key to `tasks` on
 * purpose (decision 120): a task deleted here leaves its row as a tombstone until a push closes the issue
 * there (`closed_at`); an undone deletion (same task id) finds its issue again. `target` is the repository,
 * team or project the issue lives in; `pushed_hash` fingerprints the fields last pushed, so an unchanged task
 * costs no request.
 */
export const taskExternal = pgTable(
  "task_external",
  {
    initiativeId: initiativeIdColumn(),
    taskId: uuid("task_id").notNull(),
    kind: text("kind").notNull(),
    target: text("target").notNull(),
    /** GitHub: the id (not its number); Linear: the UUID; Jira: the id. */
    externalId: text("external_id").notNull(),
    /** What people call it: `#12`, `ENG-12`, `PLAN-12`. */
    key: text("key").notNull(),
    url: text("url").notNull(),
    /** Last pushed or synced. */
    syncedAt: timestamp("synced_at", { withTimezone: true }).notNull().defaultNow(),
    /** The tracker's state as last seen (`open`/`closed`, a Linear state type, a Jira status category). */
    remoteState: text("remote_state"),
    remoteUpdatedAt: timestamp("remote_updated_at", { withTimezone: true }),
    pushedHash: text("pushed_hash"),
    /** When a push closed the issue because the task was deleted here. */
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** The key of the parent the issue was put under (decision 142), or null. */
    parentKey: text("parent_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "task_external_task_id_kind_pk", columns: [t.taskId, t.kind] }),
    check("task_external_kind", sql`${t.kind} in ('github', 'linear', 'jira')`),
    index("task_external_initiative_idx").on(t.initiativeId, t.kind),
    index("task_external_key_idx").on(t.kind, t.externalId),
  ],
);

/** "task_id depends on depends_on_id" as pushed: the tracker's relation, with its id when it gives one. */
export const taskExternalRelations = pgTable(
  "task_external_relations",
  {
    initiativeId: initiativeIdColumn(),
    kind: text("kind").notNull(),
    taskId: uuid("task_id").notNull(),
    dependsOnId: uuid("depends_on_id").notNull(),
    externalId: text("external_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "task_external_relations_pk", columns: [t.kind, t.taskId, t.dependsOnId] }),
    index("task_external_relations_initiative_idx").on(t.initiativeId, t.kind),
  ],
);

/** One push of an initiative to a tracker, run by the job `tracker_push:<kind>`; counters are its progress. */
export const trackerPushes = pgTable(
  "tracker_pushes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    initiativeId: initiativeIdColumn(),
    kind: text("kind").notNull(),
    status: text("status").$type<"queued" | "running" | "done" | "failed">().notNull().default("queued"),
    requestedBy: text("requested_by").notNull(),
    total: integer("total").notNull().default(0),
    done: integer("done").notNull().default(0),
    created: integer("created").notNull().default(0),
    updated: integer("updated").notNull().default(0),
    unchanged: integer("unchanged").notNull().default(0),
    closed: integer("closed").notNull().default(0),
    linked: integer("linked").notNull().default(0),
    unlinked: integer("unlinked").notNull().default(0),
    requests: integer("requests").notNull().default(0),
    /** Asked to put every task's issue under one parent per initiative (decision 142). */
    parent: boolean("parent").notNull().default(false),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    check("tracker_pushes_kind", sql`${t.kind} in ('github', 'linear', 'jira')`),
    check("tracker_pushes_status", sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
    index("tracker_pushes_initiative_idx").on(t.initiativeId, t.kind, t.createdAt),
  ],
);
