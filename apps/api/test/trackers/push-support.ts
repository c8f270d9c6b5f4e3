import {
  routes,
  type TrackerConnectionBody,
  type TrackerKind,
  type TrackerPush,
  type TrackerPushBody,
} from "@initiative-planner/contract";
import { afterAll, beforeAll, expect } from "vitest";
import { startTestServer, type TestServer } from "../harness";
import type { DbKind } from "../test-db";
import { type FakeGithub, startFakeGithub } from "./fake-github";
import { githubError } from "./fake-github-issues";
import type { Reply } from "./fake-http";
import { type FakeJira, jiraError, startFakeJira } from "./fake-jira";
import { type FakeLinear, linearError, startFakeLinear } from "./fake-linear";

export const KINDS: TrackerKind[] = ["github", "linear", "jira"];
export const GH_TOKEN = "ghp_push-secret-2211";
export const LINEAR_KEY = "lin_api_push-secret-3322";
export const JIRA_TOKEN = "ATATT-push-secret-4433";
const JIRA_EMAIL = "pusher@example.com";

export interface Fakes {
  github: FakeGithub;
  linear: FakeLinear;
  jira: FakeJira;
}

/** The three fakes, with one person (`assignee`) known to each by e-mail. */
export async function startFakes(assignee: string, options: { perHour?: number } = {}): Promise<Fakes> {
  const github = await startFakeGithub(
    {
      tokens: { [GH_TOKEN]: { login: "pusher", repos: { "acme/plan": { push: true } } } },
      people: [{ login: "ada-gh", email: assignee }],
    },
    options,
  );
  github.repo("acme/plan").assignable.add("ada-gh");
  const linear = await startFakeLinear(
    {
      keys: { [LINEAR_KEY]: { name: "Pusher", email: "pusher@example.com" } },
      teams: [{ id: "team-eng", key: "ENG", name: "Engineering", issueEstimationType: "fibonacci" }],
      users: [{ id: "user-ada", name: "Ada", email: assignee }],
    },
    options,
  );
  const jira = await startFakeJira(
    {
      accounts: { [`${JIRA_EMAIL}:${JIRA_TOKEN}`]: { displayName: "Pusher" } },
      projects: [{ id: "10000", key: "PLAN", name: "Planning" }],
      users: [{ accountId: "acc-ada", emailAddress: assignee, displayName: "Ada" }],
    },
    options,
  );
  return { github, linear, jira };
}

export const closeFakes = (fakes: Fakes | undefined) =>
  Promise.all([fakes?.github.close(), fakes?.linear.close(), fakes?.jira.close()]);

export function connectionBody(kind: TrackerKind, fakes: Fakes): TrackerConnectionBody {
  if (kind === "github") return { api_url: fakes.github.url, token: GH_TOKEN, repository: "acme/plan" };
  if (kind === "linear")
    return { api_url: `${fakes.linear.url}/graphql`, api_key: LINEAR_KEY, team_key: "ENG" };
  return { site_url: fakes.jira.url, email: JIRA_EMAIL, api_token: JIRA_TOKEN, project_key: "PLAN" };
}

/** Connects the tracker through the API (its real connection test against the fake). */
export async function connect(
  server: TestServer,
  id: string,
  token: string,
  kind: TrackerKind,
  fakes: Fakes,
) {
  const res = await server.call(routes.putTracker, {
    params: { id, kind },
    body: connectionBody(kind, fakes),
    token,
  });
  expect(res.status, res.text).toBe(200);
}

/** Queues a push (with `body`, e.g. `{ parent: true }`) and waits for it to end. */
export async function pushAndWait(
  server: TestServer,
  id: string,
  kind: TrackerKind,
  token: string,
  body?: TrackerPushBody,
) {
  const queued = await server.call(routes.pushTracker, { params: { id, kind }, token, body });
  expect(queued.status, queued.text).toBe(200);
  return waitForPush(server, id, kind, token, queued.data.push!.id);
}

export async function waitForPush(
  server: TestServer,
  id: string,
  kind: TrackerKind,
  token: string,
  pushId: string,
  timeoutMs = 45_000,
): Promise<TrackerPush> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await server.call(routes.getTrackerPush, { params: { id, kind }, token });
    const push = res.data.push;
    if (push?.id === pushId && (push.status === "done" || push.status === "failed")) return push;
    if (Date.now() > until) throw new Error(`push did not end: ${JSON.stringify(push)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A tracker's issues as the tests compare them, whichever the tracker. */
export interface SeenIssue {
  key: string;
  title: string;
  closed: boolean;
  body: string;
  labels: string[];
  assigned: boolean;
  /** Keys of the issues that block this one, sorted. */
  blockedBy: string[];
}

export function seenIssues(kind: TrackerKind, fakes: Fakes): SeenIssue[] {
  if (kind === "github") {
    const issues = fakes.github.repo("acme/plan").issues;
    const keyOf = (id: number) => `#${issues.find((i) => i.id === id)!.number}`;
    return issues.map((i) => ({
      key: `#${i.number}`,
      title: i.title,
      closed: i.state === "closed",
      body: i.body,
      labels: i.labels,
      assigned: i.assignees.includes("ada-gh"),
      blockedBy: i.blocked_by.map(keyOf).sort(),
    }));
  }
  if (kind === "linear") {
    const w = fakes.linear.world;
    const type = (stateId: string) => w.states.find((s) => s.id === stateId)!.type;
    return w.issues.map((i) => ({
      key: i.identifier,
      title: i.title,
      closed: ["completed", "canceled"].includes(type(i.stateId)),
      body: i.description,
      labels: i.labelIds.map((l) => w.labels.find((x) => x.id === l)!.name),
      assigned: i.assigneeId === "user-ada",
      blockedBy: w.relations
        .filter((r) => r.type === "blocks" && r.relatedIssueId === i.id)
        .map((r) => w.issues.find((x) => x.id === r.issueId)!.identifier)
        .sort(),
    }));
  }
  const w = fakes.jira.world;
  return w.issues.map((i) => ({
    key: i.key,
    title: String(i.fields.summary),
    closed: i.category === "done",
    body: JSON.stringify(i.fields.description),
    labels: (i.fields.labels as string[] | undefined) ?? [],
    assigned: (i.fields.assignee as { accountId?: string } | null)?.accountId === "acc-ada",
    blockedBy: w.links
      .filter((l) => l.type === "Blocks" && l.outward === i.key)
      .map((l) => l.inward)
      .sort(),
  }));
}

export const requestsOf = (kind: TrackerKind, fakes: Fakes) => fakes[kind].requests.length;

/**
 * Each tracker's rate-limit refusals on its documented wire format, each asking for about a second: GitHub's
 * secondary limit (Retry-After) and primary limit (`x-ratelimit-reset`), Linear's `ratelimited` with
 * Retry-After, Jira's 429 with Retry-After and without (back-off with jitter). `seconds` lengthens them.
 */
export function rateLimitReplies(kind: TrackerKind, seconds = 1): Reply[] {
  const after = { "retry-after": String(seconds) };
  if (kind === "github") {
    return [
      { ...githubError(403, "You have exceeded a secondary rate limit."), headers: after },
      {
        ...githubError(403, "API rate limit exceeded"),
        headers: {
          "x-ratelimit-remaining": "0",
          "x-ratelimit-reset": String(Math.ceil(Date.now() / 1000) + seconds),
        },
      },
    ];
  }
  if (kind === "linear")
    return [{ ...linearError(400, "ratelimited", "Rate limit exceeded"), headers: after }];
  return [
    { ...jiraError(429, "Rate limit exceeded."), headers: after },
    { ...jiraError(429, "Rate limit exceeded.") },
  ];
}

/**
 * A test server whose pushes write without pause and a set of fakes, for one database's describe block;
 * read `server` and `fakes` inside the tests (they exist once beforeAll has run).
 */
export function pushingServer(dbKind: DbKind) {
  const at = {} as { server: TestServer; fakes: Fakes };
  beforeAll(async () => {
    at.server = await startTestServer(dbKind, {
      AI_CALLS_PER_MINUTE: "10000",
      JOB_POLL_MS: "50",
      TRACKER_WRITE_INTERVAL_MS: "0",
    });
    at.fakes = await startFakes("nobody@example.com");
  }, 120_000);
  afterAll(async () => {
    await at.server?.close();
    await closeFakes(at.fakes);
  });
  return at;
}

/** Adds tasks of two working days to the initiative's team `wsId` through the API; each returns the task. */
export const taskAdder =
  (server: TestServer, at: { id: string; wsId: string; token: string }, ownerRole = "Engineer") =>
  async (title: string, depends_on: string[] = []) => {
    const res = await server.call(routes.createTask, {
      params: { id: at.id },
      body: { workstream_id: at.wsId, owner_role: ownerRole, title, estimate_days: 2, depends_on },
      token: at.token,
    });
    expect(res.status, res.text).toBe(200);
    return res.data;
  };
