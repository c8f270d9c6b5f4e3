import {
  AuthenticationLinearError,
  ForbiddenLinearError,
  InvalidInputLinearError,
  LinearClient,
  LinearError,
  UserLinearError,
} from "@linear/sdk";
import type { LinearSettings } from "../../clients/linear";
import { type IssueDraft, markdownBody, parentMarkdown, taskIdIn } from "../draft";
import { linearRateLimitWait, retryingRateLimits } from "./retrying";
import {
  type AdapterOptions,
  type IssueRef,
  type RemoteIssue,
  type TrackerAdapter,
  TrackerPushError,
  writePacer,
} from "./types";

const ISSUE_FIELDS = "id identifier url state { type }";
const DOCS = {
  team: `query PushTeam($key: String!) {
  teams(filter: { key: { eq: $key } }) {
    nodes { id key issueEstimationType
      states { nodes { id name type position } }
      labels(first: 250) { nodes { id name } } }
  }
}`,
  labelCreate: `mutation PushLabelCreate($input: IssueLabelCreateInput!) {
  issueLabelCreate(input: $input) { success issueLabel { id name } }
}`,
  users: `query PushUsers($emails: [String!]) {
  users(filter: { email: { in: $emails } }, first: 250) { nodes { id email } }
}`,
  issueCreate: `mutation PushIssueCreate($input: IssueCreateInput!) {
  issueCreate(input: $input) { success issue { ${ISSUE_FIELDS} } }
}`,
  issueUpdate: `mutation PushIssueUpdate($id: String!, $input: IssueUpdateInput!) {
  issueUpdate(id: $id, input: $input) { success issue { ${ISSUE_FIELDS} } }
}`,
  projectCreate: `mutation PushProjectCreate($input: ProjectCreateInput!) {
  projectCreate(input: $input) { success project { id name url } }
}`,
  relationCreate: `mutation PushRelationCreate($input: IssueRelationCreateInput!) {
  issueRelationCreate(input: $input) { success issueRelation { id } }
}`,
  relationDelete: `mutation PushRelationDelete($id: String!) {
  issueRelationDelete(id: $id) { success }
}`,
  blockers: `query PushBlockers($id: String!) {
  issue(id: $id) { inverseRelations(first: 250) { nodes { id type issue { identifier } } } }
}`,
  recent: `query PushRecent($teamId: ID!, $since: DateTimeOrDuration!, $after: String) {
  issues(filter: { team: { id: { eq: $teamId } }, createdAt: { gte: $since } }, first: 100, after: $after) {
    nodes { ${ISSUE_FIELDS} description }
    pageInfo { hasNextPage endCursor }
  }
}`,
};

interface LinearIssue {
  id: string;
  identifier: string;
  url: string;
  state: { type: string } | null;
  description?: string | null;
}
interface Team {
  id: string;
  issueEstimationType: string;
  states: { nodes: Array<{ id: string; type: string; position: number }> };
  labels: { nodes: Array<{ id: string; name: string }> };
}

const remote = (issue: LinearIssue): RemoteIssue => ({
  externalId: issue.id,
  key: issue.identifier,
  url: issue.url,
  state: issue.state?.type ?? "unknown",
});

/** A task's working days on the team's estimate scale: the smallest point value that covers them. */
const SCALES: Record<string, number[]> = {
  exponential: [1, 2, 4, 8, 16],
  fibonacci: [1, 2, 3, 5, 8, 13, 21],
  linear: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
  tShirt: [1, 2, 3, 5, 8],
};
export function linearEstimate(type: string, days: number): number | undefined {
  const scale = SCALES[type];
  if (!scale) return undefined;
  return scale.find((points) => points >= Math.ceil(days)) ?? scale[scale.length - 1];
}

const STATE_OF = { todo: "unstarted", in_progress: "started", done: "completed" } as const;

function failure(error: unknown, what: string): unknown {
  if (error instanceof TrackerPushError) return error;
  if (error instanceof AuthenticationLinearError)
    return new TrackerPushError("Linear refused the API key: it is wrong or revoked.", { final: true });
  if (error instanceof ForbiddenLinearError)
    return new TrackerPushError(`Linear refused ${what}: the API key may not write issues.`, { final: true });
  if (error instanceof InvalidInputLinearError || error instanceof UserLinearError)
    return new TrackerPushError(`Linear did not accept ${what}: ${error.message}`, { final: true });
  if (error instanceof LinearError) return new TrackerPushError(`Linear failed ${what} (${error.type}).`);
  return new TrackerPushError(`Linear could not be reached (${what}).`);
}

/**
 * Linear through `@linear/sdk`'s GraphQL client (decision 121) with documents that ask for exactly what a push
 * needs (one request per change: the SDK's typed mutations fetch the issue again). `RatelimitedLinearError`'s
 * Retry-After or reset time is waited out.
 */
export function linearAdapter(
  settings: LinearSettings,
  apiKey: string,
  options: AdapterOptions,
): TrackerAdapter {
  const client = new LinearClient({ apiKey, apiUrl: settings.apiUrl, signal: options.signal });
  let requests = 0;
  const paced = writePacer(options.writeIntervalMs, options.signal);
  let team: Team | null = null;
  const people = new Map<string, string>();

  const gql = async <T>(what: string, doc: string, variables: Record<string, unknown>, write = true) => {
    try {
      return await retryingRateLimits(
        "Linear",
        options,
        async () => {
          if (write) await paced();
          requests += 1;
          return (await client.client.rawRequest<T, Record<string, unknown>>(doc, variables)).data as T;
        },
        linearRateLimitWait,
      );
    } catch (error) {
      if (options.signal.aborted) throw options.signal.reason;
      throw failure(error, what);
    }
  };

  const requireTeam = async (): Promise<Team> => {
    if (team) return team;
    const found = await gql<{ teams: { nodes: Team[] } }>(
      "the team",
      DOCS.team,
      { key: settings.teamKey },
      false,
    );
    team = found.teams.nodes[0] ?? null;
    if (!team)
      throw new TrackerPushError(`Linear has no team ${settings.teamKey} any more.`, { final: true });
    return team;
  };
  const stateId = (type: string) =>
    team!.states.nodes.filter((s) => s.type === type).sort((a, b) => a.position - b.position)[0]?.id;
  const labelId = (name: string) => team!.labels.nodes.find((l) => l.name === name)?.id;

  /** As for GitHub: the team label on creation only; an unmatched assignee leaves Linear's as it is. */
  const input = (draft: IssueDraft, creating: boolean) => {
    const assigneeId = draft.assigneeEmail ? people.get(draft.assigneeEmail.toLowerCase()) : undefined;
    return {
      title: draft.title,
      description: markdownBody(draft),
      ...(creating ? { labelIds: [labelId(draft.label)].filter(Boolean) } : {}),
      estimate: linearEstimate(team!.issueEstimationType, draft.estimateDays),
      dueDate: draft.dueDate,
      ...(assigneeId ? { assigneeId } : {}),
      stateId: stateId(STATE_OF[draft.status]),
    };
  };
  const issueOf = (payload: { success: boolean; issue: LinearIssue | null }, what: string) => {
    if (!payload.success || !payload.issue) throw new TrackerPushError(`Linear did not save ${what}.`);
    return remote(payload.issue);
  };

  return {
    get requests() {
      return requests;
    },

    /** The team's states and labels (one request), missing team labels, and people by e-mail. */
    async prepare(drafts) {
      const t = await requireTeam();
      for (const name of [...new Set(drafts.map((d) => d.label))].filter((n) => !labelId(n))) {
        const made = await gql<{ issueLabelCreate: { issueLabel: { id: string; name: string } } }>(
          `the label ${name}`,
          DOCS.labelCreate,
          { input: { name, teamId: t.id } },
        );
        t.labels.nodes.push(made.issueLabelCreate.issueLabel);
      }
      const emails = [...new Set(drafts.map((d) => d.assigneeEmail?.toLowerCase()).filter(Boolean))];
      const unknown = emails.filter((e): e is string => !!e && !people.has(e));
      if (unknown.length > 0) {
        const found = await gql<{ users: { nodes: Array<{ id: string; email: string }> } }>(
          "the people",
          DOCS.users,
          { emails: unknown },
          false,
        );
        for (const user of found.users.nodes) people.set(user.email.toLowerCase(), user.id);
      }
    },

    async create(draft) {
      const t = await requireTeam();
      const what = `the issue for "${draft.title}"`;
      const made = await gql<{ issueCreate: { success: boolean; issue: LinearIssue | null } }>(
        what,
        DOCS.issueCreate,
        { input: { teamId: t.id, ...input(draft, true) } },
      );
      return issueOf(made.issueCreate, what);
    },

    async update(issue, draft) {
      await requireTeam();
      const what = `the update of ${issue.key}`;
      const done = await gql<{ issueUpdate: { success: boolean; issue: LinearIssue | null } }>(
        what,
        DOCS.issueUpdate,
        { id: issue.externalId, input: input(draft, false) },
      );
      return issueOf(done.issueUpdate, what);
    },

    async close(issue) {
      await requireTeam();
      await gql(`closing ${issue.key}`, DOCS.issueUpdate, {
        id: issue.externalId,
        input: { stateId: stateId("canceled") ?? stateId("completed") },
      });
    },

    /** "blocked depends on blocker": the blocker `blocks` the blocked issue. */
    async relate(blocked, blocker) {
      const made = await gql<{ issueRelationCreate: { issueRelation: { id: string } | null } }>(
        `${blocker.key} blocks ${blocked.key}`,
        DOCS.relationCreate,
        { input: { issueId: blocker.externalId, relatedIssueId: blocked.externalId, type: "blocks" } },
      );
      return made.issueRelationCreate.issueRelation?.id ?? null;
    },

    async unrelate(blocked: IssueRef, blocker: IssueRef, relationId: string | null) {
      if (!relationId) return;
      await gql(`removing ${blocker.key} blocks ${blocked.key}`, DOCS.relationDelete, { id: relationId });
    },

    /** A project of the team: its summary (≤ 255 characters, Linear's limit) and the link back as content. */
    async createParent(parent) {
      const t = await requireTeam();
      const what = `the project "${parent.title}"`;
      const made = await gql<{
        projectCreate: { success: boolean; project: { id: string; name: string; url: string } | null };
      }>(what, DOCS.projectCreate, {
        input: {
          name: parent.title.slice(0, 80),
          teamIds: [t.id],
          description: parent.description.slice(0, 255),
          content: parentMarkdown(parent),
        },
      });
      const project = made.projectCreate.project;
      if (!made.projectCreate.success || !project) throw new TrackerPushError(`Linear did not save ${what}.`);
      return { externalId: project.id, key: project.name, url: project.url, state: "planned" };
    },

    async attach(parent, child) {
      await gql(`${child.key} into ${parent.key}`, DOCS.issueUpdate, {
        id: child.externalId,
        input: { projectId: parent.externalId },
      });
    },

    async blockersOf(blocked) {
      const found = await gql<{
        issue: {
          inverseRelations: { nodes: Array<{ id: string; type: string; issue: { identifier: string } }> };
        };
      }>(`the relations of ${blocked.key}`, DOCS.blockers, { id: blocked.externalId }, false);
      return new Map(
        found.issue.inverseRelations.nodes
          .filter((r) => r.type === "blocks")
          .map((r) => [r.issue.identifier, r.id]),
      );
    },

    async createdSince(since) {
      const t = await requireTeam();
      const found = new Map<string, RemoteIssue>();
      let after: string | null = null;
      for (;;) {
        const page: {
          issues: { nodes: LinearIssue[]; pageInfo: { hasNextPage: boolean; endCursor: string } };
        } = await gql(
          "the recent issues",
          DOCS.recent,
          { teamId: t.id, since: since.toISOString(), after },
          false,
        );
        for (const issue of page.issues.nodes) {
          const taskId = taskIdIn(issue.description ?? "");
          if (taskId && !found.has(taskId)) found.set(taskId, remote(issue));
        }
        if (!page.issues.pageInfo.hasNextPage) return found;
        after = page.issues.pageInfo.endCursor;
      }
    },
  };
}
