import { beforeAll } from "vitest";
import { trackerConnections } from "../src/db/schema";
import { uploadFile } from "./documents-support";
import { addMember, createInitiative, createUser, type TestUser } from "./factories";
import type { TestServer } from "./harness";

// The people and the initiative every route sample acts on (access matrix, fuzz run, MCP access).

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

/** The administrator of test servers that set ADMIN_EMAILS to it (access matrix, fuzz). */
export const ADMIN_EMAIL = "matrix-admin@example.com";

/** A user in each role of one initiative, a stranger to it, and an administrator. */
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

/** A suite's people and world on its server, made in a beforeAll (registered after `useTestServer`'s). */
export function useWorld(server: TestServer): { people: People; world: World } {
  const made = {} as { people: People; world: World };
  beforeAll(async () => {
    made.people = await createPeople(server);
    made.world = await createWorld(server, made.people);
  }, 120_000);
  return made;
}
