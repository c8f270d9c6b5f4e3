import type {
  CommunicationMode,
  DocumentContentType,
  InitiativeStatus,
  InviteRole,
  PlanSource,
  Priority,
  Role,
  Task,
  TaskProposal,
} from "@initiative-planner/contract";
import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    picture: text("picture"),
    workstream: text("workstream"),
    authProvider: text("auth_provider").notNull(),
    lastLoggedInAt: timestamp("last_logged_in_at", { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [index("users_email_idx").on(sql`lower(${t.email})`)],
);

/** Refresh tokens of the dev identity provider, stored hashed so a database leak reveals none. */
export const devRefreshTokens = pgTable("dev_refresh_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  uid: text("uid").notNull(),
  email: text("email").notNull(),
  name: text("name").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp("revoked_at", { withTimezone: true }),
});

export const initiatives = pgTable(
  "initiatives",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id),
    name: text("name").notNull(),
    description: text("description").notNull(),
    dueAt: timestamp("date_due_completion", { withTimezone: true }),
    priority: text("priority").$type<Priority>().notNull().default("HIGH"),
    status: text("status").$type<InitiativeStatus>().notNull().default("CREATED"),
    communicationMode: text("communication_mode").$type<CommunicationMode>().notNull().default("SLACK"),
    progress: integer("progress").notNull().default(0),
    failureReason: text("failure_reason"),
    ...timestamps,
  },
  (t) => [
    index("initiatives_owner_idx").on(t.ownerId, t.createdAt),
    // Trigram index for case-insensitive substring search over name and description.
    index("initiatives_search_trgm_idx").using(
      "gin",
      sql`(${t.name} || ' ' || ${t.description}) gin_trgm_ops`,
    ),
  ],
);

/** Everyone with access to an initiative, the owner included (role owner|editor|viewer). */
export const initiativeMembers = pgTable(
  "initiative_members",
  {
    initiativeId: uuid("initiative_id")
      .notNull()
      .references(() => initiatives.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").$type<Role>().notNull(),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
    // Denormalised from initiatives so "my initiatives, newest first" is one index range scan.
    initiativeCreatedAt: timestamp("initiative_created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.initiativeId, t.userId] }),
    index("initiative_members_user_idx").on(t.userId, t.initiativeCreatedAt.desc(), t.initiativeId),
  ],
);

export const workstreams = pgTable(
  "workstreams",
  {
    initiativeId: uuid("initiative_id")
      .notNull()
      .references(() => initiatives.id, { onDelete: "cascade" }),
    id: text("id").notNull(),
    name: text("name").notNull(),
    position: integer("position").notNull(),
    taskBreakdown: text("task_breakdown").notNull().default(""),
    taskBreakdownVersion: integer("task_breakdown_version").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.initiativeId, t.id] })],
);

export const subsections = pgTable(
  "subsections",
  {
    initiativeId: uuid("initiative_id").notNull(),
    workstreamId: text("workstream_id").notNull(),
    uid: text("uid").notNull(),
    displayName: text("display_name").notNull(),
    placeholder: text("placeholder").notNull(),
    position: integer("position").notNull(),
    content: text("content").notNull().default(""),
    version: integer("version").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.initiativeId, t.workstreamId, t.uid] }),
    foreignKey({
      columns: [t.initiativeId, t.workstreamId],
      foreignColumns: [workstreams.initiativeId, workstreams.id],
    }).onDelete("cascade"),
  ],
);

/**
 * Every saved text of a plan. `subsection_uid` is '' for a workstream's task breakdown.
 * Sources: generate, improve, save, restore.
 */
export const planVersions = pgTable(
  "plan_versions",
  {
    initiativeId: uuid("initiative_id")
      .notNull()
      .references(() => initiatives.id, { onDelete: "cascade" }),
    workstreamId: text("workstream_id").notNull(),
    subsectionUid: text("subsection_uid").notNull(),
    version: integer("version").notNull(),
    content: text("content").notNull(),
    source: text("source").$type<PlanSource>().notNull(),
    createdBy: text("created_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.initiativeId, t.workstreamId, t.subsectionUid, t.version] }),
    // Counts a user's saves of the last minute (the save rate limit).
    index("plan_versions_created_by_time_idx").on(t.createdBy, t.createdAt),
  ],
);

/** Structured tasks of a workstream; `depends_on` holds ids of tasks of the same initiative. */
export const tasks = pgTable(
  "tasks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    initiativeId: uuid("initiative_id").notNull(),
    workstreamId: text("workstream_id").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    ownerRole: text("owner_role").notNull(),
    estimateDays: real("estimate_days").notNull(),
    dependsOn: uuid("depends_on").array().notNull().default(sql`'{}'::uuid[]`),
    status: text("status").notNull().default("todo"),
    assigneeId: text("assignee_id"),
    dueDate: date("due_date"),
    position: integer("position").notNull(),
    ...timestamps,
  },
  (t) => [
    foreignKey({
      name: "tasks_workstream_fk",
      columns: [t.initiativeId, t.workstreamId],
      foreignColumns: [workstreams.initiativeId, workstreams.id],
    }).onDelete("cascade"),
    index("tasks_initiative_idx").on(t.initiativeId, t.workstreamId, t.position),
  ],
);

/** Durable background work, claimed with a lease (FOR UPDATE SKIP LOCKED). */
export const jobs = pgTable(
  "jobs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind").notNull(),
    initiativeId: uuid("initiative_id")
      .notNull()
      .references(() => initiatives.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(3),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lockedBy: text("locked_by"),
    lastError: text("last_error"),
    ...timestamps,
  },
  (t) => [
    index("jobs_due_idx").on(t.status, t.runAt),
    uniqueIndex("jobs_one_active_idx")
      .on(t.initiativeId, t.kind)
      .where(sql`${t.status} in ('queued', 'running')`),
  ],
);

/** Short leases that keep one generation per plan at a time across API instances. */
export const streamLeases = pgTable("stream_leases", {
  key: text("key").primaryKey(),
  holder: text("holder").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/** One row per model call: rate limits, the daily token budget and usage reporting. */
export const aiUsage = pgTable(
  "ai_usage",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: text("user_id").notNull(),
    initiativeId: uuid("initiative_id"),
    kind: text("kind").notNull(),
    provider: text("provider").notNull(),
    model: text("model").notNull(),
    inputTokens: integer("input_tokens").notNull().default(0),
    outputTokens: integer("output_tokens").notNull().default(0),
    reservedTokens: integer("reserved_tokens").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    durationMs: integer("duration_ms").notNull().default(0),
    /** Estimated from the price table at the time of the call; null when the model has no price. */
    costUsd: doublePrecision("cost_usd"),
    /** The plan version a generation wrote (History dialog). */
    workstreamId: text("workstream_id"),
    subsectionUid: text("subsection_uid"),
    planVersion: integer("plan_version"),
  },
  (t) => [
    index("ai_usage_user_time_idx").on(t.userId, t.createdAt),
    index("ai_usage_initiative_idx").on(t.initiativeId, t.workstreamId, t.subsectionUid, t.planVersion),
    index("ai_usage_time_idx").on(t.createdAt),
  ],
);

/** The AI provider chosen by an admin (one row); the key is AES-GCM encrypted. */
export const aiSettings = pgTable(
  "ai_settings",
  {
    id: integer("id").primaryKey().default(1),
    provider: text("provider").notNull(),
    model: text("model"),
    baseUrl: text("base_url"),
    apiKeyEncrypted: text("api_key_encrypted"),
    updatedBy: text("updated_by"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  () => [check("ai_settings_single_row", sql`"id" = 1`)],
);

/** What changed on an initiative, kept a while for Last-Event-ID resumption of the events stream. */
export const initiativeEvents = pgTable(
  "initiative_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    initiativeId: uuid("initiative_id").notNull(),
    type: text("type").notNull(),
    data: jsonb("data").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("initiative_events_initiative_idx").on(t.initiativeId, t.id)],
);

export const invites = pgTable(
  "invites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    initiativeId: uuid("initiative_id")
      .notNull()
      .references(() => initiatives.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role").$type<InviteRole>().notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: text("invited_by")
      .notNull()
      .references(() => users.id),
    status: text("status").$type<"pending" | "accepted" | "revoked">().notNull().default("pending"),
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
    lastError: text("last_error"),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    /** After this the link no longer works; a resend renews it (INVITE_TTL_DAYS). */
    expiresAt: timestamp("expires_at", { withTimezone: true })
      .notNull()
      .default(sql`(now() + interval '14 days')`),
    ...timestamps,
  },
  (t) => [
    index("invites_email_idx").on(sql`lower(${t.email})`, t.status),
    uniqueIndex("invites_one_pending_idx")
      .on(t.initiativeId, sql`lower(${t.email})`)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * Every mail the product sends, delivered by the background sender (claimed with a lease, retried with
 * back-off). Status: pending → sending → sent | failed | superseded; `kept` when no SMTP server is
 * configured. `link_token` holds an invitation token only until the mail is delivered or given up;
 * `text`/`html` keep the mail with the invitation link removed.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    inviteId: uuid("invite_id").references(() => invites.id, { onDelete: "cascade" }),
    requestedBy: text("requested_by"),
    linkToken: text("link_token"),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lockedBy: text("locked_by"),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("mail_outbox_due_idx").on(t.status, t.runAt),
    index("mail_outbox_requester_idx").on(t.requestedBy, t.createdAt),
    index("mail_outbox_invite_idx").on(t.inviteId),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** Uploaded documents: the uploader's own until attached to an initiative (then its members'). */
export const files = pgTable(
  "files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    uploaderId: text("uploader_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    initiativeId: uuid("initiative_id").references(() => initiatives.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    contentType: text("content_type").$type<DocumentContentType>().notNull(),
    size: integer("size").notNull(),
    pages: integer("pages"),
    /** PDFs: the pages whose text was read (fewer than `pages` beyond UPLOAD_MAX_PAGES). */
    pagesRead: integer("pages_read"),
    bytes: bytea("bytes").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    attachedAt: timestamp("attached_at", { withTimezone: true }),
  },
  (t) => [
    index("files_initiative_idx").on(t.initiativeId, t.createdAt),
    index("files_uploader_idx").on(t.uploaderId, t.createdAt),
  ],
);

/** Extracted text of a document in chunks, with a full-text search vector for grounding. */
/** One row per upload attempt, read or refused (UPLOADS_PER_HOUR counts them; the sweep drops old ones). */
export const uploadAttempts = pgTable(
  "upload_attempts",
  {
    uploaderId: text("uploader_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("upload_attempts_uploader_idx").on(t.uploaderId, t.createdAt)],
);

export const fileChunks = pgTable(
  "file_chunks",
  {
    fileId: uuid("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    page: integer("page"),
    text: text("text").notNull(),
    search: tsvector("search").notNull().generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, "text")`),
  },
  (t) => [
    primaryKey({ columns: [t.fileId, t.position] }),
    index("file_chunks_search_idx").using("gin", t.search),
  ],
);

/**
 * Personal access tokens (issue 35, decision 080): only the SHA-256 of the secret is kept; `hint` is
 * the prefix and first characters, so a list can tell tokens apart without revealing them.
 */
export const personalAccessTokens = pgTable(
  "personal_access_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    scope: text("scope").$type<"read" | "write">().notNull(),
    tokenHash: text("token_hash").notNull(),
    hint: text("hint").notNull(),
    /** Whether the owner's e-mail was verified when they made it (ADMIN_EMAILS needs a verified address). */
    emailVerified: boolean("email_verified").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("personal_access_tokens_hash_idx").on(t.tokenHash),
    index("personal_access_tokens_user_idx").on(t.userId, t.createdAt),
    check("personal_access_tokens_scope_check", sql`${t.scope} in ('read', 'write')`),
  ],
);

/**
 * An initiative's connection to an issue tracker (issue 34). `settings` holds what is not secret
 * (addresses, repository/team/project); the token is sealed with the settings key, never returned.
 */
export const trackerConnections = pgTable(
  "tracker_connections",
  {
    initiativeId: uuid("initiative_id")
      .notNull()
      .references(() => initiatives.id, { onDelete: "cascade" }),
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

/** A person's change to a task (issue 32): before/after snapshots, for the task history and its undo. */
export const taskChanges = pgTable(
  "task_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    initiativeId: uuid("initiative_id")
      .notNull()
      .references(() => initiatives.id, { onDelete: "cascade" }),
    taskId: uuid("task_id").notNull(),
    kind: text("kind").$type<"create" | "update" | "delete" | "undo">().notNull(),
    before: jsonb("before").$type<Task | null>(),
    after: jsonb("after").$type<Task | null>(),
    dependents: uuid("dependents").array().notNull().default(sql`'{}'::uuid[]`),
    createdBy: text("created_by").notNull(),
    undoneAt: timestamp("undone_at", { withTimezone: true }),
    undoes: uuid("undoes"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("task_changes_kind_check", sql`${t.kind} IN ('create', 'update', 'delete', 'undo')`),
    index("task_changes_initiative_idx").on(t.initiativeId, t.createdAt),
    index("task_changes_task_idx").on(t.taskId, t.createdAt),
  ],
);

/** A regenerated task breakdown waiting to be applied (issue 32); `rows` are the planned tasks with ids. */
export const taskProposals = pgTable(
  "task_proposals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    initiativeId: uuid("initiative_id").notNull(),
    workstreamId: text("workstream_id").notNull(),
    base: text("base").notNull(),
    proposal: jsonb("proposal").$type<TaskProposal>().notNull(),
    rows: jsonb("rows").$type<ProposedRow[]>().notNull(),
    createdBy: text("created_by").notNull(),
    appliedAt: timestamp("applied_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: "task_proposals_workstream_fk",
      columns: [t.initiativeId, t.workstreamId],
      foreignColumns: [workstreams.initiativeId, workstreams.id],
    }).onDelete("cascade"),
    index("task_proposals_workstream_idx").on(t.initiativeId, t.workstreamId, t.createdAt),
  ],
);
/** A planned task of a proposal: its key in the proposal and its dependencies as keys or task ids. */
export interface ProposedRow {
  key: string;
  title: string;
  description: string;
  owner_role: string;
  estimate_days: number;
  depends_on: string[];
}
