import type { Recorded, Reply } from "./fake-http";

/**
 * Jira Cloud's issues as REST API v3 documents them: `POST /rest/api/3/issue` (201 `{ id, key, self }`), `PUT`
 * (204), status changes only through the workflow's transitions, `POST /rest/api/3/issueLink` (201, no body),
 * `GET …/issue/{key}?fields=…`, enhanced search `POST /rest/api/3/search/jql` with `nextPageToken`, and users by
 * `GET /rest/api/3/user/search?query=`. Descriptions are Atlassian Document Format.
 */
export interface FakeJiraIssue {
  id: string;
  key: string;
  projectId: string;
  fields: Record<string, unknown>;
  /** Status category key: new, indeterminate, done. */
  category: string;
  created: string;
}

export interface FakeJiraWorld {
  issues: FakeJiraIssue[];
  links: Array<{ id: string; type: string; inward: string; outward: string }>;
  users: Array<{ accountId: string; emailAddress: string; displayName: string }>;
  /** Fields the project's screens lack (Jira refuses an issue that sets them). */
  hiddenFields: string[];
}

export const jiraError = (status: number, message: string, errors: Record<string, string> = {}): Reply => ({
  status,
  body: { errorMessages: message ? [message] : [], errors },
});

const CATEGORIES = [
  { id: "11", name: "To Do", category: "new" },
  { id: "21", name: "In Progress", category: "indeterminate" },
  { id: "31", name: "Done", category: "done" },
];

let nextId = 10_000;

function issueJson(issue: FakeJiraIssue, world: FakeJiraWorld, base: string) {
  const status = CATEGORIES.find((c) => c.category === issue.category)!;
  const issuelinks = world.links
    .filter((l) => l.inward === issue.key || l.outward === issue.key)
    .map((l) => ({
      id: l.id,
      type: { name: l.type, inward: "is blocked by", outward: "blocks" },
      ...(l.outward === issue.key
        ? { inwardIssue: { key: l.inward } }
        : { outwardIssue: { key: l.outward } }),
    }));
  return {
    id: issue.id,
    key: issue.key,
    self: `${base}/rest/api/3/issue/${issue.id}`,
    fields: {
      ...issue.fields,
      created: issue.created,
      status: { name: status.name, statusCategory: { key: status.category } },
      issuelinks,
    },
  };
}

/** The project's Epic issue type (hierarchy level 1, above Task and Bug). */
export const EPIC_TYPE_ID = "10000";

function checkFields(world: FakeJiraWorld, fields: Record<string, unknown>): Reply | null {
  const hidden = Object.keys(fields).filter((f) => world.hiddenFields.includes(f));
  if (hidden.length > 0) {
    return jiraError(
      400,
      "",
      Object.fromEntries(
        hidden.map((f) => [
          f,
          `Field '${f}' cannot be set. It is not on the appropriate screen, or unknown.`,
        ]),
      ),
    );
  }
  if ("summary" in fields && (typeof fields.summary !== "string" || !fields.summary.trim())) {
    return jiraError(400, "", { summary: "You must specify a summary of the issue." });
  }
  // An issue's parent (company-managed and team-managed projects alike): an existing epic, by key or id.
  const parent = fields.parent as { key?: string; id?: string } | undefined;
  if (parent) {
    const epic = world.issues.find((i) => i.key === parent.key || i.id === parent.id);
    if (!epic) return jiraError(400, "", { parent: "Could not find issue by id or key." });
    if ((epic.fields.issuetype as { id?: string } | undefined)?.id !== EPIC_TYPE_ID)
      return jiraError(400, "", { parent: "Given parent issue does not belong to appropriate hierarchy." });
  }
  const assignee = fields.assignee as { accountId?: string } | null | undefined;
  if (assignee?.accountId && !world.users.some((u) => u.accountId === assignee.accountId)) {
    return jiraError(400, "", { assignee: "User does not exist or cannot be assigned." });
  }
  return null;
}

/** The issue routes; null when the path is not one of them. */
export function handleJiraIssues(
  world: FakeJiraWorld,
  projects: Array<{ id: string; key: string }>,
  base: string,
  req: Recorded,
  url: URL,
): Reply | null {
  const byKey = (key: string) => world.issues.find((i) => i.key === key || i.id === key);
  if (req.method === "POST" && req.path === "/rest/api/3/issue") {
    const fields = ((req.body as { fields?: Record<string, unknown> })?.fields ?? {}) as Record<
      string,
      unknown
    >;
    const project = projects.find((p) => p.id === (fields.project as { id?: string })?.id);
    if (!project) return jiraError(400, "", { project: "valid project is required" });
    const { project: _p, ...rest } = fields;
    const refused = checkFields(world, rest);
    if (refused) return refused;
    const number = world.issues.filter((i) => i.projectId === project.id).length + 1;
    const issue: FakeJiraIssue = {
      id: String(nextId++),
      key: `${project.key}-${number}`,
      projectId: project.id,
      fields: rest,
      category: "new",
      created: new Date().toISOString(),
    };
    world.issues.push(issue);
    return {
      status: 201,
      body: { id: issue.id, key: issue.key, self: `${base}/rest/api/3/issue/${issue.id}` },
    };
  }
  const one = /^\/rest\/api\/3\/issue\/([^/]+)$/.exec(req.path);
  if (one) {
    const issue = byKey(decodeURIComponent(one[1]!));
    if (!issue) return jiraError(404, "Issue does not exist or you do not have permission to see it.");
    if (req.method === "GET") return { status: 200, body: issueJson(issue, world, base) };
    if (req.method === "PUT") {
      const fields = ((req.body as { fields?: Record<string, unknown> })?.fields ?? {}) as Record<
        string,
        unknown
      >;
      const refused = checkFields(world, fields);
      if (refused) return refused;
      Object.assign(issue.fields, fields);
      return { status: 204 };
    }
  }
  const transitions = /^\/rest\/api\/3\/issue\/([^/]+)\/transitions$/.exec(req.path);
  if (transitions) {
    const issue = byKey(decodeURIComponent(transitions[1]!));
    if (!issue) return jiraError(404, "Issue does not exist or you do not have permission to see it.");
    if (req.method === "GET") {
      const list = CATEGORIES.filter((c) => c.category !== issue.category).map((c) => ({
        id: c.id,
        name: c.name,
        to: { name: c.name, statusCategory: { key: c.category } },
      }));
      return { status: 200, body: { transitions: list } };
    }
    const id = (req.body as { transition?: { id?: string } })?.transition?.id;
    const to = CATEGORIES.find((c) => c.id === id && c.category !== issue.category);
    if (!to) return jiraError(400, "", { transition: "Transition id is not valid for this issue." });
    issue.category = to.category;
    return { status: 204 };
  }
  if (req.method === "POST" && req.path === "/rest/api/3/issueLink") {
    const body = req.body as {
      type?: { name?: string };
      inwardIssue?: { key?: string };
      outwardIssue?: { key?: string };
    };
    const inward = byKey(body.inwardIssue?.key ?? "");
    const outward = byKey(body.outwardIssue?.key ?? "");
    if (!inward || !outward)
      return jiraError(404, "Issue does not exist or you do not have permission to see it.");
    if (body.type?.name !== "Blocks")
      return jiraError(404, `No issue link type with name '${body.type?.name}' found.`);
    // An identical link is not made twice (Jira keeps one).
    if (
      !world.links.some((l) => l.type === "Blocks" && l.inward === inward.key && l.outward === outward.key)
    ) {
      world.links.push({ id: String(nextId++), type: "Blocks", inward: inward.key, outward: outward.key });
    }
    return { status: 201 };
  }
  const link = /^\/rest\/api\/3\/issueLink\/(\d+)$/.exec(req.path);
  if (link && req.method === "DELETE") {
    const before = world.links.length;
    world.links = world.links.filter((l) => l.id !== link[1]);
    return world.links.length < before ? { status: 204 } : jiraError(404, "No issue link with id exists.");
  }
  if (req.method === "POST" && req.path === "/rest/api/3/search/jql") {
    const body = req.body as { jql?: string; maxResults?: number; nextPageToken?: string };
    const project = /project = "([^"]+)"/.exec(body.jql ?? "")?.[1];
    const minutes = Number(/created >= "-(\d+)m"/.exec(body.jql ?? "")?.[1] ?? "NaN");
    const since = Number.isFinite(minutes) ? new Date(Date.now() - minutes * 60_000).toISOString() : "";
    // A sync's read (issue 34, status back): `id in (…)`; a push's recovery: a project's recent issues.
    const ids = /^id in \(([\d, ]*)\)$/.exec(body.jql ?? "")?.[1]?.split(/\s*,\s*/);
    const all = world.issues.filter((i) =>
      ids
        ? ids.includes(i.id)
        : projects.find((p) => p.id === i.projectId)?.key === project && i.created >= since,
    );
    const start = Number(body.nextPageToken ?? 0);
    const size = Math.min(100, body.maxResults ?? 50);
    const page = all.slice(start, start + size);
    const more = start + size < all.length;
    return {
      status: 200,
      body: {
        issues: page.map((i) => issueJson(i, world, base)),
        ...(more ? { nextPageToken: String(start + size) } : {}),
        isLast: !more,
      },
    };
  }
  if (req.method === "GET" && req.path === "/rest/api/3/user/search") {
    const query = (url.searchParams.get("query") ?? "").toLowerCase();
    return { status: 200, body: world.users.filter((u) => u.emailAddress.toLowerCase() === query) };
  }
  return null;
}
