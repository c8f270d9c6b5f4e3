import { type FakeHttp, type Reply, startFakeHttp } from "./fake-http";

/**
 * The read side of the three trackers a sync uses, on their documented wire formats, over a shared
 * table of issues whose state a test changes as a person would in the tracker:
 * - GitHub `GET /repos/{o}/{r}/issues?state=all&since&per_page&page` (issues and pull requests, newest
 *   update first, `Link: <…>; rel="next"` pagination, `Authorization: token|Bearer`);
 * - Linear `POST /graphql` `issues(filter: { id: { in } }, first)` with the key as the whole
 *   `Authorization` header;
 * - Jira `POST /rest/api/3/search/jql` (`id in (…)` JQL, `nextPageToken`), Basic auth.
 */
export interface FakeIssue {
  /** GitHub's numeric id as text, Linear's UUID, Jira's numeric id. */
  id: string;
  number?: number;
  key?: string;
  /** GitHub `open`/`closed`, a Linear state type, a Jira status category key. */
  state: string;
  updatedAt: string;
  pullRequest?: boolean;
}

export interface FakeIssueStates extends FakeHttp {
  issues: FakeIssue[];
  /** Changes an issue's state now, as a person in the tracker would. */
  set(id: string, state: string): void;
}

export async function startFakeIssueStates(kind: "github" | "linear" | "jira", secret: string) {
  const issues: FakeIssue[] = [];
  const fake = await startFakeHttp((req, url) => {
    if (kind === "github") {
      const token = /^(?:token|bearer) (.+)$/i.exec(String(req.headers.authorization ?? ""))?.[1];
      if (token !== secret) return { status: 401, body: { message: "Bad credentials" } };
      if (req.method !== "GET" || !/^\/repos\/[^/]+\/[^/]+\/issues$/.test(req.path)) {
        return { status: 404, body: { message: "Not Found" } };
      }
      const since = url.searchParams.get("since");
      const perPage = Math.min(100, Number(url.searchParams.get("per_page") ?? 30));
      const page = Number(url.searchParams.get("page") ?? 1);
      const listed = issues
        .filter((i) => !since || i.updatedAt >= since)
        .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
      const slice = listed.slice((page - 1) * perPage, page * perPage);
      const next = new URL(url);
      next.searchParams.set("page", String(page + 1));
      const headers: Record<string, string> =
        page * perPage < listed.length
          ? { link: `<${fake.url}${next.pathname}${next.search}>; rel="next"` }
          : {};
      const body = slice.map((i) => ({
        id: Number(i.id),
        number: i.number,
        state: i.state,
        title: `Issue ${i.number}`,
        updated_at: i.updatedAt,
        ...(i.pullRequest ? { pull_request: { url: "https://example.com/pr" } } : {}),
      }));
      return { status: 200, body, headers } satisfies Reply;
    }
    if (kind === "linear") {
      if (String(req.headers.authorization ?? "") !== secret) {
        return {
          status: 400,
          body: {
            errors: [{ message: "Authentication required", extensions: { type: "authentication error" } }],
          },
        };
      }
      const ids = (req.body?.variables?.ids ?? []) as string[];
      const first = Number(req.body?.variables?.first ?? 50);
      if (first > 250) return { status: 400, body: { errors: [{ message: "first must be at most 250" }] } };
      const nodes = issues
        .filter((i) => ids.includes(i.id))
        .slice(0, first)
        .map((i) => ({ id: i.id, updatedAt: i.updatedAt, state: { type: i.state } }));
      return { status: 200, body: { data: { issues: { nodes } } } };
    }
    const basic = /^Basic (.+)$/.exec(String(req.headers.authorization ?? ""))?.[1];
    if (!basic || Buffer.from(basic, "base64").toString("utf8") !== secret) {
      return { status: 401, body: "Client must be authenticated to access this resource." };
    }
    if (req.method !== "POST" || req.path !== "/rest/api/3/search/jql") {
      return { status: 404, body: { errorMessages: ["Not found"], errors: {} } };
    }
    const ids = /^id in \(([\d, ]*)\)$/.exec(String(req.body?.jql ?? ""))?.[1]?.split(/\s*,\s*/) ?? null;
    if (!ids) return { status: 400, body: { errorMessages: ["Error in the JQL Query"], errors: {} } };
    const found = issues.filter((i) => ids.includes(i.id));
    const max = Number(req.body?.maxResults ?? 50);
    const start = Number(req.body?.nextPageToken ?? 0);
    const page = found.slice(start, start + max);
    return {
      status: 200,
      body: {
        issues: page.map((i) => ({
          id: i.id,
          key: i.key,
          fields: { updated: i.updatedAt, status: { statusCategory: { key: i.state } } },
        })),
        ...(start + max < found.length ? { nextPageToken: String(start + max) } : { isLast: true }),
      },
    };
  });
  return Object.assign(fake, {
    issues,
    set(id: string, state: string) {
      const issue = issues.find((i) => i.id === id);
      if (!issue) throw new Error(`no issue ${id}`);
      issue.state = state;
      issue.updatedAt = new Date().toISOString();
    },
  }) as FakeIssueStates;
}
