import { z } from "zod";
import { uuidSchema } from "./common";
import { trackerKindSchema } from "./trackers";

/**
 * Pushing an initiative's tasks into a connected tracker (issue 34, item 2): one issue per task, every
 * dependency as the tracker's own relation, as a durable background job whose progress members follow live
 * (`tracker_push_changed`).
 */
export const trackerPushStatusSchema = z.enum(["queued", "running", "done", "failed"]);
export type TrackerPushStatus = z.infer<typeof trackerPushStatusSchema>;

const count = z.number().int().nonnegative();
export const trackerPushSchema = z.object({
  id: uuidSchema,
  kind: trackerKindSchema,
  status: trackerPushStatusSchema,
  requested_by: z.string(),
  /** Steps of the push (issues to create, update or close, relations to add or remove) and those done. */
  total: count,
  done: count,
  created: count,
  updated: count,
  /** Tasks already in the tracker as they are here: no request. */
  unchanged: count,
  /** Issues of tasks deleted here, closed there. */
  closed: count,
  /** Dependencies added (`linked`) and removed (`unlinked`) as relations. */
  linked: count,
  unlinked: count,
  /** Requests sent to the tracker, retries included. */
  requests: count,
  /** Why it failed, or why it waits (a rate limit, a retry after a tracker failure). */
  error: z.string().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
  finished_at: z.iso.datetime().nullable(),
});
export type TrackerPush = z.infer<typeof trackerPushSchema>;

export const trackerPushStateSchema = z.object({ push: trackerPushSchema.nullable() });
export type TrackerPushState = z.infer<typeof trackerPushStateSchema>;

const previewIssue = z.object({
  task_id: uuidSchema,
  /** null for a task deleted here (its issue is closed). */
  title: z.string().nullable(),
  /** The issue's key (`#12`, `ENG-12`, `PLAN-12`); null for one to create. */
  key: z.string().nullable(),
});
const previewRelation = z.object({
  /** `task_id` depends on `depends_on_id`: the second blocks the first there. */
  task_id: uuidSchema,
  depends_on_id: uuidSchema,
  task_title: z.string().nullable(),
  depends_on_title: z.string().nullable(),
});
/**
 * The body of a preview or a push (optional: none is no option). `parent`: put every task's issue under one parent for the
 * initiative (decision 142): a GitHub issue with sub-issues, a Linear project, a Jira epic.
 */
export const trackerPushBodySchema = z
  .strictObject({ parent: z.boolean({ error: "parent must be true or false" }).optional() })
  .nullish();
export type TrackerPushBody = z.input<typeof trackerPushBodySchema>;

export const trackerPushPreviewSchema = z.object({
  kind: trackerKindSchema,
  /** The repository, team or project. */
  target: z.string(),
  create: z.array(previewIssue),
  update: z.array(previewIssue),
  close: z.array(previewIssue),
  unchanged: count,
  link: z.array(previewRelation),
  unlink: z.array(previewRelation),
  /**
   * With `parent`: the initiative's parent (`key` null when the push makes it) and how many issues the push puts
   * under it.
   */
  parent: z.object({ title: z.string(), key: z.string().nullable(), attach: count }).optional(),
});
export type TrackerPushPreview = z.infer<typeof trackerPushPreviewSchema>;
