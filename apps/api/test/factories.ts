import { randomBytes } from "node:crypto";
import {
  type BackendUser,
  type CreateInitiativeBody,
  type Initiative,
  type Role,
  routes,
  type Task,
} from "@initiative-planner/contract";
import { initiativeMembers } from "../src/db/schema";
import type { TestServer } from "./harness";

/** A signed-in user of the test server: their token and backend account. */
export interface TestUser extends BackendUser {
  token: string;
}

function unique(): string {
  return randomBytes(5).toString("hex");
}

/** Signs a new user in through the real API (POST /user/login). */
export async function createUser(
  server: TestServer,
  overrides: { email?: string; name?: string } = {},
): Promise<TestUser> {
  const email = overrides.email ?? `user-${unique()}@example.com`;
  const name = overrides.name ?? `User ${unique()}`;
  const token = await server.token(email, name);
  const res = await server.call(routes.userLogin, { token });
  if (res.status !== 200) throw new Error(`createUser failed: ${res.status} ${res.text}`);
  return { ...res.data, token };
}

export function createInitiativeBody(overrides: Partial<CreateInitiativeBody> = {}): CreateInitiativeBody {
  return {
    description: `Launch a customer onboarding programme ${unique()}`,
    date_due_completion: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    priority: "HIGH",
    communication_mode: "SLACK",
    ...overrides,
  };
}

/** Creates an initiative owned by `owner` through the real API (POST /initiative). */
export async function createInitiative(
  server: TestServer,
  owner: TestUser,
  overrides: Partial<CreateInitiativeBody> = {},
): Promise<Initiative> {
  const res = await server.call(routes.createInitiative, {
    token: owner.token,
    body: createInitiativeBody(overrides),
  });
  if (res.status !== 200) throw new Error(`createInitiative failed: ${res.status} ${res.text}`);
  return res.data;
}

/**
 * Makes `user` a member of an initiative directly in the database, for tests that need a shared
 * initiative without going through invitations.
 */
export async function addMember(server: TestServer, initiative: Initiative, user: TestUser, role: Role) {
  await server.ctx.db.insert(initiativeMembers).values({
    initiativeId: initiative.id,
    userId: user.id,
    role,
    initiativeCreatedAt: new Date(initiative.created_at),
  });
}

/** Creates a personal access token of `user` through the real API (POST /user/tokens). */
export async function createAccessToken(
  server: TestServer,
  user: TestUser,
  scope: "read" | "write",
  expiresInDays?: number,
): Promise<{ id: string; token: string }> {
  const res = await server.call(routes.createToken, {
    token: user.token,
    body: { name: `${scope} token ${unique()}`, scope, expires_in_days: expiresInDays },
  });
  if (res.status !== 200) throw new Error(`createAccessToken failed: ${res.status} ${res.text}`);
  return { id: res.data.id, token: res.data.token };
}

/** A task as the contract shapes it, for unit tests (nothing stored): a one-day `todo` backend task. */
export function taskOf(overrides: Partial<Task> & Pick<Task, "id">): Task {
  return {
    workstream_id: "engg_backend",
    title: `Task ${overrides.id}`,
    description: "",
    owner_role: "Engineer",
    estimate_days: 1,
    depends_on: [],
    status: "todo",
    assignee_id: null,
    due_date: null,
    position: 0,
    external: [],
    ...overrides,
  };
}

/** `inviter` invites `email` to the initiative (the raw response: some tests expect a refusal). */
export function invite(
  server: TestServer,
  inviter: TestUser,
  initiativeId: string,
  email: string,
  role = "editor",
) {
  return server.request("POST", `/portal/initiatives/${initiativeId}/collaborators/invite`, {
    token: inviter.token,
    body: { email, role },
  });
}
