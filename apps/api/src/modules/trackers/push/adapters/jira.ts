import { JiraHttpError, type JiraSettings, jiraRequest } from "../../clients/jira";
import { type IssueDraft, taskIdIn } from "../draft";
import { adfBody, jiraEstimate } from "./jira-format";
import { jiraRateLimitWait, retryingRateLimits } from "./retrying";
import {
  type AdapterOptions,
  type IssueRef,
  type RemoteIssue,
  type TrackerAdapter,
  TrackerPushError,
  writePacer,
} from "./types";

const REQUEST_TIMEOUT_MS = 30_000;
/** Fields a project's create/edit screen may leave out; Jira refuses an issue that sets them (400). */
const OPTIONAL_FIELDS = ["timetracking", "duedate", "labels", "assignee"] as const;
/** The status category a task's status lands in (Jira's three: new, indeterminate, done). */
const CATEGORY_OF = { todo: "new", in_progress: "indeterminate", done: "done" } as const;

function messageOf(body: unknown): string {
  try {
    const parsed = (typeof body === "string" ? JSON.parse(body) : body) as {
      errorMessages?: string[];
      errors?: Record<string, string>;
    };
    const all = [
      ...(parsed.errorMessages ?? []),
      ...Object.entries(parsed.errors ?? {}).map(([k, v]) => `${k}: ${v}`),
    ];
    return all.join("; ") || "no reason given";
  } catch {
    return String(body).slice(0, 200);
  }
}

function failure(error: unknown, what: string): unknown {
  if (error instanceof TrackerPushError) return error;
  if (error instanceof JiraHttpError) {
    if (error.status === 401)
      return new TrackerPushError("Jira refused the e-mail and API token.", { final: true });
    if (error.status === 403)
      return new TrackerPushError(`Jira refused ${what}: the account may not do it.`, { final: true });
    if (error.status === 404)
      return new TrackerPushError(`Jira has no such project or issue (${what}).`, { final: true });
    if (error.status < 500)
      return new TrackerPushError(`Jira did not accept ${what}: ${messageOf(error.body)}`, { final: true });
    return new TrackerPushError(`Jira answered HTTP ${error.status} (${what}).`);
  }
  return new TrackerPushError(`Jira could not be reached (${what}).`);
}

interface Transition {
  id: string;
  to: { statusCategory: { key: string } };
}

/**
 * Jira Cloud's REST API v3 with fetch (decision 121). 429s (and 503s that carry Retry-After) are waited out
 * with Retry-After or back-off with jitter, as Atlassian asks. "A depends on B" is a "Blocks" link whose
 * inward issue is B (the blocker) and outward issue A: Jira shows "B blocks A", "A is blocked by B".
 */
export function jiraAdapter(
  settings: JiraSettings,
  apiToken: string,
  options: AdapterOptions,
): TrackerAdapter {
  const send = jiraRequest(settings, apiToken);
  const site = settings.siteUrl.replace(/\/+$/, "");
  const paced = writePacer(options.writeIntervalMs, options.signal);
  let requests = 0;
  let project: { id: string; issueTypeId: string; epicTypeId: string | null } | null = null;
  const accounts = new Map<string, string | null>();
  /** Fields this project refused once: left out for the rest of the push. */
  const refused = new Set<string>();

  const call = async <T>(what: string, method: string, path: string, body?: unknown): Promise<T> => {
    try {
      return await retryingRateLimits(
        "Jira",
        options,
        async () => {
          if (method !== "GET") await paced();
          requests += 1;
          return send<T>(method, path, body, REQUEST_TIMEOUT_MS, options.signal);
        },
        jiraRateLimitWait,
      );
    } catch (error) {
      if (options.signal.aborted) throw options.signal.reason;
      // Jira answers 201/204 without a JSON body for some writes: that is success.
      if (error instanceof SyntaxError && method !== "GET") return undefined as T;
      throw failure(error, what);
    }
  };

  const requireProject = async () => {
    if (project) return project;
    const found = await call<{
      id: string;
      issueTypes?: Array<{ id: string; name: string; subtask?: boolean; hierarchyLevel?: number }>;
    }>("the project", "GET", `/rest/api/3/project/${encodeURIComponent(settings.projectKey)}`);
    const types = (found.issueTypes ?? []).filter((t) => !t.subtask);
    const type = types.find((t) => t.name === "Task") ?? types[0];
    if (!type)
      throw new TrackerPushError(`Jira project ${settings.projectKey} has no issue type for tasks.`, {
        final: true,
      });
    const epic = types.find((t) => t.hierarchyLevel === 1) ?? types.find((t) => t.name === "Epic");
    project = { id: found.id, issueTypeId: type.id, epicTypeId: epic?.id ?? null };
    return project;
  };

  /** As for GitHub: the team label on creation only; an unmatched assignee leaves Jira's as it is. */
  const fields = (draft: IssueDraft, creating: boolean) => {
    const accountId = draft.assigneeEmail ? accounts.get(draft.assigneeEmail.toLowerCase()) : null;
    const all: Record<string, unknown> = {
      summary: draft.title,
      description: adfBody(draft),
      ...(creating ? { labels: [draft.labelSlug] } : {}),
      duedate: draft.dueDate,
      timetracking: { originalEstimate: jiraEstimate(draft.estimateDays) },
      ...(accountId ? { assignee: { accountId } } : {}),
    };
    for (const name of refused) delete all[name];
    return all;
  };

  /** Writes the fields; a field the project's screen lacks is dropped once and the write made again. */
  const writeFields = async <T>(what: string, method: string, path: string, body: () => object) => {
    try {
      return await call<T>(what, method, path, body());
    } catch (error) {
      const message = error instanceof Error ? error.message : "";
      const culprits = OPTIONAL_FIELDS.filter((f) => message.includes(`${f}:`) && !refused.has(f));
      if (culprits.length === 0) throw error;
      for (const f of culprits) refused.add(f);
      return call<T>(what, method, path, body());
    }
  };

  /** Moves the issue into the status category, when it is not there (a transition the workflow offers). */
  const moveTo = async (key: string, category: string, known: string | null | undefined) => {
    let current = known;
    if (!current) {
      const issue = await call<{ fields: { status: { statusCategory: { key: string } } } }>(
        `the status of ${key}`,
        "GET",
        `/rest/api/3/issue/${key}?fields=status`,
      );
      current = issue.fields.status.statusCategory.key;
    }
    if (current === category) return current;
    const { transitions } = await call<{ transitions: Transition[] }>(
      `the transitions of ${key}`,
      "GET",
      `/rest/api/3/issue/${key}/transitions`,
    );
    const step = transitions.find((t) => t.to.statusCategory.key === category);
    if (!step) return current;
    await call(`moving ${key}`, "POST", `/rest/api/3/issue/${key}/transitions`, {
      transition: { id: step.id },
    });
    return category;
  };

  /** The `Blocks` links in which another issue blocks `blocked` (that issue is the link's inward one). */
  const blockLinks = async (blocked: IssueRef) => {
    const found = await call<{
      fields: { issuelinks?: Array<{ id: string; type: { name: string }; inwardIssue?: { key: string } }> };
    }>(`the links of ${blocked.key}`, "GET", `/rest/api/3/issue/${blocked.key}?fields=issuelinks`);
    return (found.fields.issuelinks ?? []).filter((l) => l.type.name === "Blocks" && l.inwardIssue);
  };

  const issueRef = (id: string, key: string, state: string): RemoteIssue => ({
    externalId: id,
    key,
    url: `${site}/browse/${key}`,
    state,
  });

  return {
    get requests() {
      return requests;
    },

    async prepare(drafts) {
      await requireProject();
      const emails = [
        ...new Set(drafts.map((d) => d.assigneeEmail?.toLowerCase()).filter(Boolean)),
      ] as string[];
      for (const email of emails.filter((e) => !accounts.has(e))) {
        const users = await call<Array<{ accountId: string; emailAddress?: string }>>(
          "a user search",
          "GET",
          `/rest/api/3/user/search?${new URLSearchParams({ query: email })}`,
        );
        accounts.set(email, users[0]?.accountId ?? null);
      }
    },

    async create(draft) {
      const p = await requireProject();
      const made = await writeFields<{ id: string; key: string }>(
        `the issue for "${draft.title}"`,
        "POST",
        "/rest/api/3/issue",
        () => ({
          fields: { project: { id: p.id }, issuetype: { id: p.issueTypeId }, ...fields(draft, true) },
        }),
      );
      const state = await moveTo(made.key, CATEGORY_OF[draft.status], "new");
      return issueRef(made.id, made.key, state);
    },

    async update(issue, draft) {
      await writeFields(`the update of ${issue.key}`, "PUT", `/rest/api/3/issue/${issue.key}`, () => ({
        fields: fields(draft, false),
      }));
      const state = await moveTo(issue.key, CATEGORY_OF[draft.status], issue.state);
      return issueRef(issue.externalId, issue.key, state);
    },

    async close(issue) {
      await moveTo(issue.key, "done", issue.state);
    },

    async relate(blocked, blocker) {
      await call(`${blocker.key} blocks ${blocked.key}`, "POST", "/rest/api/3/issueLink", {
        type: { name: "Blocks" },
        inwardIssue: { key: blocker.key },
        outwardIssue: { key: blocked.key },
      });
      return null;
    },

    async unrelate(blocked: IssueRef, blocker: IssueRef) {
      const link = (await blockLinks(blocked)).find((l) => l.inwardIssue?.key === blocker.key);
      if (link)
        await call(
          `removing ${blocker.key} blocks ${blocked.key}`,
          "DELETE",
          `/rest/api/3/issueLink/${link.id}`,
        );
    },

    /** An epic (the project's issue type one level above tasks). */
    async createParent(parent) {
      const p = await requireProject();
      if (!p.epicTypeId) {
        throw new TrackerPushError(
          `Jira project ${settings.projectKey} has no Epic issue type: turn epics on there, or push without a parent.`,
          { final: true },
        );
      }
      const made = await call<{ id: string; key: string }>(
        `the epic "${parent.title}"`,
        "POST",
        "/rest/api/3/issue",
        {
          fields: {
            project: { id: p.id },
            issuetype: { id: p.epicTypeId },
            summary: parent.title,
            description: adfBody(
              { description: "", context: parent.description, link: parent.link },
              "Open this initiative in Initiative Planner",
            ),
          },
        },
      );
      return issueRef(made.id, made.key, "new");
    },

    async attach(parent, child) {
      await call(`${child.key} under ${parent.key}`, "PUT", `/rest/api/3/issue/${child.key}`, {
        fields: { parent: { key: parent.key } },
      });
    },

    async blockersOf(blocked) {
      return new Map((await blockLinks(blocked)).map((l) => [l.inwardIssue!.key, l.id]));
    },

    async createdSince(since) {
      const minutes = Math.ceil((Date.now() - since.getTime()) / 60_000) + 1;
      const found = new Map<string, RemoteIssue>();
      let nextPageToken: string | undefined;
      for (;;) {
        const page = await call<{
          issues: Array<{
            id: string;
            key: string;
            fields: { description?: unknown; status?: { statusCategory: { key: string } } };
          }>;
          nextPageToken?: string;
          isLast?: boolean;
        }>("the recent issues", "POST", "/rest/api/3/search/jql", {
          jql: `project = "${settings.projectKey}" AND created >= "-${minutes}m" ORDER BY created ASC`,
          fields: ["description", "status"],
          maxResults: 100,
          ...(nextPageToken ? { nextPageToken } : {}),
        });
        for (const issue of page.issues) {
          const taskId = taskIdIn(JSON.stringify(issue.fields.description ?? ""));
          if (taskId && !found.has(taskId)) {
            found.set(
              taskId,
              issueRef(issue.id, issue.key, issue.fields.status?.statusCategory.key ?? "new"),
            );
          }
        }
        if (page.isLast !== false || !page.nextPageToken) return found;
        nextPageToken = page.nextPageToken;
      }
    },
  };
}
