import { z } from "zod";
import { enteredDate, trimBlank, uuidSchema } from "./common";
import { initiativeSchema } from "./initiative";
import { trackerKindSchema } from "./trackers";

/** Limits of a task (issue 14 "Tasks as data"). */
export const TASK_LIMITS = {
  titleMax: 200,
  descriptionMax: 5_000,
  ownerRoleMax: 80,
  estimateMin: 0.5,
  estimateMax: 60,
  dependsMax: 50,
  /** Tasks in one initiative, so a schedule stays small enough to compute on every read. */
  perInitiativeMax: 2_000,
} as const;

export const taskStatusSchema = z.enum(["todo", "in_progress", "done"]);
export type TaskStatus = z.infer<typeof taskStatusSchema>;

/** An ISO calendar date, `YYYY-MM-DD`, that exists. */
export const isoDateSchema = z.iso.date();

const title = z
  .string({ error: "title must be text" })
  .overwrite(trimBlank)
  .min(1, "title must not be empty")
  .max(TASK_LIMITS.titleMax, `title must be at most ${TASK_LIMITS.titleMax} characters`);
const description = z
  .string()
  .max(TASK_LIMITS.descriptionMax, `description must be at most ${TASK_LIMITS.descriptionMax} characters`);
const ownerRole = z
  .string()
  .overwrite(trimBlank)
  .min(1, "owner_role must not be empty")
  .max(TASK_LIMITS.ownerRoleMax, `owner_role must be at most ${TASK_LIMITS.ownerRoleMax} characters`);
/** Half-day steps from 0.5 to 60 working days. */
export const estimateDaysSchema = z
  .number({ error: "estimate_days must be a number of working days" })
  .min(TASK_LIMITS.estimateMin, `estimate_days must be at least ${TASK_LIMITS.estimateMin}`)
  .max(TASK_LIMITS.estimateMax, `estimate_days must be at most ${TASK_LIMITS.estimateMax}`)
  .refine((n) => Number.isInteger(n * 2), "estimate_days must be a whole or half number of days");
const dependsOn = z
  .array(uuidSchema)
  .max(TASK_LIMITS.dependsMax, `a task may depend on at most ${TASK_LIMITS.dependsMax} tasks`);

/** A task's issue in a connected tracker (issue 34): `#12`, `ENG-12`, `PLAN-12`, and when it was last pushed or synced. */
export const taskExternalSchema = z.object({
  kind: trackerKindSchema,
  key: z.string(),
  url: z.string(),
  synced_at: z.iso.datetime(),
});
export type TaskExternal = z.infer<typeof taskExternalSchema>;

export const taskSchema = z.object({
  id: uuidSchema,
  workstream_id: z.string(),
  title: z.string(),
  description: z.string(),
  owner_role: z.string(),
  estimate_days: z.number(),
  depends_on: z.array(uuidSchema),
  status: taskStatusSchema,
  assignee_id: z.string().nullable(),
  due_date: isoDateSchema.nullable(),
  position: z.number().int().nonnegative(),
  /** Its issues in the connected trackers; `[]` in history snapshots taken before trackers existed. */
  external: z.array(taskExternalSchema).default([]),
});
export type Task = z.infer<typeof taskSchema>;

/** A task with its place in the schedule (working days, Monday to Friday). */
export const scheduledTaskSchema = taskSchema.extend({
  start_date: isoDateSchema,
  end_date: isoDateSchema,
  critical: z.boolean(),
});
export type ScheduledTask = z.infer<typeof scheduledTaskSchema>;

export const taskScheduleSchema = z.object({
  tasks: z.array(scheduledTaskSchema),
  /** The day the last task ends; null without tasks. */
  projected_finish: isoDateSchema.nullable(),
  /** The initiative's `date_due_completion` as a date; null without one. */
  due_date: isoDateSchema.nullable(),
  late: z.boolean(),
});
export type TaskSchedule = z.infer<typeof taskScheduleSchema>;

export const createTaskBodySchema = z.strictObject({
  workstream_id: z.string().min(1).max(64),
  title,
  description: description.default(""),
  owner_role: ownerRole,
  estimate_days: estimateDaysSchema,
  depends_on: dependsOn.default([]),
  status: taskStatusSchema.default("todo"),
  assignee_id: z.string().min(1).max(128).nullable().default(null),
  due_date: enteredDate.nullable().default(null),
  position: z.number().int().nonnegative().max(100_000).optional(),
});
export type CreateTaskBody = z.input<typeof createTaskBodySchema>;

export const updateTaskBodySchema = z
  .strictObject({
    status: taskStatusSchema,
    title,
    description,
    owner_role: ownerRole,
    estimate_days: estimateDaysSchema,
    depends_on: dependsOn,
    assignee_id: z.string().min(1).max(128).nullable(),
    due_date: enteredDate.nullable(),
    position: z.number().int().nonnegative().max(100_000),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, "at least one field must be given");
export type UpdateTaskBody = z.infer<typeof updateTaskBodySchema>;

export const taskParamsSchema = z.strictObject({ id: uuidSchema, taskId: uuidSchema });

/** A person's change to a task (issue 32); `undo` entries record an undo and name the change they took back. */
export const taskChangeKindSchema = z.enum(["create", "update", "delete", "undo"]);
export type TaskChangeKind = z.infer<typeof taskChangeKindSchema>;
export const taskChangeSchema = z.object({
  id: uuidSchema,
  task_id: uuidSchema,
  kind: taskChangeKindSchema,
  /** The task before the change; null for a creation. */
  before: taskSchema.nullable(),
  /** The task after it; null for a deletion. */
  after: taskSchema.nullable(),
  created_by: z.object({ id: z.string(), name: z.string() }),
  created_at: z.string(),
  /** For an `undo`: the change it took back. */
  undoes: uuidSchema.nullable(),
  undone: z.boolean(),
  /** True while undoing it is allowed: not undone, not an undo, and every later change of its task undone. */
  undoable: z.boolean(),
});
export type TaskChange = z.infer<typeof taskChangeSchema>;
export const taskHistoryQuerySchema = z.strictObject({ task_id: uuidSchema.optional() });
export const taskChangeParamsSchema = z.strictObject({ id: uuidSchema, changeId: uuidSchema });
/** What an undo did: its own history entry and the task as it is now (null when the undo removed it). */
export const undoneTaskChangeSchema = z.object({ change: taskChangeSchema, task: taskSchema.nullable() });
export type UndoneTaskChange = z.infer<typeof undoneTaskChangeSchema>;

/**
 * A regenerated task breakdown as a proposal (issue 32): nothing changes until it is applied. Each item is one
 * change the AI proposes, with a `key` to pick it and whether it is applied by default: changes to tasks a
 * person edited (and to dependencies a person set) are not, so the person's work is kept unless they choose.
 */
const proposalItemBase = z.object({ key: z.string(), apply_by_default: z.boolean() });
export const proposedNewTaskSchema = z.object({
  title: z.string(),
  description: z.string(),
  owner_role: z.string(),
  estimate_days: z.number(),
});
export const taskProposalSchema = z.object({
  id: uuidSchema,
  workstream_id: z.string(),
  created_at: z.string(),
  added: z.array(proposalItemBase.extend({ task: proposedNewTaskSchema })),
  removed: z.array(proposalItemBase.extend({ task: taskSchema, edited_by_person: z.boolean() })),
  changed: z.array(
    proposalItemBase.extend({
      task: taskSchema,
      after: proposedNewTaskSchema,
      fields: z.array(z.enum(["title", "description", "owner_role", "estimate_days"])),
      edited_by_person: z.boolean(),
    }),
  ),
  /** Dependency edges: `from` depends on `to`; each is a task id or the `key` of an added task. */
  edges_added: z.array(
    proposalItemBase.extend({
      from: z.string(),
      to: z.string(),
      from_title: z.string(),
      to_title: z.string(),
    }),
  ),
  edges_removed: z.array(
    proposalItemBase.extend({
      from: uuidSchema,
      to: uuidSchema,
      from_title: z.string(),
      to_title: z.string(),
      edited_by_person: z.boolean(),
    }),
  ),
});
export type TaskProposal = z.infer<typeof taskProposalSchema>;
export const taskProposalParamsSchema = z.strictObject({
  id: uuidSchema,
  wsId: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[a-z0-9][a-z0-9_-]*$/, "must be a lower-case id (letters, digits, _ or -)"),
  proposalId: uuidSchema,
});
export const applyProposalBodySchema = z.strictObject({
  /** The keys of the items to apply; every other item is dropped. */
  apply: z.array(z.string().min(1).max(200)).max(2_000),
});
export type ApplyProposalBody = z.input<typeof applyProposalBodySchema>;
export const appliedProposalSchema = z.object({
  tasks: z.array(taskSchema),
  version: z.number().int().nonnegative(),
});

/** `csv` is the Jira-shaped tracker CSV (Issue ID / Parent); `linear-csv` has the columns Linear's importer reads. */
export const exportFormatSchema = z.enum(["markdown", "csv", "linear-csv", "json"]);
export type ExportFormat = z.infer<typeof exportFormatSchema>;
export const exportQuerySchema = z.strictObject({ format: exportFormatSchema.default("markdown") });

/** The JSON export: everything of an initiative in the contract's shapes. */
export const initiativeExportSchema = z.object({
  initiative: initiativeSchema,
  workstreams: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      task_breakdown: z.object({ data: z.string(), version: z.number().int().nonnegative() }),
      subsections: z.array(
        z.object({
          uid: z.string(),
          display_name: z.string(),
          placeholder: z.string(),
          plan: z.object({ content: z.string(), version: z.number().int().nonnegative() }),
        }),
      ),
    }),
  ),
  schedule: taskScheduleSchema,
});
export type InitiativeExport = z.infer<typeof initiativeExportSchema>;

/**
 * Columns of the CSV export, in order. One Epic row (the initiative) comes first, then one row per
 * task; `Key` is stable (from the task's id) and `Depends On` lists keys; `Issue ID`/`Parent` are the
 * numeric ids Jira's importer links parent and child by. Planned dates are `Projected …`, apart from
 * the task's own `Due Date`.
 */
export const CSV_EXPORT_COLUMNS = [
  "Key",
  "Issue ID",
  "Issue Type",
  "Summary",
  "Description",
  "Parent",
  "Epic",
  "Priority",
  "Labels",
  "Owner Role",
  "Estimate (working days)",
  "Original Estimate (seconds)",
  "Due Date",
  "Projected Start",
  "Projected End",
  "Critical Path",
  "Depends On",
  "Status",
  "Assignee",
] as const;

/** Columns of the Linear-shaped CSV (the names Linear's CSV importer reads), one row per task. */
export const LINEAR_CSV_EXPORT_COLUMNS = [
  "ID",
  "Title",
  "Description",
  "Status",
  "Priority",
  "Estimate",
  "Project",
  "Assignee",
  "Labels",
  "Due Date",
] as const;

/** The planner's structured output for tasks: keys are its own, resolved to ids on save. */
export const plannedTaskSchema = z.object({
  key: z.string().min(1).max(80),
  workstream_id: z.string().min(1).max(64),
  title: z.string().overwrite(trimBlank).min(1).max(TASK_LIMITS.titleMax),
  description: z.string().max(TASK_LIMITS.descriptionMax),
  owner_role: z.string().overwrite(trimBlank).min(1).max(TASK_LIMITS.ownerRoleMax),
  estimate_days: z.number().min(TASK_LIMITS.estimateMin).max(TASK_LIMITS.estimateMax),
  /** Keys of tasks in this answer, or ids of existing tasks of other workstreams. */
  depends_on: z.array(z.string().min(1).max(80)).max(TASK_LIMITS.dependsMax),
});
export type PlannedTask = z.infer<typeof plannedTaskSchema>;
export const plannedTasksSchema = z.object({ tasks: z.array(plannedTaskSchema).min(1).max(200) });
