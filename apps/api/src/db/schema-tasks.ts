// Tasks, the history of people's changes to them, and regenerated breakdowns waiting to be applied.

import type { Task, TaskProposal } from "@initiative-planner/contract";
import { sql } from "drizzle-orm";
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { timestamps } from "./schema-columns";
import { initiativeIdColumn } from "./schema-initiatives";
import { workstreams } from "./schema-plans";

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

/** A person's change to a task (issue 32): before/after snapshots, for the task history and its undo. */
export const taskChanges = pgTable(
  "task_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    initiativeId: initiativeIdColumn(),
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
