import { z } from "zod";
import {
  aiModelListSchema,
  aiProbeBodySchema,
  aiSettingsSchema,
  aiTestResultSchema,
  updateAiSettingsBodySchema,
} from "./ai-settings";
import {
  acceptedInviteSchema,
  acceptInviteBodySchema,
  changedRoleSchema,
  changeRoleBodySchema,
  collaboratorPageSchema,
  collaboratorParamsSchema,
  createdInviteSchema,
  inviteBodySchema,
  inviteParamsSchema,
  pendingInviteSchema,
} from "./collaborators";
import { liveEventsQuerySchema } from "./events";
import {
  attachFileBodySchema,
  initiativeFileParamsSchema,
  uploadAllowanceSchema,
  uploadedFileSchema,
} from "./files";
import {
  generateAllBodySchema,
  generateAllEstimateQuerySchema,
  generateAllEstimateSchema,
  generateAllStateSchema,
  retrySectionBodySchema,
} from "./generate-all";
import {
  createInitiativeBodySchema,
  initiativeDetailsSchema,
  initiativeIdParamsSchema,
  initiativePageSchema,
  initiativeSchema,
  listInitiativesQuerySchema,
  pageQuerySchema,
  searchInitiativesQuerySchema,
  updateInitiativeBodySchema,
} from "./initiative";
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
} from "./plan-shape";
import {
  generateBodySchema,
  improveBodySchema,
  planVersionDetailSchema,
  planVersionSchema,
  refreshQuerySchema,
  restoreBodySchema,
  saveContentBodySchema,
  savedPlanSchema,
  subsectionParamsSchema,
  subsectionSchema,
  versionParamsSchema,
  workstreamDetailSchema,
  workstreamParamsSchema,
  workstreamsWithDetailsSchema,
} from "./planning";
import { runtimeConfigSchema } from "./runtime-config";
import {
  appliedProposalSchema,
  applyProposalBodySchema,
  createTaskBodySchema,
  exportQuerySchema,
  taskChangeParamsSchema,
  taskChangeSchema,
  taskHistoryQuerySchema,
  taskParamsSchema,
  taskProposalParamsSchema,
  taskProposalSchema,
  taskScheduleSchema,
  taskSchema,
  undoneTaskChangeSchema,
  updateTaskBodySchema,
} from "./tasks";
import { createdTokenSchema, createTokenBodySchema, tokenParamsSchema, tokenSummarySchema } from "./tokens";
import { trackerPushBodySchema, trackerPushPreviewSchema, trackerPushStateSchema } from "./tracker-push";
import {
  setTrackerWebhookBodySchema,
  trackerSyncResultSchema,
  trackerWebhookParamsSchema,
  trackerWebhookQuerySchema,
  trackerWebhookResultSchema,
  trackerWebhookSchema,
} from "./tracker-sync";
import {
  trackerConnectionBodySchema,
  trackerConnectionSchema,
  trackerListSchema,
  trackerParamsSchema,
} from "./trackers";
import { adminUsageQuerySchema, adminUsageSchema, initiativeUsageSchema, userUsageSchema } from "./usage";
import { backendUserSchema, tokenInfoSchema, updateUserBodySchema } from "./user";

export const healthSchema = z.object({ status: z.literal("ok"), db: z.literal("ok") });

/**
 * Who may call a route. `public`: anyone; `user`: any signed-in user; `viewer`/`editor`/`owner`: a
 * signed-in member of the initiative in the path with at least that role; `admin`: a signed-in
 * administrator (ADMIN_EMAILS, else the installation's first user).
 */
export type Access = "public" | "user" | "viewer" | "editor" | "owner" | "admin";
export type HttpMethod = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface RouteDef {
  method: HttpMethod;
  /** Path below API_PREFIX, parameters written `{name}` as in the spec. */
  path: string;
  access: Access;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Schema of `data` in the success wrapper; absent for streams. */
  response?: z.ZodType;
  /** Server-sent events instead of the JSON wrapper. */
  stream?: true;
  /** A multipart upload (one field named `file`) instead of a JSON body. */
  multipart?: true;
  /** A file download (Content-Disposition: attachment) instead of the JSON wrapper. */
  download?: true;
  /** Spends AI budget (rate limited per user). */
  ai?: true;
  /** Only with the browser's sign-in, never with a personal access token (a token cannot mint tokens). */
  sessionOnly?: true;
  summary: string;
}

const WS = "/initiatives/{id}/workstreams/{wsId}";
const SUB = `${WS}/subsections/{subId}`;

export const routes = {
  health: {
    method: "GET",
    path: "/health",
    access: "public",
    response: healthSchema,
    summary: "API and database health",
  },
  healthHead: {
    method: "HEAD",
    path: "/health",
    access: "public",
    summary: "API and database health, no body",
  },
  config: {
    method: "GET",
    path: "/config",
    access: "public",
    response: runtimeConfigSchema,
    summary: "SPA runtime settings",
  },

  userLogin: {
    method: "POST",
    path: "/user/login",
    access: "user",
    response: backendUserSchema,
    summary: "Create or update the backend user from the token",
  },
  getUser: {
    method: "GET",
    path: "/user",
    access: "user",
    response: backendUserSchema,
    summary: "The signed-in user",
  },
  getUserProfile: {
    method: "GET",
    path: "/user/profile",
    access: "user",
    response: backendUserSchema,
    summary: "The signed-in user (debugger)",
  },
  updateUser: {
    method: "PUT",
    path: "/user",
    access: "user",
    body: updateUserBodySchema,
    response: backendUserSchema,
    summary: "Update the user's workstream",
  },
  apiTest: {
    method: "GET",
    path: "/api/test",
    access: "user",
    response: tokenInfoSchema,
    summary: "Who the token belongs to and when it expires",
  },

  listInitiatives: {
    method: "GET",
    path: "/initiative",
    access: "user",
    query: listInitiativesQuerySchema,
    response: initiativePageSchema,
    summary: "The caller's initiatives, newest first",
  },
  searchInitiatives: {
    method: "GET",
    path: "/initiative/search",
    access: "user",
    query: searchInitiativesQuerySchema,
    response: z.array(initiativeSchema),
    summary: "Search the caller's initiatives",
  },
  createInitiative: {
    method: "POST",
    path: "/initiative",
    access: "user",
    body: createInitiativeBodySchema,
    response: initiativeSchema,
    // Queues the plan proposal, a model call.
    ai: true,
    summary: "Create an initiative from an idea",
  },
  getInitiative: {
    method: "GET",
    path: "/initiatives/{id}",
    access: "viewer",
    params: initiativeIdParamsSchema,
    response: initiativeSchema,
    summary: "One initiative",
  },
  updateInitiative: {
    method: "PUT",
    path: "/initiative/{id}",
    access: "editor",
    params: initiativeIdParamsSchema,
    body: updateInitiativeBodySchema,
    response: initiativeSchema,
    summary: "Update an initiative",
  },
  deleteInitiative: {
    method: "DELETE",
    path: "/initiatives/{id}",
    access: "owner",
    params: initiativeIdParamsSchema,
    response: z.object({ id: z.string() }),
    summary: "Delete an initiative and everything in it",
  },
  initiativeDetails: {
    method: "GET",
    path: "/initiative/{id}/details",
    access: "viewer",
    params: initiativeIdParamsSchema,
    response: initiativeDetailsSchema,
    summary: "Heading and workstreams",
  },
  retryInitiative: {
    method: "POST",
    path: "/initiative/{id}/retry",
    access: "editor",
    params: initiativeIdParamsSchema,
    response: initiativeSchema,
    ai: true,
    summary: "Re-queue failed workstream generation",
  },

  listWorkstreams: {
    method: "GET",
    path: "/initiatives/{id}/workstreams",
    access: "viewer",
    params: initiativeIdParamsSchema,
    query: refreshQuerySchema,
    response: workstreamsWithDetailsSchema,
    summary: "Workstreams plus the details heading",
  },
  getWorkstream: {
    method: "GET",
    path: WS,
    access: "viewer",
    params: workstreamParamsSchema,
    response: workstreamDetailSchema,
    summary: "A workstream and its task breakdown",
  },
  streamWorkstream: {
    method: "POST",
    path: `${WS}/stream`,
    access: "editor",
    params: workstreamParamsSchema,
    body: generateBodySchema,
    stream: true,
    ai: true,
    summary: "Stream and save the task breakdown",
  },
  saveTaskBreakdown: {
    method: "POST",
    path: `${WS}/taskbreakdown`,
    access: "editor",
    params: workstreamParamsSchema,
    body: saveContentBodySchema,
    response: savedPlanSchema,
    summary: "Save the task breakdown",
  },
  // A regenerated breakdown as a proposal, applied only as the person picks (issue 32).
  proposeTaskBreakdown: {
    method: "POST",
    path: `${WS}/taskbreakdown/proposals`,
    access: "editor",
    params: workstreamParamsSchema,
    body: generateBodySchema,
    response: taskProposalSchema,
    ai: true,
    summary: "Plan the workstream's tasks again as a proposal (nothing changes until it is applied)",
  },
  applyTaskProposal: {
    method: "POST",
    path: `${WS}/taskbreakdown/proposals/{proposalId}/apply`,
    access: "editor",
    params: taskProposalParamsSchema,
    body: applyProposalBodySchema,
    response: appliedProposalSchema,
    summary: "Apply the picked changes of a proposal; 409 with the current tasks when applied or outdated",
  },
  improveWorkstream: {
    method: "PATCH",
    path: `${WS}/improve`,
    access: "editor",
    params: workstreamParamsSchema,
    body: improveBodySchema,
    stream: true,
    ai: true,
    summary: "Stream an improved task breakdown",
  },
  listSubsections: {
    method: "GET",
    path: `${WS}/subsections`,
    access: "viewer",
    params: workstreamParamsSchema,
    response: z.array(subsectionSchema),
    summary: "Subsections with their plans",
  },
  streamSubsection: {
    method: "POST",
    path: `${SUB}/stream`,
    access: "editor",
    params: subsectionParamsSchema,
    body: generateBodySchema,
    stream: true,
    ai: true,
    summary: "Stream and save a subsection plan",
  },
  improveSubsection: {
    method: "PATCH",
    path: `${SUB}/improve`,
    access: "editor",
    params: subsectionParamsSchema,
    body: improveBodySchema,
    stream: true,
    ai: true,
    summary: "Stream an improved plan (not saved)",
  },
  saveSubsection: {
    method: "POST",
    path: `${SUB}/improve/save`,
    access: "editor",
    params: subsectionParamsSchema,
    body: saveContentBodySchema,
    response: savedPlanSchema,
    summary: "Save a plan",
  },
  listVersions: {
    method: "GET",
    path: `${SUB}/versions`,
    access: "viewer",
    params: subsectionParamsSchema,
    response: z.array(planVersionSchema),
    summary: "Plan history",
  },
  getVersion: {
    method: "GET",
    path: `${SUB}/versions/{n}`,
    access: "viewer",
    params: versionParamsSchema,
    response: planVersionDetailSchema,
    summary: "One plan version",
  },
  restoreVersion: {
    method: "POST",
    path: `${SUB}/restore`,
    access: "editor",
    params: subsectionParamsSchema,
    body: restoreBodySchema,
    response: savedPlanSchema,
    summary: "Restore a plan version as a new version",
  },

  listTasks: {
    method: "GET",
    path: "/initiatives/{id}/tasks",
    access: "viewer",
    params: initiativeIdParamsSchema,
    response: taskScheduleSchema,
    summary: "Every task with its schedule, the critical path and the projected finish",
  },
  createTask: {
    method: "POST",
    path: "/initiatives/{id}/tasks",
    access: "editor",
    params: initiativeIdParamsSchema,
    body: createTaskBodySchema,
    response: taskSchema,
    summary: "Add a task",
  },
  updateTask: {
    method: "PATCH",
    path: "/initiatives/{id}/tasks/{taskId}",
    access: "editor",
    params: taskParamsSchema,
    body: updateTaskBodySchema,
    response: taskSchema,
    summary: "Change a task",
  },
  deleteTask: {
    method: "DELETE",
    path: "/initiatives/{id}/tasks/{taskId}",
    access: "editor",
    params: taskParamsSchema,
    response: z.object({ id: z.string() }),
    summary: "Delete a task; its dependents lose the edge",
  },
  // Task history and undo (issue 32).
  listTaskHistory: {
    method: "GET",
    path: "/initiatives/{id}/tasks/history",
    access: "viewer",
    params: initiativeIdParamsSchema,
    query: taskHistoryQuerySchema,
    response: z.array(taskChangeSchema),
    summary: "People's task changes, newest first (the last 100; one task's with task_id)",
  },
  undoTaskChange: {
    method: "POST",
    path: "/initiatives/{id}/tasks/history/{changeId}/undo",
    access: "editor",
    params: taskChangeParamsSchema,
    response: undoneTaskChangeSchema,
    summary: "Undo a task change (a deletion brings the task back); 409 when its task changed since",
  },
  exportInitiative: {
    method: "GET",
    path: "/initiatives/{id}/export",
    access: "viewer",
    params: initiativeIdParamsSchema,
    query: exportQuerySchema,
    download: true,
    summary: "Download the initiative as markdown, CSV or JSON",
  },

  listCollaborators: {
    method: "GET",
    path: "/initiatives/{id}/collaborators",
    access: "viewer",
    params: initiativeIdParamsSchema,
    query: pageQuerySchema,
    response: collaboratorPageSchema,
    summary: "Members, owner included",
  },
  pendingInvites: {
    method: "GET",
    path: "/initiatives/{id}/collaborators/pendingInvites",
    access: "viewer",
    params: initiativeIdParamsSchema,
    response: z.array(pendingInviteSchema),
    summary: "Pending invitations",
  },
  invite: {
    method: "POST",
    path: "/initiatives/{id}/collaborators/invite",
    access: "editor",
    params: initiativeIdParamsSchema,
    body: inviteBodySchema,
    response: createdInviteSchema,
    summary: "Invite by e-mail",
  },
  resendInvite: {
    method: "POST",
    path: "/initiatives/{id}/collaborators/invite/{inviteId}/resend",
    access: "editor",
    params: inviteParamsSchema,
    response: z.boolean(),
    summary: "Resend an invitation",
  },
  revokeInvite: {
    method: "DELETE",
    path: "/initiatives/{id}/collaborators/invite/{inviteId}",
    access: "owner",
    params: inviteParamsSchema,
    response: z.object({ id: z.string() }),
    summary: "Revoke an invitation",
  },
  changeRole: {
    method: "PUT",
    path: "/initiatives/{id}/collaborators/{userId}",
    access: "owner",
    params: collaboratorParamsSchema,
    body: changeRoleBodySchema,
    response: changedRoleSchema,
    summary: "Change a collaborator's role",
  },
  removeCollaborator: {
    method: "DELETE",
    path: "/initiatives/{id}/collaborators/{userId}",
    access: "owner",
    params: collaboratorParamsSchema,
    response: z.object({ user_id: z.string() }),
    summary: "Remove a collaborator",
  },
  acceptInvite: {
    method: "POST",
    path: "/invites/accept",
    access: "user",
    body: acceptInviteBodySchema,
    response: acceptedInviteSchema,
    summary: "Accept an invitation link",
  },

  initiativeEvents: {
    method: "GET",
    path: "/initiatives/{id}/events",
    access: "viewer",
    params: initiativeIdParamsSchema,
    stream: true,
    summary: "Live events of an initiative (SSE, Last-Event-ID resumption)",
  },
  liveEvents: {
    method: "GET",
    path: "/events",
    access: "user",
    query: liveEventsQuerySchema,
    stream: true,
    summary: "Live events of several initiatives in one stream (SSE, Last-Event-ID resumption)",
  },
  initiativeUsage: {
    method: "GET",
    path: "/initiatives/{id}/usage",
    access: "viewer",
    params: initiativeIdParamsSchema,
    response: initiativeUsageSchema,
    summary: "AI usage and estimated cost of an initiative",
  },
  userUsage: {
    method: "GET",
    path: "/user/usage",
    access: "user",
    response: userUsageSchema,
    summary: "The caller's AI usage today and this month against the limits",
  },
  adminUsage: {
    method: "GET",
    path: "/admin/usage",
    access: "admin",
    query: adminUsageQuerySchema,
    response: adminUsageSchema,
    summary: "AI usage by user and by model over a period",
  },
  getAiSettings: {
    method: "GET",
    path: "/admin/ai-settings",
    access: "admin",
    response: aiSettingsSchema,
    summary: "The AI provider settings (never the key)",
  },
  updateAiSettings: {
    method: "PUT",
    path: "/admin/ai-settings",
    access: "admin",
    body: updateAiSettingsBodySchema,
    response: aiSettingsSchema,
    summary: "Change the AI provider settings",
  },
  listAiModels: {
    method: "POST",
    path: "/admin/ai-settings/models",
    access: "admin",
    body: aiProbeBodySchema,
    response: aiModelListSchema,
    summary: "The provider's model list",
  },
  testAiSettings: {
    method: "POST",
    path: "/admin/ai-settings/test",
    access: "admin",
    body: aiProbeBodySchema,
    response: aiTestResultSchema,
    summary: "A minimal model call: latency or the provider's error",
  },
  uploadFile: {
    method: "POST",
    path: "/files",
    access: "user",
    multipart: true,
    response: uploadedFileSchema,
    summary: "Upload a document (PDF, DOCX, Markdown, text or CSV); it is the caller's until attached",
  },
  userUploads: {
    method: "GET",
    path: "/user/uploads",
    access: "user",
    response: uploadAllowanceSchema,
    summary: "The caller's use of the upload quota (UPLOAD_QUOTA_MB) and hourly rate (UPLOADS_PER_HOUR)",
  },
  listInitiativeFiles: {
    method: "GET",
    path: "/initiatives/{id}/files",
    access: "viewer",
    params: initiativeIdParamsSchema,
    response: z.array(uploadedFileSchema),
    summary: "The documents attached to an initiative",
  },
  attachFile: {
    method: "POST",
    path: "/initiatives/{id}/files",
    access: "editor",
    params: initiativeIdParamsSchema,
    body: attachFileBodySchema,
    response: uploadedFileSchema,
    summary: "Attach one of the caller's uploaded documents to an initiative",
  },
  removeFile: {
    method: "DELETE",
    path: "/initiatives/{id}/files/{fileId}",
    access: "editor",
    params: initiativeFileParamsSchema,
    response: z.object({ id: z.string() }),
    summary: "Remove a document from an initiative (and delete it)",
  },
  downloadFile: {
    method: "GET",
    path: "/initiatives/{id}/files/{fileId}/content",
    access: "viewer",
    params: initiativeFileParamsSchema,
    download: true,
    summary: "Download an attached document",
  },

  // Personal access tokens (issue 35): managed only from a signed-in browser (decision 080).
  createToken: {
    method: "POST",
    path: "/user/tokens",
    access: "user",
    sessionOnly: true,
    body: createTokenBodySchema,
    response: createdTokenSchema,
    summary: "Create a personal access token; the answer holds the secret, shown this once",
  },
  listTokens: {
    method: "GET",
    path: "/user/tokens",
    access: "user",
    sessionOnly: true,
    response: z.array(tokenSummarySchema),
    summary: "The caller's personal access tokens (never their secrets)",
  },
  revokeToken: {
    method: "DELETE",
    path: "/user/tokens/{tokenId}",
    access: "user",
    sessionOnly: true,
    params: tokenParamsSchema,
    response: z.object({ id: z.string() }),
    summary: "Revoke a personal access token at once",
  },

  // Issue trackers (issue 34): the owner connects them; every member sees their status.
  listTrackers: {
    method: "GET",
    path: "/initiatives/{id}/trackers",
    access: "viewer",
    params: initiativeIdParamsSchema,
    response: trackerListSchema,
    summary: "The initiative's tracker connections (never their secrets)",
  },
  putTracker: {
    method: "PUT",
    path: "/initiatives/{id}/trackers/{kind}",
    access: "owner",
    params: trackerParamsSchema,
    body: trackerConnectionBodySchema,
    response: trackerConnectionSchema,
    summary: "Connect GitHub, Linear or Jira (the connection is tested before it is saved)",
  },
  deleteTracker: {
    method: "DELETE",
    path: "/initiatives/{id}/trackers/{kind}",
    access: "owner",
    params: trackerParamsSchema,
    response: z.object({ kind: z.string() }),
    summary: "Disconnect a tracker (its issues stay in the tracker)",
  },
  previewTrackerPush: {
    method: "POST",
    path: "/initiatives/{id}/trackers/{kind}/preview",
    access: "editor",
    params: trackerParamsSchema,
    body: trackerPushBodySchema,
    response: trackerPushPreviewSchema,
    summary: "What a push would create, update, close and link in the tracker (nothing is sent)",
  },
  pushTracker: {
    method: "POST",
    path: "/initiatives/{id}/trackers/{kind}/push",
    access: "editor",
    params: trackerParamsSchema,
    body: trackerPushBodySchema,
    response: trackerPushStateSchema,
    summary: "Push the tasks and their dependencies into the tracker, as a background job",
  },
  getTrackerPush: {
    method: "GET",
    path: "/initiatives/{id}/trackers/{kind}/push",
    access: "viewer",
    params: trackerParamsSchema,
    response: trackerPushStateSchema,
    summary: "The latest push to the tracker and its progress",
  },

  // Issue 32: shaping the plan by hand, and Generate all.
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

  // Issue 34, item 3: status back from the trackers (decisions 125–129).
  syncTracker: {
    method: "POST",
    path: "/initiatives/{id}/trackers/{kind}/sync",
    access: "editor",
    params: trackerParamsSchema,
    response: trackerSyncResultSchema,
    summary:
      "Read every linked issue's state now: closed issues mark their tasks done, reopened ones reopen them",
  },
  getTrackerWebhook: {
    method: "GET",
    path: "/initiatives/{id}/trackers/{kind}/webhook",
    access: "owner",
    params: trackerParamsSchema,
    response: trackerWebhookSchema,
    summary: "The webhook address and signing secret to give the tracker (owner only)",
  },
  setTrackerWebhook: {
    method: "POST",
    path: "/initiatives/{id}/trackers/{kind}/webhook",
    access: "owner",
    params: trackerParamsSchema,
    body: setTrackerWebhookBodySchema,
    response: trackerWebhookSchema,
    summary: "Replace the webhook secret: the tracker's own, or a new random one (owner only)",
  },
  trackerWebhook: {
    method: "POST",
    path: "/trackers/{kind}/webhook",
    access: "public",
    params: trackerWebhookParamsSchema,
    query: trackerWebhookQuerySchema,
    response: trackerWebhookResultSchema,
    summary: "Where GitHub, Linear and Jira post issue events, signed with the connection's webhook secret",
  },
} as const satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof routes;

type InputOf<R, K extends "params" | "query" | "body"> = R extends { [key in K]: infer S extends z.ZodType }
  ? z.input<S>
  : undefined;
/** What a caller puts in a route's path: `{ id: string }` for `/initiatives/{id}`. */
export type RouteParams<R extends RouteDef> = InputOf<R, "params">;
/** What a caller may put in a route's query string. */
export type RouteQuery<R extends RouteDef> = InputOf<R, "query">;
/** What a caller sends as a route's JSON body. */
export type RouteBody<R extends RouteDef> = InputOf<R, "body">;
/** A key a caller must give when its type has required fields, and may leave out when all are optional. */
type Part<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : Record<string, never> extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

/** What one call of route `R` takes: its path parameters, query and body as the contract types them. */
export type RouteCallOptions<R extends RouteDef> = Part<"params", RouteParams<R>> &
  Part<"query", RouteQuery<R>> &
  Part<"body", RouteBody<R>>;

/** The rest arguments of a typed call: the options are optional exactly when nothing in them is required. */
export type RouteCallArgs<R extends RouteDef, Extra = object> =
  Record<string, never> extends RouteCallOptions<R>
    ? [options?: RouteCallOptions<R> & Extra]
    : [options: RouteCallOptions<R> & Extra];

/** The `data` a route answers with (`undefined` for streams and HEAD). */
export type RouteResponse<R extends RouteDef> = R extends { response: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;

export { API_PREFIX, buildPath, MCP_PATH, routeUrl, toFastifyPath } from "./route-path";
