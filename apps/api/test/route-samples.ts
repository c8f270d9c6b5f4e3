import { API_PREFIX, buildPath, type RouteName } from "@initiative-planner/contract";
import { hubSignature } from "../src/modules/trackers/webhook-signature";
import { WORLD_WEBHOOK_SECRET, type World } from "./test-world";

/** A valid request for every route of the contract. A route missing here fails the test below. */
export const REQUESTS: Record<
  RouteName,
  (w: World) => {
    params?: Record<string, string | number>;
    query?: string;
    body?: unknown;
    /** An endless stream: read this long, then close. */
    streamMs?: number;
    /** Headers the request needs (a tracker webhook's signature). */
    headers?: Record<string, string>;
    /** Signs another body the way `headers` signs this one (a fuzzed webhook body is signed afresh). */
    sign?: (raw: string) => Record<string, string>;
  }
> = {
  health: () => ({}),
  healthHead: () => ({}),
  config: () => ({}),
  userLogin: () => ({}),
  getUser: () => ({}),
  getUserProfile: () => ({}),
  updateUser: () => ({ body: { workstream: "Backend Engineering" } }),
  apiTest: () => ({}),
  listInitiatives: () => ({ query: "?page=0&size=10" }),
  searchInitiatives: () => ({ query: "?q=launch" }),
  createInitiative: () => ({
    body: {
      description: "Matrix idea",
      date_due_completion: new Date().toISOString(),
      priority: "LOW",
      communication_mode: "SLACK",
    },
  }),
  getInitiative: (w) => ({ params: { id: w.initiativeId } }),
  updateInitiative: (w) => ({ params: { id: w.initiativeId }, body: { progress: 40 } }),
  deleteInitiative: (w) => ({ params: { id: w.initiativeId } }),
  initiativeDetails: (w) => ({ params: { id: w.initiativeId } }),
  retryInitiative: (w) => ({ params: { id: w.initiativeId } }),
  listWorkstreams: (w) => ({ params: { id: w.initiativeId }, query: "?refresh=true" }),
  getWorkstream: (w) => ({ params: { id: w.initiativeId, wsId: w.wsId } }),
  streamWorkstream: (w) => ({ params: { id: w.initiativeId, wsId: w.wsId }, body: {} }),
  saveTaskBreakdown: (w) => ({ params: { id: w.initiativeId, wsId: w.wsId }, body: { content: "# Tasks" } }),
  improveWorkstream: (w) => ({
    params: { id: w.initiativeId, wsId: w.wsId },
    body: { current_response: "# Tasks\n\nShip it.", snippet: "Ship it.", user_query: "Make it concise" },
  }),
  listSubsections: (w) => ({ params: { id: w.initiativeId, wsId: w.wsId } }),
  streamSubsection: (w) => ({ params: { id: w.initiativeId, wsId: w.wsId, subId: w.subId }, body: {} }),
  improveSubsection: (w) => ({
    params: { id: w.initiativeId, wsId: w.wsId, subId: w.subId },
    body: {
      current_response: "# Plan\n\nDo the thing.",
      snippet: "Do the thing.",
      user_query: "Expand on this",
    },
  }),
  saveSubsection: (w) => ({
    params: { id: w.initiativeId, wsId: w.wsId, subId: w.subId },
    body: { content: "# Saved" },
  }),
  listVersions: (w) => ({ params: { id: w.initiativeId, wsId: w.wsId, subId: w.subId } }),
  getVersion: (w) => ({ params: { id: w.initiativeId, wsId: w.wsId, subId: w.subId, n: 1 } }),
  restoreVersion: (w) => ({
    params: { id: w.initiativeId, wsId: w.wsId, subId: w.subId },
    body: { version: 1 },
  }),
  listTasks: (w) => ({ params: { id: w.initiativeId } }),
  createTask: (w) => ({
    params: { id: w.initiativeId },
    body: { workstream_id: w.wsId, title: "Matrix task", owner_role: "Engineer", estimate_days: 1 },
  }),
  updateTask: (w) => ({ params: { id: w.initiativeId, taskId: w.taskId }, body: { status: "done" } }),
  deleteTask: (w) => ({ params: { id: w.initiativeId, taskId: w.taskId } }),
  listTaskHistory: (w) => ({ params: { id: w.initiativeId }, query: `?task_id=${w.taskId}` }),
  undoTaskChange: (w) => ({ params: { id: w.initiativeId, changeId: w.taskChangeId } }),
  proposeTaskBreakdown: (w) => ({
    params: { id: w.initiativeId, wsId: w.wsId },
    body: { instruction: "Keep it short" },
  }),
  applyTaskProposal: (w) => ({
    params: { id: w.initiativeId, wsId: w.wsId, proposalId: w.proposalId },
    body: { apply: [] },
  }),
  exportInitiative: (w) => ({ params: { id: w.initiativeId }, query: "?format=csv" }),
  listCollaborators: (w) => ({ params: { id: w.initiativeId }, query: "?page=0&size=10" }),
  pendingInvites: (w) => ({ params: { id: w.initiativeId } }),
  invite: (w) => ({
    params: { id: w.initiativeId },
    body: { email: `new-${Math.random().toString(36).slice(2)}@example.com`, role: "viewer" },
  }),
  resendInvite: (w) => ({ params: { id: w.initiativeId, inviteId: w.inviteId } }),
  revokeInvite: (w) => ({ params: { id: w.initiativeId, inviteId: w.inviteId } }),
  changeRole: (w) => ({ params: { id: w.initiativeId, userId: w.targetUserId }, body: { role: "editor" } }),
  removeCollaborator: (w) => ({ params: { id: w.initiativeId, userId: w.targetUserId } }),
  acceptInvite: () => ({ body: { token: "an-unknown-invitation-token-000" } }),
  initiativeEvents: (w) => ({ params: { id: w.initiativeId }, streamMs: 300 }),
  liveEvents: (w) => ({ query: `?initiatives=${w.initiativeId}`, streamMs: 300 }),
  initiativeUsage: (w) => ({ params: { id: w.initiativeId } }),
  userUsage: () => ({}),
  userUploads: () => ({}),
  adminUsage: () => ({ query: "?from=2026-01-01&to=2026-12-31" }),
  getAiSettings: () => ({}),
  updateAiSettings: () => ({ body: { provider: "offline" } }),
  listAiModels: () => ({ body: { provider: "offline" } }),
  testAiSettings: () => ({ body: { provider: "offline" } }),
  // Without a multipart body the upload route refuses (400); documents.test.ts sends real uploads.
  uploadFile: () => ({}),
  listInitiativeFiles: (w) => ({ params: { id: w.initiativeId } }),
  attachFile: (w) => ({
    params: { id: w.initiativeId },
    body: { file_id: "00000000-0000-4000-8000-000000000000" },
  }),
  removeFile: (w) => ({ params: { id: w.initiativeId, fileId: w.fileId } }),
  downloadFile: (w) => ({ params: { id: w.initiativeId, fileId: w.fileId } }),
  createToken: () => ({ body: { name: "Matrix script", scope: "read", expires_in_days: 30 } }),
  listTokens: () => ({}),
  revokeToken: (w) => ({ params: { tokenId: w.tokenId } }),
  // Trackers: nothing listens on port 9, so the owner's save fails its connection test (400, nothing saved).
  listTrackers: (w) => ({ params: { id: w.initiativeId } }),
  putTracker: (w) => ({
    params: { id: w.initiativeId, kind: "github" },
    body: { api_url: "http://127.0.0.1:9", token: "ghp_matrix", repository: "acme/plan" },
  }),
  deleteTracker: (w) => ({ params: { id: w.initiativeId, kind: "jira" } }),
  // The world's Jira connection holds a secret no key opens: the push is queued, then fails in words.
  previewTrackerPush: (w) => ({ params: { id: w.initiativeId, kind: "jira" }, body: { parent: true } }),
  pushTracker: (w) => ({ params: { id: w.initiativeId, kind: "jira" }, body: { parent: true } }),
  getTrackerPush: (w) => ({ params: { id: w.initiativeId, kind: "jira" } }),
  // Status back: the world's Jira token cannot be opened, so a sync is a 409 in words before asking Jira.
  syncTracker: (w) => ({ params: { id: w.initiativeId, kind: "jira" } }),
  getTrackerWebhook: (w) => ({ params: { id: w.initiativeId, kind: "jira" } }),
  setTrackerWebhook: (w) => ({ params: { id: w.initiativeId, kind: "jira" }, body: {} }),
  // Signed with the world's webhook secret; it names no linked issue, so it changes nothing (200).
  trackerWebhook: (w) => {
    const body = { webhookEvent: "jira:issue_updated", issue: { id: "10001", key: "PLAN-1", fields: {} } };
    return {
      params: { kind: "jira" },
      query: `?initiative=${w.initiativeId}`,
      body,
      headers: { "x-hub-signature": hubSignature(WORLD_WEBHOOK_SECRET, JSON.stringify(body)) },
      sign: (raw: string) => ({ "x-hub-signature": hubSignature(WORLD_WEBHOOK_SECRET, raw) }),
    };
  },
  // Issue 32: shaping the plan, and Generate all.
  addWorkstream: (w) => ({ params: { id: w.initiativeId }, body: { name: "Field Operations" } }),
  updateWorkstream: (w) => ({
    params: { id: w.initiativeId, wsId: w.wsId },
    body: { name: "Renamed team", position: 0 },
  }),
  deleteWorkstream: (w) => ({ params: { id: w.initiativeId, wsId: w.wsId } }),
  listWorkstreamTrash: (w) => ({ params: { id: w.initiativeId } }),
  restoreWorkstream: (w) => ({ params: { id: w.initiativeId, trashId: w.trashId } }),
  suggestWorkstreams: (w) => ({ params: { id: w.initiativeId } }),
  suggestSubsections: (w) => ({ params: { id: w.initiativeId, wsId: w.wsId } }),
  addSubsection: (w) => ({
    params: { id: w.initiativeId, wsId: w.wsId },
    body: { display_name: "Supplier contracts", placeholder: "Who supplies what" },
  }),
  updateSubsection: (w) => ({
    params: { id: w.initiativeId, wsId: w.wsId, subId: w.subId },
    body: { display_name: "Renamed section", position: 1 },
  }),
  deleteSubsection: (w) => ({ params: { id: w.initiativeId, wsId: w.wsId, subId: w.subId } }),
  getGenerateAll: (w) => ({ params: { id: w.initiativeId } }),
  estimateGenerateAll: (w) => ({ params: { id: w.initiativeId }, query: "?include_tasks=true" }),
  startGenerateAll: (w) => ({ params: { id: w.initiativeId }, body: {} }),
  stopGenerateAll: (w) => ({ params: { id: w.initiativeId } }),
  retryGenerateAll: (w) => ({
    params: { id: w.initiativeId },
    body: { workstream_id: w.wsId, subsection_uid: w.subId },
  }),
};

/** encodeURIComponent that sends malformed UTF-8 (%ED%A0%80) for lone surrogates instead of throwing. */
export function encodeHostile(value: string): string {
  return Array.from(value, (char) => {
    try {
      return encodeURIComponent(char);
    } catch {
      return "%ED%A0%80";
    }
  }).join("");
}

/** The URL of a sample request: the contract's prefix and path, parameters encoded as they are. */
export function samplePath(
  route: { path: string },
  params: Record<string, string | number> = {},
  query = "",
) {
  return `${API_PREFIX}${buildPath(route.path, params, encodeHostile)}${query}`;
}
