// Initiatives, their members and invitations, and the events kept for resuming live streams.

import type {
  CommunicationMode,
  InitiativeStatus,
  InviteRole,
  Priority,
  Role,
} from "@initiative-planner/contract";
import { sql } from "drizzle-orm";
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { timestamps } from "./schema-columns";
import { users } from "./schema-users";

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

/** The id of the initiative a row belongs to: deleting the initiative deletes the row. */
export const initiativeIdColumn = () =>
  uuid("initiative_id")
    .notNull()
    .references(() => initiatives.id, { onDelete: "cascade" });

/** Everyone with access to an initiative, the owner included (role owner|editor|viewer). */
export const initiativeMembers = pgTable(
  "initiative_members",
  {
    initiativeId: initiativeIdColumn(),
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

export const invites = pgTable(
  "invites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    initiativeId: initiativeIdColumn(),
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
