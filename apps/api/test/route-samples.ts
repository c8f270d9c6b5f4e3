import { API_PREFIX, buildPath, type RouteName } from "@initiative-planner/contract";
import { sql } from "drizzle-orm";
import { trackerConnections } from "../src/db/schema";
import { hubSignature } from "../src/modules/trackers/webhook-signature";
import { uploadFile } from "./documents-support";
import { addMember, createInitiative, createUser, type TestUser } from "./factories";
import type { TestServer } from "./harness";

/** The webhook secret of every world's Jira connection (the signed webhook sample uses it). */
export const WORLD_WEBHOOK_SECRET = "world-webhook-secret-0123456789";

export interface World {
  initiativeId: string;
  wsId: string;
  subId: string;
  inviteId: string;
  targetUserId: string;
  /** A document attached to the initiative. */
  fileId: string;
  taskId: string;
  /** A personal access token of the removable member (`targetUserId`). */
  tokenId: string;
  /** The task history's entry for the creation of `taskId`. */
  taskChangeId: string;
  /** A pending proposal for the first workstream's task breakdown. */
  proposalId: string;
  /** A removed team, restorable (issue 32). */
  trashId: string;
}

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

/** The administrator of test servers that set ADMIN_EMAILS to it (access matrix, fuzz). */
export const ADMIN_EMAIL = "matrix-admin@example.com";

/**
 * Reads a response body; with `streamMs`, an (endless) event stream is read that long and then
 * closed, so a test can call every route the same way.
 */
export async function readBody(response: Response, streamMs?: number): Promise<string> {
  const isStream = response.headers.get("content-type")?.includes("text/event-stream");
  if (streamMs === undefined || !isStream || !response.body) {
    return response.text();
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  const deadline = Date.now() + streamMs;
  for (;;) {
    const timeout = new Promise<null>((resolve) =>
      setTimeout(() => resolve(null), Math.max(0, deadline - Date.now())),
    );
    const next = await Promise.race([reader.read(), timeout]);
    if (next === null || next.done) break;
    text += decoder.decode(next.value, { stream: true });
  }
  await reader.cancel().catch(() => undefined);
  return text;
}

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

export const TABLES = [
  "users",
  "initiatives",
  "initiative_members",
  "workstreams",
  "subsections",
  "plan_versions",
  "invites",
  "jobs",
  "mail_outbox",
  "ai_usage",
  "ai_settings",
  "initiative_events",
  "files",
  "file_chunks",
  "tasks",
  // A token's last use is bookkeeping of reads too; what a request may not change is the rest of it.
  "(select id, user_id, name, scope, token_hash, hint, email_verified, created_at, expires_at from personal_access_tokens)",
  "tracker_connections",
  "task_changes",
  "task_proposals",
  "workstream_trash",
  "generate_all_runs",
  "generate_all_sections",
  "task_external",
  "task_external_relations",
  "tracker_pushes",
];

/** Waits until no background job is queued or running, so snapshots only see request effects. */
export async function settleJobs(server: TestServer, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await server.ctx.db.execute(
      sql.raw("select count(*)::int as n from jobs where status in ('queued', 'running')"),
    );
    if (Number((result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0) === 0) return;
    if (Date.now() > deadline) throw new Error("background jobs did not settle");
    await new Promise((r) => setTimeout(r, 25));
  }
}

export async function snapshot(server: TestServer): Promise<Record<string, string>> {
  await settleJobs(server);
  const result: Record<string, string> = {};
  for (const table of TABLES) {
    const rows = await server.ctx.db.execute(
      sql.raw(`select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as h from ${table} t`),
    );
    result[table] = String((rows as unknown as { rows: Array<{ h: string }> }).rows[0]?.h);
  }
  return result;
}

export type People = Record<"stranger" | "viewer" | "editor" | "owner" | "admin", TestUser>;

export async function createPeople(server: TestServer): Promise<People> {
  const people = {} as People;
  for (const p of ["stranger", "viewer", "editor", "owner"] as const)
    people[p] = await createUser(server, { name: `The ${p}` });
  people.admin = await createUser(server, { name: "The admin", email: ADMIN_EMAIL });
  return people;
}

/** An initiative with generated workstreams, a saved plan, a pending invite and a removable member. */
export async function createWorld(server: TestServer, people: People): Promise<World> {
  const upload = await uploadFile(
    server,
    people.owner.token,
    "brief.md",
    "# Brief\n\nStamp cards for cafés.",
  );
  const initiative = await createInitiative(server, people.owner, {
    description: "Launch a loyalty programme for coffee shops",
    attachment_ids: [upload.body.data.id],
  });
  await addMember(server, initiative, people.viewer, "viewer");
  await addMember(server, initiative, people.editor, "editor");
  const target = await createUser(server);
  await addMember(server, initiative, target, "viewer");
  let details: { workstreams: Array<{ id: string }> } | null = null;
  for (let i = 0; i < 400; i++) {
    const res = await server.request("GET", `/portal/initiative/${initiative.id}/details`, {
      token: people.owner.token,
    });
    if (res.body.data?.heading.status === "WORKSTREAM_CREATED") {
      details = res.body.data;
      break;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  if (!details) throw new Error("workstream generation did not finish");
  const wsId = details.workstreams[0]!.id;
  const subs = await server.request(
    "GET",
    `/portal/initiatives/${initiative.id}/workstreams/${wsId}/subsections`,
    {
      token: people.owner.token,
    },
  );
  const subId = subs.body.data[0].uid as string;
  await server.request(
    "POST",
    `/portal/initiatives/${initiative.id}/workstreams/${wsId}/subsections/${subId}/improve/save`,
    {
      token: people.owner.token,
      body: { content: "# First version" },
    },
  );
  const invite = await server.request("POST", `/portal/initiatives/${initiative.id}/collaborators/invite`, {
    token: people.owner.token,
    body: { email: `pending-${Math.random().toString(36).slice(2)}@example.com`, role: "viewer" },
  });
  const task = await server.request("POST", `/portal/initiatives/${initiative.id}/tasks`, {
    token: people.owner.token,
    body: { workstream_id: wsId, title: "First task", owner_role: "Engineer", estimate_days: 2 },
  });
  // The world's own member holds it: a person may have 50 tokens, and a suite makes a world per route.
  const token = await server.request("POST", "/portal/user/tokens", {
    token: target.token,
    body: { name: "World token", scope: "write" },
  });
  // A saved Jira connection (written directly: saving through the API needs a tracker to test against).
  await server.ctx.db.insert(trackerConnections).values({
    initiativeId: initiative.id,
    kind: "jira",
    settings: { siteUrl: "https://example.atlassian.net", email: "owner@example.com", projectKey: "PLAN" },
    secretEncrypted: "v1:not:a:secret",
    webhookSecretEncrypted: server.ctx.services.secretBox.seal(WORLD_WEBHOOK_SECRET),
    account: "The owner",
  });
  const history = await server.request("GET", `/portal/initiatives/${initiative.id}/tasks/history`, {
    token: people.owner.token,
  });
  const proposal = await server.request(
    "POST",
    `/portal/initiatives/${initiative.id}/workstreams/${wsId}/taskbreakdown/proposals`,
    { token: people.owner.token, body: {} },
  );
  const spare = await server.request("POST", `/portal/initiatives/${initiative.id}/workstreams`, {
    token: people.owner.token,
    body: { name: "Matrix spare team" },
  });
  const removed = await server.request(
    "DELETE",
    `/portal/initiatives/${initiative.id}/workstreams/${spare.body.data.id}`,
    { token: people.owner.token },
  );
  return {
    trashId: removed.body.data.trash_id,
    tokenId: token.body.data.id,
    initiativeId: initiative.id,
    wsId,
    subId,
    inviteId: invite.body.data.id,
    targetUserId: target.id,
    fileId: upload.body.data.id,
    taskId: task.body.data.id,
    taskChangeId: history.body.data[0].id,
    proposalId: proposal.body.data.id,
  };
}
