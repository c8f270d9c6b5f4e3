import type { Recorded, Reply } from "./fake-http";

/**
 * GitHub's issues as documented (docs.github.com/rest/issues): create/update/get/list with `Link` pagination,
 * labels created on first use, assignees checked against the repository, and issue dependencies
 * (`…/dependencies/blocked_by`, which take the blocking issue's `id`, not its number).
 */
export interface FakeGithubIssue {
  id: number;
  number: number;
  title: string;
  body: string;
  state: "open" | "closed";
  state_reason: string | null;
  labels: string[];
  assignees: string[];
  created_at: string;
  updated_at: string;
  /** Ids of the issues that block this one. */
  blocked_by: number[];
  /** The id of the issue this one is a sub-issue of. */
  parent_id?: number;
}

export interface FakeGithubRepoIssues {
  issues: FakeGithubIssue[];
  labels: Set<string>;
  /** Logins that can be assigned here. */
  assignable: Set<string>;
}

const DOCS = "https://docs.github.com/rest";
export const githubError = (status: number, message: string, extra: object = {}): Reply => ({
  status,
  body: { message, documentation_url: DOCS, status: String(status), ...extra },
});

let nextId = 9_000_000;

export function issueJson(base: string, fullName: string, issue: FakeGithubIssue) {
  return {
    id: issue.id,
    node_id: `I_${issue.id}`,
    number: issue.number,
    url: `${base}/repos/${fullName}/issues/${issue.number}`,
    html_url: `https://github.example/${fullName}/issues/${issue.number}`,
    title: issue.title,
    body: issue.body,
    state: issue.state,
    state_reason: issue.state_reason,
    labels: issue.labels.map((name, i) => ({ id: i + 1, name, color: "ededed" })),
    assignees: issue.assignees.map((login) => ({ login })),
    created_at: issue.created_at,
    updated_at: issue.updated_at,
  };
}

function validation(field: string, code: string): Reply {
  return githubError(422, "Validation Failed", { errors: [{ resource: "Issue", field, code }] });
}

/** Applies a create or update body; a 422 reply when GitHub would refuse it. */
function apply(
  repo: FakeGithubRepoIssues,
  issue: FakeGithubIssue,
  body: Record<string, unknown>,
): Reply | null {
  if ("title" in body && (typeof body.title !== "string" || !body.title.trim()))
    return validation("title", "missing_field");
  if (Array.isArray(body.assignees)) {
    const bad = (body.assignees as string[]).find((a) => !repo.assignable.has(a));
    if (bad) return validation("assignees", "invalid");
    issue.assignees = body.assignees as string[];
  }
  if (typeof body.title === "string") issue.title = body.title;
  if (typeof body.body === "string") issue.body = body.body;
  if (Array.isArray(body.labels)) {
    issue.labels = (body.labels as Array<string | { name: string }>).map((l) =>
      typeof l === "string" ? l : l.name,
    );
    for (const l of issue.labels) repo.labels.add(l);
  }
  if (body.state === "open" || body.state === "closed") {
    issue.state = body.state;
    issue.state_reason =
      (body.state_reason as string | undefined) ?? (body.state === "closed" ? "completed" : null);
  }
  issue.updated_at = new Date().toISOString();
  return null;
}

/** The issue routes of one repository, or null when the path is not one of them. */
export function handleIssues(
  repo: FakeGithubRepoIssues,
  fullName: string,
  base: string,
  req: Recorded,
  url: URL,
  rest: string,
): Reply | null {
  const json = (issue: FakeGithubIssue) => issueJson(base, fullName, issue);
  const find = (n: string) => repo.issues.find((i) => i.number === Number(n));
  if (rest === "/issues" && req.method === "POST") {
    const now = new Date().toISOString();
    const issue: FakeGithubIssue = {
      id: nextId++,
      number: repo.issues.length + 1,
      title: "",
      body: "",
      state: "open",
      state_reason: null,
      labels: [],
      assignees: [],
      created_at: now,
      updated_at: now,
      blocked_by: [],
    };
    const refused = apply(repo, issue, { title: "", ...(req.body ?? {}) });
    if (refused) return refused;
    repo.issues.push(issue);
    return { status: 201, body: json(issue) };
  }
  if (rest === "/issues" && req.method === "GET") {
    const state = url.searchParams.get("state") ?? "open";
    const since = url.searchParams.get("since");
    const perPage = Math.min(100, Number(url.searchParams.get("per_page") ?? 30));
    const page = Math.max(1, Number(url.searchParams.get("page") ?? 1));
    const all = repo.issues
      .filter((i) => state === "all" || i.state === state)
      .filter((i) => !since || i.updated_at >= since)
      .sort((a, b) => b.number - a.number);
    const slice = all.slice((page - 1) * perPage, page * perPage);
    const headers: Record<string, string> = {};
    if (page * perPage < all.length) {
      const next = new URL(url.toString().replace("http://127.0.0.1", base));
      next.searchParams.set("page", String(page + 1));
      headers.link = `<${next.toString()}>; rel="next"`;
    }
    return { status: 200, body: slice.map(json), headers };
  }
  const one = /^\/issues\/(\d+)$/.exec(rest);
  if (one) {
    const issue = find(one[1]!);
    if (!issue) return githubError(404, "Not Found");
    if (req.method === "GET") return { status: 200, body: json(issue) };
    if (req.method === "PATCH")
      return apply(repo, issue, req.body ?? {}) ?? { status: 200, body: json(issue) };
  }
  const blocked = /^\/issues\/(\d+)\/dependencies\/blocked_by(?:\/(\d+))?$/.exec(rest);
  if (blocked) {
    const issue = find(blocked[1]!);
    if (!issue) return githubError(404, "Not Found");
    if (req.method === "GET") {
      const list = issue.blocked_by.map((id) => repo.issues.find((i) => i.id === id)!).map(json);
      return { status: 200, body: list };
    }
    if (req.method === "POST" && !blocked[2]) {
      const id = Number((req.body as { issue_id?: unknown } | undefined)?.issue_id);
      const blocker = repo.issues.find((i) => i.id === id);
      if (!blocker) return githubError(404, "Not Found");
      if (blocker.id === issue.id) return validation("issue_id", "invalid");
      if (issue.blocked_by.includes(id)) return githubError(422, "Issue is already blocked by this issue");
      issue.blocked_by.push(id);
      return { status: 201, body: json(blocker) };
    }
    if (req.method === "DELETE" && blocked[2]) {
      const id = Number(blocked[2]);
      if (!issue.blocked_by.includes(id)) return githubError(404, "Not Found");
      issue.blocked_by = issue.blocked_by.filter((b) => b !== id);
      return { status: 200, body: json(issue) };
    }
  }
  // Sub-issues: `sub_issue_id` is the child's id; a child has one parent (`replace_parent` moves it).
  const sub = /^\/issues\/(\d+)\/sub_issues$/.exec(rest);
  if (sub) {
    const parent = find(sub[1]!);
    if (!parent) return githubError(404, "Not Found");
    if (req.method === "GET") {
      return { status: 200, body: repo.issues.filter((i) => i.parent_id === parent.id).map(json) };
    }
    if (req.method === "POST") {
      const body = (req.body ?? {}) as { sub_issue_id?: unknown; replace_parent?: unknown };
      const child = repo.issues.find((i) => i.id === Number(body.sub_issue_id));
      if (!child) return githubError(404, "Not Found");
      if (child.id === parent.id) return validation("sub_issue_id", "invalid");
      if (child.parent_id === parent.id)
        return githubError(422, "Issue already is a sub-issue of this issue");
      if (child.parent_id !== undefined && body.replace_parent !== true)
        return githubError(422, "Issue may not contain duplicate sub-issues: it already has a parent");
      child.parent_id = parent.id;
      return { status: 201, body: json(parent) };
    }
  }
  const assignee = /^\/assignees\/([^/]+)$/.exec(rest);
  if (assignee && req.method === "GET") {
    return repo.assignable.has(assignee[1]!) ? { status: 204 } : githubError(404, "Not Found");
  }
  return null;
}
