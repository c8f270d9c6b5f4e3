import { type FakeGithubRepoIssues, githubError, handleIssues } from "./fake-github-issues";
import { type FakeHttp, type RateLimit, startFakeHttp } from "./fake-http";

/**
 * GitHub's REST API as documented (docs.github.com/rest): `Authorization: token …` or `Bearer …`,
 * `{ message, documentation_url }` errors, 401 for a bad token, 404 for a repository the token
 * cannot see, `permissions` on a repository for the caller, the `x-ratelimit-*` headers on every answer
 * and a 403 with `x-ratelimit-remaining: 0` once the hour's budget is spent; issues in fake-github-issues.ts.
 */
export interface GithubRepoAccess {
  admin?: boolean;
  maintain?: boolean;
  push?: boolean;
  triage?: boolean;
  pull?: boolean;
}

export interface FakeGithubState {
  /** token → the account and the repositories (`owner/name`) it can see, with its permissions. */
  tokens: Record<string, { login: string; repos: Record<string, GithubRepoAccess> }>;
  /** Accounts with a public e-mail (what `GET /search/users?q=… in:email` finds). */
  people?: Array<{ login: string; email: string }>;
  /** Issues, labels and assignable people per repository (`owner/name`), made on first use. */
  issues?: Record<string, FakeGithubRepoIssues>;
}

export interface FakeGithub extends FakeHttp {
  state: FakeGithubState;
  /** The repository's issues, labels and assignees (made empty on first use). */
  repo(fullName: string): FakeGithubRepoIssues;
}

export const githubRateLimit = (perHour: number): RateLimit => ({
  perHour,
  refuse: (resetAt) => ({
    ...githubError(403, `API rate limit exceeded. Resets at ${resetAt}.`),
    headers: { "x-ratelimit-remaining": "0", "x-ratelimit-reset": String(resetAt) },
  }),
  headers: (limit, remaining, resetAt) => ({
    "x-ratelimit-limit": String(limit),
    "x-ratelimit-remaining": String(remaining),
    "x-ratelimit-reset": String(resetAt),
    "x-ratelimit-used": String(limit - remaining),
    "x-ratelimit-resource": "core",
  }),
});

export async function startFakeGithub(
  state: FakeGithubState,
  options: { perHour?: number } = {},
): Promise<FakeGithub> {
  state.issues ??= {};
  const issues = state.issues;
  const repoOf = (fullName: string) => {
    issues[fullName] ??= { issues: [], labels: new Set(), assignable: new Set() };
    return issues[fullName];
  };
  let base = "";
  const fake = await startFakeHttp(
    (req, url) => {
      const token = /^(?:token|bearer) (.+)$/i.exec(String(req.headers.authorization ?? ""))?.[1];
      const account = token ? state.tokens[token] : undefined;
      if (!account) return githubError(401, "Bad credentials");
      if (req.method === "GET" && req.path === "/user") {
        return { status: 200, body: { login: account.login, id: 1, type: "User" } };
      }
      if (req.method === "GET" && req.path === "/search/users") {
        const q = (url.searchParams.get("q") ?? "")
          .replace(/\s+in:email$/, "")
          .trim()
          .toLowerCase();
        const items = (state.people ?? [])
          .filter((p) => p.email.toLowerCase() === q)
          .map((p) => ({ login: p.login }));
        return { status: 200, body: { total_count: items.length, incomplete_results: false, items } };
      }
      const repo = /^\/repos\/([^/]+)\/([^/]+)(\/.*)?$/.exec(req.path);
      if (!repo) return githubError(404, "Not Found");
      const fullName = `${repo[1]}/${repo[2]}`;
      const access = account.repos[fullName];
      if (!access) return githubError(404, "Not Found");
      if (req.method === "GET" && !repo[3]) {
        return {
          status: 200,
          body: {
            id: 1000,
            name: repo[2],
            full_name: fullName,
            has_issues: true,
            permissions: { admin: false, maintain: false, push: false, triage: false, pull: true, ...access },
          },
        };
      }
      const writes = req.method !== "GET";
      if (writes && !(access.admin || access.maintain || access.push || access.triage)) {
        return githubError(403, "Resource not accessible by personal access token");
      }
      return (
        handleIssues(repoOf(fullName), fullName, base, req, url, repo[3] ?? "") ??
        githubError(404, "Not Found")
      );
    },
    options.perHour ? githubRateLimit(options.perHour) : undefined,
  );
  base = fake.url;
  return Object.assign(fake, { state, repo: repoOf });
}
