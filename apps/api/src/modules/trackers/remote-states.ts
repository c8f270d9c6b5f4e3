import { TRACKER_NAMES } from "@initiative-planner/contract";
import { LinearClient } from "@linear/sdk";
import { AppError, rateLimited } from "../../http/errors";
import { jiraRequest } from "./clients/jira";
import { githubDeclinedWait, limitedGithub } from "./push/adapters/github-octokit";
import { jiraRateLimitWait, linearRateLimitWait, retryingRateLimits } from "./push/adapters/retrying";
import { type AdapterOptions, TrackerPushError } from "./push/adapters/types";
import type { TrackerSettings } from "./settings";
import { type LinkedIssue, type RemoteState, remoteState } from "./status-back";

/** How far back a GitHub sync looks before the last one, for clocks that disagree a little. */
const SINCE_MARGIN_MS = 5 * 60_000;
/** Ids per Linear query and per Jira search (both trackers' page limits are 100; JQL stays short). */
const BATCH = 50;
/**
 * Longest rate-limit wait a sync takes inline (decision 140): Sync now is a request a person waits for, and
 * the periodic sync comes back next period anyway. A longer one is a 429 with the tracker's Retry-After.
 */
export const SYNC_MAX_WAIT_MS = 30_000;
/** A whole sync's deadline, waits included (every request of one sync, not one request). */
const SYNC_TIMEOUT_MS = 120_000;
/** Jira's per-request timeout within a sync. */
const REQUEST_TIMEOUT_MS = 30_000;

export interface RemoteRead {
  states: RemoteState[];
  /** Linked issues the tracker did not return (deleted, moved, or out of the token's reach). */
  missing: number;
}

const chunks = <T>(items: readonly T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));

/** A tracker that failed to answer: a 502 in words, never the token or the raw upstream body. */
export function trackerFailed(kind: keyof typeof TRACKER_NAMES, error: unknown): AppError {
  const waitMs = error instanceof TrackerPushError ? error.options.retryAfterMs : undefined;
  if (waitMs !== undefined) {
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    return rateLimited(
      `${TRACKER_NAMES[kind]}'s rate limit is reached: sync again in ${seconds} s (the periodic sync will catch up).`,
      seconds,
    );
  }
  const status = (error as { status?: number }).status;
  const why = status ? `HTTP ${status}` : "no answer";
  const advice =
    status === 401 || status === 403
      ? " The token may have been revoked: the owner can connect again."
      : " Try again in a moment.";
  return new AppError("bad_gateway", `${TRACKER_NAMES[kind]} did not answer the sync (${why}).${advice}`);
}

/**
 * GitHub: the repository's issues updated since the last sync, 100 a page, open and closed (decision 128);
 * one request per 100 changed issues, not one per task. Pull requests in the list are ignored.
 */
async function readGithub(
  settings: Extract<TrackerSettings, { kind: "github" }>["settings"],
  token: string,
  links: readonly LinkedIssue[],
  since: Date | null,
  options: AdapterOptions,
): Promise<RemoteRead> {
  const github = limitedGithub(settings.apiUrl, token, options);
  const client = github.octokit;
  const wanted = new Set(links.map((l) => l.externalId));
  const from = since ?? new Date(Math.min(...links.map((l) => l.createdAt.getTime())));
  const issues = await client
    .paginate(client.rest.issues.listForRepo, {
      owner: settings.owner,
      repo: settings.repo,
      state: "all",
      sort: "updated",
      direction: "desc",
      since: new Date(from.getTime() - SINCE_MARGIN_MS).toISOString(),
      per_page: 100,
    })
    .catch((error: unknown) => {
      const waitMs = githubDeclinedWait(error, github);
      throw waitMs === null ? error : new TrackerPushError("GitHub's rate limit", { retryAfterMs: waitMs });
    });
  const states = issues
    .filter((issue) => wanted.has(String(issue.id)))
    .flatMap((issue) => remoteState(String(issue.id), issue.state, issue.updated_at));
  return { states, missing: 0 };
}

interface LinearIssues {
  issues: { nodes: Array<{ id: string; updatedAt: string; state: { type: string } | null }> };
}

/** Linear: the linked issues by id, 50 a query, with their workflow state's type. */
async function readLinear(
  settings: Extract<TrackerSettings, { kind: "linear" }>["settings"],
  apiKey: string,
  links: readonly LinkedIssue[],
  options: AdapterOptions,
): Promise<RemoteRead> {
  const client = new LinearClient({ apiKey, apiUrl: settings.apiUrl, signal: options.signal });
  const states: RemoteState[] = [];
  for (const ids of chunks(
    links.map((l) => l.externalId),
    BATCH,
  )) {
    const answer = await retryingRateLimits(
      "Linear",
      options,
      () =>
        client.client.rawRequest<LinearIssues, { ids: string[]; first: number }>(
          `query PlannerSync($ids: [ID!], $first: Int) {
        issues(filter: { id: { in: $ids } }, first: $first) { nodes { id updatedAt state { type } } }
      }`,
          { ids, first: ids.length },
        ),
      linearRateLimitWait,
    );
    for (const node of answer.data?.issues.nodes ?? []) {
      states.push(...remoteState(node.id, node.state?.type, node.updatedAt));
    }
  }
  return { states, missing: links.length - states.length };
}

interface JiraSearch {
  issues: Array<{ id: string; fields: { updated?: string; status?: { statusCategory?: { key?: string } } } }>;
  nextPageToken?: string;
}

/** Jira: one JQL search per 50 linked issues (`id in (…)`), with their status category. */
async function readJira(
  settings: Extract<TrackerSettings, { kind: "jira" }>["settings"],
  apiToken: string,
  links: readonly LinkedIssue[],
  options: AdapterOptions,
): Promise<RemoteRead> {
  const send = jiraRequest(settings, apiToken);
  const call = <T>(path: string, body: unknown) =>
    retryingRateLimits(
      "Jira",
      options,
      () => send<T>("POST", path, body, REQUEST_TIMEOUT_MS, options.signal),
      jiraRateLimitWait,
    );
  const states: RemoteState[] = [];
  for (const ids of chunks(
    links.map((l) => l.externalId).filter((id) => /^\d+$/.test(id)),
    BATCH,
  )) {
    let nextPageToken: string | undefined;
    do {
      const page: JiraSearch = await call<JiraSearch>("/rest/api/3/search/jql", {
        jql: `id in (${ids.join(",")})`,
        fields: ["status", "updated"],
        maxResults: 100,
        ...(nextPageToken ? { nextPageToken } : {}),
      });
      for (const issue of page.issues) {
        states.push(...remoteState(issue.id, issue.fields.status?.statusCategory?.key, issue.fields.updated));
      }
      nextPageToken = page.nextPageToken;
    } while (nextPageToken);
  }
  return { states, missing: links.length - states.length };
}

/**
 * The current state of the linked issues in one tracker, in as few requests as it allows. Rate limits are
 * waited out as a push waits them out (decision 121, the same code), up to `maxWaitMs` a wait.
 */
export async function readRemoteStates(
  connection: TrackerSettings,
  secret: string,
  links: readonly LinkedIssue[],
  since: Date | null,
  limits: { signal?: AbortSignal; maxWaitMs?: number } = {},
): Promise<RemoteRead> {
  if (links.length === 0) return { states: [], missing: 0 };
  const deadline = AbortSignal.timeout(SYNC_TIMEOUT_MS);
  const options: AdapterOptions = {
    signal: limits.signal ? AbortSignal.any([limits.signal, deadline]) : deadline,
    writeIntervalMs: 0,
    maxWaitMs: limits.maxWaitMs ?? SYNC_MAX_WAIT_MS,
    // A person may be waiting (Sync now): one retry of a 5xx after a second, not three over 14 s.
    serverErrorRetries: 1,
  };
  try {
    if (connection.kind === "github")
      return await readGithub(connection.settings, secret, links, since, options);
    if (connection.kind === "linear") return await readLinear(connection.settings, secret, links, options);
    return await readJira(connection.settings, secret, links, options);
  } catch (error) {
    if (limits.signal?.aborted) throw limits.signal.reason;
    throw trackerFailed(connection.kind, error);
  }
}
