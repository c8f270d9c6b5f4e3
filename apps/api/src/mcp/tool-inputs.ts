import {
  createInitiativeBodySchema,
  createTaskBodySchema,
  enteredDateTime,
  ideaText,
  improveBodySchema,
  instructionText,
  LIMITS,
  listInitiativesQuerySchema,
  searchInitiativesQuerySchema,
  subsectionParamsSchema,
  updateTaskBodySchema,
  uuidSchema,
} from "@initiative-planner/contract";
import { z } from "zod";

/**
 * The MCP tools' inputs, made of the contract's schemas so a tool accepts exactly what the matching
 * route accepts (same limits, same messages). Names are spelled out (`initiative_id`, not `id`) because
 * a model reads them without the URL around them.
 */
const initiativeId = uuidSchema.describe("The initiative's id (from list_initiatives or search)");
const plan = subsectionParamsSchema.shape;

export const toolInputs = {
  list_initiatives: listInitiativesQuerySchema.extend({
    page: listInitiativesQuerySchema.shape.page.describe("0-based page number"),
    size: listInitiativesQuerySchema.shape.size.describe(`Items per page, 1–${LIMITS.pageSizeMax}`),
    search: listInitiativesQuerySchema.shape.search.describe(
      "Only initiatives whose name or idea contains this",
    ),
  }),
  search: searchInitiativesQuerySchema.extend({
    q: searchInitiativesQuerySchema.shape.q.describe("Words to find in initiative names and ideas"),
  }),
  get_initiative: z.strictObject({ initiative_id: initiativeId }),
  list_tasks: z.strictObject({ initiative_id: initiativeId }),
  get_plan: z.strictObject({
    initiative_id: initiativeId,
    workstream_id: plan.wsId.describe("The workstream's id (get_initiative lists them)"),
    subsection_id: plan.subId.describe("The subsection's id (get_initiative lists them)"),
  }),
  create_initiative: z.strictObject({
    idea: ideaText("idea").describe("The initiative described in free text"),
    due_date: enteredDateTime
      .optional()
      .describe("When it must be done (ISO date-time); default 30 days from now"),
    priority: createInitiativeBodySchema.shape.priority,
    wait_seconds: z
      .number()
      .int()
      .min(0)
      .max(120)
      .default(60)
      .describe("How long to wait for the plan's workstreams (0: return at once and poll get_initiative)"),
  }),
  add_task: z.strictObject({
    initiative_id: initiativeId,
    task: createTaskBodySchema.describe("The task; workstream_id is one of get_initiative's workstreams"),
  }),
  update_task: z.strictObject({
    initiative_id: initiativeId,
    task_id: uuidSchema.describe("The task's id (list_tasks)"),
    changes: updateTaskBodySchema.describe(
      "Only the fields to change: status, title, assignee_id (a member's user id), estimate_days, due_date…",
    ),
  }),
  improve_plan: z.strictObject({
    initiative_id: initiativeId,
    workstream_id: plan.wsId,
    subsection_id: plan.subId,
    selection: improveBodySchema.shape.snippet.describe("The exact text of the plan to rewrite"),
    instruction: instructionText("instruction").describe("How to rewrite it, e.g. 'make it concrete'"),
    save: z
      .boolean()
      .default(false)
      .describe("Save the improved plan as a new version (else only return it)"),
  }),
};
