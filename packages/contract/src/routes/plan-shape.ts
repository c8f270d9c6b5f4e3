import { z } from "zod";
import {
  generateAllBodySchema,
  generateAllEstimateQuerySchema,
  generateAllEstimateSchema,
  generateAllStateSchema,
  retrySectionBodySchema,
} from "../generate-all";
import { initiativeIdParamsSchema } from "../initiative";
import {
  addedWorkstreamSchema,
  addSubsectionBodySchema,
  addWorkstreamBodySchema,
  deletedWorkstreamSchema,
  shapedWorkstreamSchema,
  subsectionSuggestionsSchema,
  teamSuggestionsSchema,
  trashedWorkstreamSchema,
  trashParamsSchema,
  updateSubsectionBodySchema,
  updateWorkstreamBodySchema,
} from "../plan-shape";
import { subsectionParamsSchema, subsectionSchema, workstreamParamsSchema } from "../planning";
import { type RouteDef, SUB, WS } from "./route-def";

/** Shaping the plan by hand (issue 32): teams and subsections added, renamed, trashed, restored, suggested. */
export const planShapeRoutes = {
  addWorkstream: {
    method: "POST",
    path: "/initiatives/{id}/workstreams",
    access: "editor",
    params: initiativeIdParamsSchema,
    body: addWorkstreamBodySchema,
    response: addedWorkstreamSchema,
    // The new team's subsections are proposed by the planner.
    ai: true,
    summary: "Add a listed or custom team with proposed subsections",
  },
  updateWorkstream: {
    method: "PATCH",
    path: WS,
    access: "editor",
    params: workstreamParamsSchema,
    body: updateWorkstreamBodySchema,
    response: shapedWorkstreamSchema,
    summary: "Rename or move a team",
  },
  deleteWorkstream: {
    method: "DELETE",
    path: WS,
    access: "editor",
    params: workstreamParamsSchema,
    response: deletedWorkstreamSchema,
    summary: "Remove a team with its plans and tasks (restorable)",
  },
  listWorkstreamTrash: {
    method: "GET",
    path: "/initiatives/{id}/workstream-trash",
    access: "editor",
    params: initiativeIdParamsSchema,
    response: z.array(trashedWorkstreamSchema),
    summary: "Removed teams that can still be restored, newest first",
  },
  restoreWorkstream: {
    method: "POST",
    path: "/initiatives/{id}/workstream-trash/{trashId}/restore",
    access: "editor",
    params: trashParamsSchema,
    response: shapedWorkstreamSchema,
    summary: "Bring a removed team back with everything it had",
  },
  suggestWorkstreams: {
    method: "POST",
    path: "/initiatives/{id}/team-suggestions",
    access: "editor",
    params: initiativeIdParamsSchema,
    response: teamSuggestionsSchema,
    ai: true,
    summary: "Teams the planner would add (nothing is applied)",
  },
  suggestSubsections: {
    method: "POST",
    path: `${WS}/subsection-suggestions`,
    access: "editor",
    params: workstreamParamsSchema,
    response: subsectionSuggestionsSchema,
    ai: true,
    summary: "Subsections the planner would add to a team (nothing is applied)",
  },
  addSubsection: {
    method: "POST",
    path: `${WS}/subsections`,
    access: "editor",
    params: workstreamParamsSchema,
    body: addSubsectionBodySchema,
    response: subsectionSchema,
    summary: "Add a subsection",
  },
  updateSubsection: {
    method: "PATCH",
    path: SUB,
    access: "editor",
    params: subsectionParamsSchema,
    body: updateSubsectionBodySchema,
    response: subsectionSchema,
    summary: "Rename, describe or move a subsection",
  },
  deleteSubsection: {
    method: "DELETE",
    path: SUB,
    access: "editor",
    params: subsectionParamsSchema,
    response: z.object({ uid: z.string() }),
    summary: "Remove a subsection and its versions",
  },
} as const satisfies Record<string, RouteDef>;

/** Generate all (issue 32): every subsection of an initiative planned in one run. */
export const generateAllRoutes = {
  getGenerateAll: {
    method: "GET",
    path: "/initiatives/{id}/generate-all",
    access: "viewer",
    params: initiativeIdParamsSchema,
    response: generateAllStateSchema,
    summary: "The latest Generate all run and each section's progress",
  },
  estimateGenerateAll: {
    method: "GET",
    path: "/initiatives/{id}/generate-all/estimate",
    access: "editor",
    params: initiativeIdParamsSchema,
    query: generateAllEstimateQuerySchema,
    response: generateAllEstimateSchema,
    summary: "Sections, tokens and cost Generate all would use",
  },
  startGenerateAll: {
    method: "POST",
    path: "/initiatives/{id}/generate-all",
    access: "editor",
    params: initiativeIdParamsSchema,
    body: generateAllBodySchema,
    response: generateAllStateSchema,
    summary: "Plan every empty section in the background",
  },
  stopGenerateAll: {
    method: "POST",
    path: "/initiatives/{id}/generate-all/stop",
    access: "editor",
    params: initiativeIdParamsSchema,
    response: generateAllStateSchema,
    summary: "Stop Generate all (saved sections stay)",
  },
  retryGenerateAll: {
    method: "POST",
    path: "/initiatives/{id}/generate-all/retry",
    access: "editor",
    params: initiativeIdParamsSchema,
    body: retrySectionBodySchema,
    response: generateAllStateSchema,
    summary: "Run one failed or stopped section of Generate all again",
  },
} as const satisfies Record<string, RouteDef>;
