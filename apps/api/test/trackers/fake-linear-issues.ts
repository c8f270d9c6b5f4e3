import { randomUUID } from "node:crypto";
import type { Reply } from "./fake-http";

/**
 * Linear's issues as its GraphQL schema documents them (linear.app/developers): `issueCreate`/`issueUpdate`
 * with `IssueCreateInput` fields, workflow states by type, team labels, `issueRelationCreate` (`type: blocks`,
 * "issueId blocks relatedIssueId"), cursor pagination (`first`/`after`, `pageInfo`). Operations are answered by
 * the operation name the client sends.
 */
export interface FakeLinearIssue {
  id: string;
  identifier: string;
  number: number;
  teamId: string;
  title: string;
  description: string;
  stateId: string;
  labelIds: string[];
  assigneeId: string | null;
  estimate: number | null;
  dueDate: string | null;
  createdAt: string;
  updatedAt: string;
  projectId?: string | null;
}

export interface FakeLinearWorld {
  teams: Array<{ id: string; key: string; name: string; issueEstimationType?: string }>;
  states: Array<{ id: string; teamId: string; name: string; type: string; position: number }>;
  labels: Array<{ id: string; teamId: string; name: string }>;
  users: Array<{ id: string; name: string; email: string }>;
  issues: FakeLinearIssue[];
  relations: Array<{ id: string; issueId: string; relatedIssueId: string; type: string }>;
  projects?: Array<{ id: string; name: string; teamIds: string[]; description: string; content: string }>;
}

export const linearError = (status: number, type: string, message: string): Reply => ({
  status,
  body: { errors: [{ message, extensions: { type, userPresentableMessage: message } }] },
});
const ok = (data: unknown): Reply => ({ status: 200, body: { data } });

/** Every team gets Linear's default workflow (Backlog, Todo, In Progress, Done, Canceled). */
export function defaultStates(teamId: string) {
  return [
    ["Backlog", "backlog"],
    ["Todo", "unstarted"],
    ["In Progress", "started"],
    ["Done", "completed"],
    ["Canceled", "canceled"],
  ].map(([name, type], position) => ({
    id: `${teamId}-state-${type}`,
    teamId,
    name: name!,
    type: type!,
    position,
  }));
}

export function issueJson(world: FakeLinearWorld, issue: FakeLinearIssue) {
  const state = world.states.find((s) => s.id === issue.stateId);
  return {
    id: issue.id,
    identifier: issue.identifier,
    url: `https://linear.example/issue/${issue.identifier}`,
    state: state ? { id: state.id, name: state.name, type: state.type } : null,
    description: issue.description,
    title: issue.title,
  };
}

type Vars = Record<string, unknown>;

function applyInput(world: FakeLinearWorld, issue: FakeLinearIssue, input: Vars): Reply | null {
  if ("title" in input && (typeof input.title !== "string" || !input.title.trim())) {
    return linearError(400, "invalid input", "Argument Validation Error: title should not be empty");
  }
  if (input.stateId && !world.states.some((s) => s.id === input.stateId && s.teamId === issue.teamId)) {
    return linearError(400, "invalid input", "Entity not found: stateId");
  }
  if (input.assigneeId && !world.users.some((u) => u.id === input.assigneeId)) {
    return linearError(400, "invalid input", "Entity not found: assigneeId");
  }
  if (input.projectId && !(world.projects ?? []).some((p) => p.id === input.projectId)) {
    return linearError(400, "invalid input", "Entity not found: projectId");
  }
  for (const key of [
    "title",
    "description",
    "stateId",
    "dueDate",
    "estimate",
    "assigneeId",
    "projectId",
  ] as const) {
    if (key in input && input[key] !== undefined) (issue as unknown as Vars)[key] = input[key];
  }
  if (Array.isArray(input.labelIds)) issue.labelIds = input.labelIds as string[];
  issue.updatedAt = new Date().toISOString();
  return null;
}

/** Answers the push's operations; null for an operation it does not know. */
export function handleIssueOperation(world: FakeLinearWorld, operation: string, vars: Vars): Reply | null {
  const input = (vars.input ?? {}) as Vars;
  switch (operation) {
    case "PushTeam": {
      const nodes = world.teams
        .filter((t) => t.key === vars.key)
        .map((t) => ({
          id: t.id,
          key: t.key,
          issueEstimationType: t.issueEstimationType ?? "notUsed",
          states: { nodes: world.states.filter((s) => s.teamId === t.id) },
          labels: { nodes: world.labels.filter((l) => l.teamId === t.id) },
        }));
      return ok({ teams: { nodes } });
    }
    case "PushLabelCreate": {
      const label = { id: randomUUID(), teamId: String(input.teamId), name: String(input.name) };
      world.labels.push(label);
      return ok({ issueLabelCreate: { success: true, issueLabel: { id: label.id, name: label.name } } });
    }
    case "PushUsers": {
      const wanted = new Set(((vars.emails as string[]) ?? []).map((e) => e.toLowerCase()));
      return ok({ users: { nodes: world.users.filter((u) => wanted.has(u.email.toLowerCase())) } });
    }
    case "PushIssueCreate": {
      const team = world.teams.find((t) => t.id === input.teamId);
      if (!team) return linearError(400, "invalid input", "Entity not found: teamId");
      const number = world.issues.filter((i) => i.teamId === team.id).length + 1;
      const now = new Date().toISOString();
      const issue: FakeLinearIssue = {
        id: randomUUID(),
        identifier: `${team.key}-${number}`,
        number,
        teamId: team.id,
        title: "",
        description: "",
        stateId: world.states.find((s) => s.teamId === team.id && s.type === "backlog")!.id,
        labelIds: [],
        assigneeId: null,
        estimate: null,
        dueDate: null,
        createdAt: now,
        updatedAt: now,
      };
      const refused = applyInput(world, issue, { title: "", ...input });
      if (refused) return refused;
      world.issues.push(issue);
      return ok({ issueCreate: { success: true, issue: issueJson(world, issue) } });
    }
    case "PushIssueUpdate": {
      const issue = world.issues.find((i) => i.id === vars.id);
      if (!issue) return linearError(400, "invalid input", "Entity not found: Issue");
      return (
        applyInput(world, issue, input) ??
        ok({ issueUpdate: { success: true, issue: issueJson(world, issue) } })
      );
    }
    case "PushProjectCreate": {
      // ProjectCreateInput: name and teamIds required; description is a summary of at most 255 characters.
      const teamIds = (input.teamIds ?? []) as string[];
      if (typeof input.name !== "string" || !input.name.trim())
        return linearError(400, "invalid input", "Argument Validation Error: name should not be empty");
      if (teamIds.length === 0 || !teamIds.every((id) => world.teams.some((t) => t.id === id)))
        return linearError(400, "invalid input", "Entity not found: teamIds");
      if (typeof input.description === "string" && input.description.length > 255)
        return linearError(400, "invalid input", "Argument Validation Error: description is too long");
      const project = {
        id: randomUUID(),
        name: input.name,
        teamIds,
        description: String(input.description ?? ""),
        content: String(input.content ?? ""),
      };
      world.projects = [...(world.projects ?? []), project];
      const url = `https://linear.example/project/${project.id}`;
      return ok({ projectCreate: { success: true, project: { id: project.id, name: project.name, url } } });
    }
    case "PushRelationCreate": {
      const known = (id: unknown) => world.issues.some((i) => i.id === id);
      if (!known(input.issueId) || !known(input.relatedIssueId)) {
        return linearError(400, "invalid input", "Entity not found: Issue");
      }
      const relation = {
        id: randomUUID(),
        issueId: String(input.issueId),
        relatedIssueId: String(input.relatedIssueId),
        type: String(input.type),
      };
      world.relations.push(relation);
      return ok({ issueRelationCreate: { success: true, issueRelation: { id: relation.id } } });
    }
    case "PushRelationDelete": {
      const before = world.relations.length;
      world.relations = world.relations.filter((r) => r.id !== vars.id);
      if (world.relations.length === before) return linearError(400, "invalid input", "Entity not found");
      return ok({ issueRelationDelete: { success: true } });
    }
    case "PlannerSync": {
      // A sync's read (issue 34, status back): the linked issues by id, with their state's type.
      const ids = (vars.ids ?? []) as string[];
      const nodes = world.issues
        .filter((i) => ids.includes(i.id))
        .slice(0, Number(vars.first ?? 50))
        .map((i) => ({ ...issueJson(world, i), updatedAt: i.updatedAt }));
      return ok({ issues: { nodes, pageInfo: { hasNextPage: false, endCursor: null } } });
    }
    case "PushBlockers": {
      const issue = world.issues.find((i) => i.id === vars.id);
      if (!issue) return linearError(400, "invalid input", "Entity not found: Issue");
      const nodes = world.relations
        .filter((r) => r.relatedIssueId === issue.id)
        .map((r) => ({
          id: r.id,
          type: r.type,
          issue: { identifier: world.issues.find((i) => i.id === r.issueId)!.identifier },
        }));
      return ok({ issue: { inverseRelations: { nodes } } });
    }
    case "PushRecent": {
      const since = String(vars.since);
      const all = world.issues.filter((i) => i.teamId === vars.teamId && i.createdAt >= since);
      const start = vars.after ? all.findIndex((i) => i.id === vars.after) + 1 : 0;
      const page = all.slice(start, start + 100);
      const hasNextPage = start + 100 < all.length;
      return ok({
        issues: {
          nodes: page.map((i) => issueJson(world, i)),
          pageInfo: { hasNextPage, endCursor: page[page.length - 1]?.id ?? null },
        },
      });
    }
    default:
      return null;
  }
}
