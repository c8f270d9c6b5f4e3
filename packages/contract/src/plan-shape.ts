import { z } from "zod";
import { trimBlank, uuidSchema } from "./common";
import { subsectionSchema, WORKSTREAM_IDS } from "./planning";

/**
 * Shaping the plan by hand (issue 32, item 2): teams and subsections added, renamed, reordered and
 * removed. A listed team is any id of WORKSTREAM_IDS (the planner's catalogue), so teams the catalogue
 * gains are accepted here without a change; a custom team's id is the slug of its name.
 */
export const SHAPE_LIMITS = { nameMax: 120, placeholderMax: 500, teamsMax: 20, subsectionsMax: 20 } as const;

const teamName = z
  .string({ error: "name must be text" })
  .overwrite(trimBlank)
  .min(1, "name must not be empty")
  .max(SHAPE_LIMITS.nameMax, `name must be at most ${SHAPE_LIMITS.nameMax} characters`);
const displayName = z
  .string({ error: "display_name must be text" })
  .overwrite(trimBlank)
  .min(1, "display_name must not be empty")
  .max(SHAPE_LIMITS.nameMax, `display_name must be at most ${SHAPE_LIMITS.nameMax} characters`);
const placeholder = z
  .string({ error: "placeholder must be text" })
  .overwrite(trimBlank)
  .max(SHAPE_LIMITS.placeholderMax, `placeholder must be at most ${SHAPE_LIMITS.placeholderMax} characters`);
const position = z
  .number({ error: "position must be a number" })
  .int("position must be a whole number")
  .min(0);

export const listedTeamIdSchema = z.enum(WORKSTREAM_IDS, {
  error: `id must be one of the listed teams: ${WORKSTREAM_IDS.join(", ")}`,
});

export type ListedTeamId = z.infer<typeof listedTeamIdSchema>;

/** `{ id }` adds a listed team, `{ name }` a custom one; exactly one of them. */
export const addWorkstreamBodySchema = z
  .strictObject({ id: listedTeamIdSchema.optional(), name: teamName.optional() })
  .refine(
    (b) => (b.id === undefined) !== (b.name === undefined),
    "give either id (a listed team) or name (a custom team)",
  );
export type AddWorkstreamBody = z.input<typeof addWorkstreamBodySchema>;

export const updateWorkstreamBodySchema = z
  .strictObject({ name: teamName.optional(), position: position.optional() })
  .refine((b) => b.name !== undefined || b.position !== undefined, "give name or position");
export type UpdateWorkstreamBody = z.input<typeof updateWorkstreamBodySchema>;

export const addSubsectionBodySchema = z.strictObject({
  display_name: displayName,
  placeholder: placeholder.optional(),
});
export type AddSubsectionBody = z.input<typeof addSubsectionBodySchema>;

export const updateSubsectionBodySchema = z
  .strictObject({
    display_name: displayName.optional(),
    placeholder: placeholder.optional(),
    position: position.optional(),
  })
  .refine((b) => Object.keys(b).length > 0, "give display_name, placeholder or position");
export type UpdateSubsectionBody = z.input<typeof updateSubsectionBodySchema>;

export const shapedWorkstreamSchema = z.object({
  id: z.string(),
  name: z.string(),
  position: z.number().int(),
});
export type ShapedWorkstream = z.infer<typeof shapedWorkstreamSchema>;

export const addedWorkstreamSchema = shapedWorkstreamSchema.extend({
  subsections: z.array(subsectionSchema),
});
export type AddedWorkstream = z.infer<typeof addedWorkstreamSchema>;

/** A removed team stays restorable (with its plans, versions, tasks and the edges to them) until restored. */
export const deletedWorkstreamSchema = z.object({ id: z.string(), trash_id: uuidSchema });
export type DeletedWorkstream = z.infer<typeof deletedWorkstreamSchema>;
export const trashParamsSchema = z.strictObject({ id: uuidSchema, trashId: uuidSchema });
/** `GET …/workstream-trash`: removed teams still restorable, newest first (decision 101). */
export const trashedWorkstreamSchema = z.object({
  trash_id: uuidSchema,
  id: z.string(),
  name: z.string(),
  subsections: z.number().int().nonnegative(),
  tasks: z.number().int().nonnegative(),
  deleted_by: z.object({ id: z.string(), name: z.string() }),
  deleted_at: z.string(),
});
export type TrashedWorkstream = z.infer<typeof trashedWorkstreamSchema>;

const proposedSection = z.object({ uid: z.string(), display_name: z.string(), placeholder: z.string() });
/** Proposals only: nothing is added until the person ticks them and adds them one by one. */
export const teamSuggestionsSchema = z.object({
  suggested: z.array(z.object({ id: z.string(), name: z.string(), subsections: z.array(proposedSection) })),
  /** Every listed team the initiative does not have yet. */
  catalogue: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type TeamSuggestions = z.infer<typeof teamSuggestionsSchema>;
export const subsectionSuggestionsSchema = z.object({ suggested: z.array(proposedSection) });
export type SubsectionSuggestions = z.infer<typeof subsectionSuggestionsSchema>;

/** Lower-case id of a custom team's name ("Field Ops & Safety" → "field_ops_safety"); '' when nothing is left. */
export function slugOfName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, 48)
    .replace(/_+$/, "");
}
