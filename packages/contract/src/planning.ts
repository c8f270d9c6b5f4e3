import { z } from "zod";
import { LIMITS, queryInteger, trimBlank, uuidSchema, versionNumber } from "./common";
import { initiativeDetailsSchema } from "./initiative";
import { taskSchema } from "./tasks";
import { generationUsageSchema } from "./usage";

/** The spec's 11 workstream ids, each with its own icon (spec section 3). */
export const SPEC_WORKSTREAM_IDS = [
  "analytics",
  "engg_backend",
  "compliance",
  "copywriting",
  "customer_support",
  "data_science",
  "design",
  "engg_frontend",
  "legal",
  "marketing",
  "product_management",
] as const;

/**
 * Teams catalogued beyond the spec's 11 (issue 36, decision 085), for work a software company's
 * teams do not cover: running sites, money, selling, staff, internal IT, buying and events. Each
 * has its own icon too.
 */
export const CATALOGUED_TEAM_IDS = [
  "operations",
  "finance",
  "sales",
  "people",
  "it",
  "procurement",
  "events",
] as const;

/** Every workstream id the planners (offline and LLM) pick from: the spec's and the catalogued ones. */
export const WORKSTREAM_IDS = [...SPEC_WORKSTREAM_IDS, ...CATALOGUED_TEAM_IDS] as const;
export const workstreamIdSchema = z.enum(WORKSTREAM_IDS);
export type WorkstreamId = z.infer<typeof workstreamIdSchema>;

/** The same list under the name the planner's team classifier uses. */
export const TEAM_IDS = WORKSTREAM_IDS;
export const teamIdSchema = workstreamIdSchema;
export type TeamId = WorkstreamId;

const slug = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9][a-z0-9_-]*$/, "must be a lower-case id (letters, digits, _ or -)");

/** What the planner proposes for a new initiative (validated structured output). */
export const proposedSubsectionSchema = z.object({
  uid: slug,
  display_name: z.string().min(1).max(120),
  placeholder: z.string().min(1).max(500),
});
export const proposedWorkstreamSchema = z.object({
  id: workstreamIdSchema,
  name: z.string().min(1).max(120),
  subsections: z.array(proposedSubsectionSchema).min(3).max(6),
});
export const planProposalSchema = z.object({
  name: z.string().min(1).max(120),
  workstreams: z.array(proposedWorkstreamSchema).min(3).max(7),
});
export type PlanProposal = z.infer<typeof planProposalSchema>;
export type ProposedWorkstream = z.infer<typeof proposedWorkstreamSchema>;
export type ProposedSubsection = z.infer<typeof proposedSubsectionSchema>;

export const planSchema = z.object({
  content: z.string(),
  version: z.number().int().nonnegative(),
  updated_at: z.string().nullable(),
});
export type Plan = z.infer<typeof planSchema>;

export const subsectionSchema = z.object({
  uid: z.string(),
  display_name: z.string(),
  placeholder: z.string(),
  plan: planSchema,
});
export type Subsection = z.infer<typeof subsectionSchema>;

export const workstreamDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** `data`: the markdown rendering of the workstream's tasks; `tasks`: the tasks themselves. */
  task_breakdown: z.object({
    data: z.string(),
    version: z.number().int().nonnegative(),
    tasks: z.array(taskSchema),
    /**
     * A person has edited one of these tasks: the agent's next breakdown comes as a proposal to review
     * (`POST …/task_breakdown/proposal`), and the streamed one is refused with 409.
     */
    people_edited: z.boolean(),
  }),
});
export type WorkstreamDetail = z.infer<typeof workstreamDetailSchema>;

/** `GET /initiatives/{id}/workstreams`: workstreams plus the details heading. */
export const workstreamsWithDetailsSchema = initiativeDetailsSchema;

export const workstreamParamsSchema = z.strictObject({ id: uuidSchema, wsId: slug });
export const subsectionParamsSchema = z.strictObject({ id: uuidSchema, wsId: slug, subId: slug });
export const versionParamsSchema = z.strictObject({
  id: uuidSchema,
  wsId: slug,
  subId: slug,
  n: queryInteger("n", 1, 1_000_000),
});

export const refreshQuerySchema = z.strictObject({ refresh: z.enum(["true", "false"]).optional() });

const planContent = z
  .string()
  .max(LIMITS.planContentMax, `content must be at most ${LIMITS.planContentMax} characters`);

/** Body of a generation stream (the spec leaves it open): an optional extra instruction. */
export const generateBodySchema = z
  .strictObject({ instruction: z.string().overwrite(trimBlank).max(LIMITS.instructionMax).optional() })
  .optional();
export type GenerateBody = z.input<typeof generateBodySchema>;

/**
 * Characters a selection of rendered markdown never contains (markup, table pipes), left out on
 * both sides when the server looks a selection up and when the client counts `selection_start`.
 */
export const SELECTION_IGNORED_CHARS = "*_`~#>|\\[]";

/** How `metadata.selection_start` counts a text: characters that are neither blank nor ignored. */
export function countSelectionChars(text: string): number {
  let count = 0;
  for (const c of text) if (c.trim() !== "" && !SELECTION_IGNORED_CHARS.includes(c)) count++;
  return count;
}

/** An Improve instruction, its messages naming `field` (the MCP tool calls it `instruction`). */
export const instructionText = (field = "user_query") =>
  z
    .string()
    .overwrite(trimBlank)
    .min(1, `${field} must not be blank`)
    .max(LIMITS.instructionMax, `${field} must be at most ${LIMITS.instructionMax} characters`);

export const improveBodySchema = z.strictObject({
  current_response: planContent,
  snippet: z.string().min(1, "snippet must not be empty").max(LIMITS.planContentMax),
  user_query: instructionText(),
  metadata: z
    .object({
      /**
       * Where the selection starts: `countSelectionChars` of the rendered plan before it. Picks the
       * occurrence meant when the selected text appears more than once.
       */
      selection_start: z.number().int().nonnegative().max(LIMITS.planContentMax).optional(),
    })
    .catchall(z.union([z.string(), z.number(), z.boolean(), z.null()]))
    .optional(),
});
export type ImproveBody = z.input<typeof improveBodySchema>;

/** Saves carry the version they were based on; a stale one is a 409 so no update is lost. */
export const saveContentBodySchema = z.strictObject({
  content: planContent,
  base_version: versionNumber.optional(),
  /** 'improve' when the text is an accepted AI improvement (shown so in the history); 'save' by default. */
  source: z.enum(["save", "improve"]).optional(),
});
export type SaveContentBody = z.input<typeof saveContentBodySchema>;

export const restoreBodySchema = z.strictObject({
  version: versionNumber.min(1),
  base_version: versionNumber.optional(),
});
export type RestoreBody = z.input<typeof restoreBodySchema>;

export const planSourceSchema = z.enum(["generate", "improve", "save", "restore"]);
export type PlanSource = z.infer<typeof planSourceSchema>;
export const planVersionSchema = z.object({
  version: z.number().int().min(1),
  source: planSourceSchema,
  created_by: z.object({ id: z.string(), name: z.string() }),
  created_at: z.string(),
  /** The model call that wrote a generated version (issue 16); absent or null otherwise. */
  usage: generationUsageSchema.nullable().optional(),
});
export type PlanVersion = z.infer<typeof planVersionSchema>;
export const planVersionDetailSchema = planVersionSchema.extend({ content: z.string() });
export type PlanVersionDetail = z.infer<typeof planVersionDetailSchema>;

export const savedPlanSchema = z.object({ version: z.number().int().nonnegative() });
