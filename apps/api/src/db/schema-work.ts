// Background work and its accounting: the job queue, the mail outbox, AI usage and the AI settings.

import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { timestamps } from "./schema-columns";
import { initiativeIdColumn, invites } from "./schema-initiatives";

/** Durable background work, claimed with a lease (FOR UPDATE SKIP LOCKED). */
export const jobs = pgTable(
  "jobs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind").notNull(),
    initiativeId: initiativeIdColumn(),
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
