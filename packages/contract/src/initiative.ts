import { z } from "zod";
import { enteredDateTime, LIMITS, pagedSchema, queryInteger, trimBlank, uuidSchema } from "./common";
import { attachmentIdsSchema } from "./files";

export const prioritySchema = z.enum(["HIGH", "MEDIUM", "LOW"]);
export type Priority = z.infer<typeof prioritySchema>;

export const initiativeStatusSchema = z.enum(["CREATED", "WORKSTREAM_CREATED", "FAILED"]);
export type InitiativeStatus = z.infer<typeof initiativeStatusSchema>;

export const communicationModeSchema = z.enum(["SLACK", "EMAIL", "TEAMS"]);
export type CommunicationMode = z.infer<typeof communicationModeSchema>;

export const roleSchema = z.enum(["owner", "editor", "viewer"]);
export type Role = z.infer<typeof roleSchema>;

export const initiativeSchema = z.object({
  id: uuidSchema,
  name: z.string(),
  description: z.string(),
  date_due_completion: z.string().nullable(),
  priority: prioritySchema,
  status: initiativeStatusSchema,
  communication_mode: communicationModeSchema,
  progress: z.number().int().min(0).max(100),
  /** Members including the owner. */
  team_size: z.number().int().nonnegative(),
  /** The caller's role on this initiative. */
  role: roleSchema,
  owner: z.object({ id: z.string(), name: z.string() }),
  /** Why workstream generation failed, when status is FAILED. */
  failure_reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Initiative = z.infer<typeof initiativeSchema>;

/** An initiative's idea, its messages naming `field` (the MCP tool calls it `idea`). */
export const ideaText = (field = "description") =>
  z
    .string({ error: `${field} must be text` })
    .overwrite(trimBlank)
    .min(1, `${field} must not be empty`)
    .max(LIMITS.ideaMax, `${field} must be at most ${LIMITS.ideaMax} characters`);

export const createInitiativeBodySchema = z.strictObject({
  description: ideaText(),
  date_due_completion: enteredDateTime,
  priority: prioritySchema.default("HIGH"),
  communication_mode: communicationModeSchema.default("SLACK"),
  /** Documents the caller uploaded (POST /files) to attach to the new initiative. */
  attachment_ids: attachmentIdsSchema.default([]),
});
export type CreateInitiativeBody = z.input<typeof createInitiativeBodySchema>;

export const updateInitiativeBodySchema = z
  .strictObject({
    name: z.string().overwrite(trimBlank).min(1).max(LIMITS.nameMax),
    description: ideaText(),
    priority: prioritySchema,
    date_due_completion: enteredDateTime.nullable(),
    progress: z.number().int().min(0).max(100),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, "at least one field must be given");
export type UpdateInitiativeBody = z.input<typeof updateInitiativeBodySchema>;

const pageNumber = queryInteger("page", 0, 1_000_000);

export const listInitiativesQuerySchema = z.strictObject({
  page: pageNumber.default(0),
  size: queryInteger("size", 1, LIMITS.pageSizeMax).default(LIMITS.listPageSize),
  search: z.string().overwrite(trimBlank).max(LIMITS.searchMax).optional(),
});
export type ListInitiativesQuery = z.input<typeof listInitiativesQuerySchema>;

export const searchInitiativesQuerySchema = z.strictObject({
  q: z.string().overwrite(trimBlank).min(1).max(LIMITS.searchMax),
});

export const initiativePageSchema = pagedSchema(initiativeSchema);
export type InitiativePage = z.infer<typeof initiativePageSchema>;

export const initiativeIdParamsSchema = z.strictObject({ id: uuidSchema });

export const workstreamSummarySchema = z.object({ id: z.string(), name: z.string() });
export type WorkstreamSummary = z.infer<typeof workstreamSummarySchema>;

export const initiativeHeadingSchema = z.object({
  name: z.string(),
  description: z.string(),
  status: initiativeStatusSchema,
  failure_reason: z.string().nullable(),
});

export const initiativeDetailsSchema = z.object({
  heading: initiativeHeadingSchema,
  workstreams: z.array(workstreamSummarySchema),
});
export type InitiativeDetails = z.infer<typeof initiativeDetailsSchema>;

export const pageQuerySchema = z.strictObject({
  page: pageNumber.default(0),
  size: queryInteger("size", 1, LIMITS.pageSizeMax).default(10),
});
