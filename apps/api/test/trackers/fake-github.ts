import { type FakeHttp, type Reply, startFakeHttp } from "./fake-http";

/**
 * GitHub's REST API as documented (docs.github.com/rest): `Authorization: token …` or `Bearer …`,
 * `{ message, documentation_url }` errors, 401 for a bad token, 404 for a repository the token
 * cannot see, `permissions` on a repository for the caller.
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
}

export interface FakeGithub extends FakeHttp {
  state: FakeGithubState;
}

const DOCS = "https://docs.github.com/rest";
const error = (status: number, message: string): Reply => ({
  status,
  body: { message, documentation_url: DOCS, status: String(status) },
});

export async function startFakeGithub(state: FakeGithubState): Promise<FakeGithub> {
  const fake = await startFakeHttp((req) => {
    const token = /^(?:token|bearer) (.+)$/i.exec(String(req.headers.authorization ?? ""))?.[1];
    const account = token ? state.tokens[token] : undefined;
    if (!account) return error(401, "Bad credentials");
    if (req.method === "GET" && req.path === "/user") {
      return { status: 200, body: { login: account.login, id: 1, type: "User" } };
    }
    const repo = /^\/repos\/([^/]+)\/([^/]+)$/.exec(req.path);
    if (req.method === "GET" && repo) {
      const fullName = `${repo[1]}/${repo[2]}`;
      const access = account.repos[fullName];
      if (!access) return error(404, "Not Found");
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
    return error(404, "Not Found");
  });
  return Object.assign(fake, { state });
}
