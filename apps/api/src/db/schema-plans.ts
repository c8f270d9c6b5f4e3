// The plan of an initiative: workstreams, subsections, every saved version, and the leases that keep one generation per plan.
import type { PlanSource } from "@initiative-planner/contract";
import { foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { initiativeIdColumn } from "./schema-initiatives";

export const workstreams = pgTable(
  "workstreams",
  {
    initiativeId: initiativeIdColumn(),
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
    initiativeId: initiativeIdColumn(),
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

/** Short leases that keep one generation per plan at a time across API instances. */
export const streamLeases = pgTable("stream_leases", {
  key: text("key").primaryKey(),
  holder: text("holder").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});
