import { Octokit } from "@octokit/rest";
import { CONNECT_TIMEOUT_MS, connectionRefused, unreachable } from "./connection-error";

export const GITHUB_API_URL = "https://api.github.com";

export interface GithubSettings {
  apiUrl: string;
  owner: string;
  repo: string;
}

const quiet = { debug() {}, info() {}, warn() {}, error() {} };

/** The official client (decision 076); its logs are silenced so no request detail reaches ours. */
export function githubClient(apiUrl: string, token: string): Octokit {
  return new Octokit({
    auth: token,
    baseUrl: apiUrl.replace(/\/+$/, ""),
    log: quiet,
    userAgent: "initiative-planner",
  });
}

/** Octokit reports a failed fetch as status 500 without a response: that is no answer, not GitHub's. */
const statusOf = (error: unknown) => {
  const e = error as { status?: number; response?: unknown };
  return e.response === undefined ? undefined : e.status;
};

/** The token's login, once the token works and can manage the repository's issues. */
export async function testGithub(settings: GithubSettings, token: string): Promise<string> {
  const client = githubClient(settings.apiUrl, token);
  const repository = `${settings.owner}/${settings.repo}`;
  const request = { signal: AbortSignal.timeout(CONNECT_TIMEOUT_MS) };
  let login: string;
  try {
    login = (await client.rest.users.getAuthenticated({ request })).data.login;
  } catch (error) {
    if (statusOf(error) === 401)
      throw connectionRefused("GitHub refused the token: it is wrong, expired or revoked.");
    if (statusOf(error) === undefined) throw unreachable("GitHub", settings.apiUrl, error);
    throw connectionRefused(`GitHub did not accept the token (HTTP ${statusOf(error)}).`);
  }
  let repo: Awaited<ReturnType<typeof client.rest.repos.get>>["data"];
  try {
    repo = (await client.rest.repos.get({ owner: settings.owner, repo: settings.repo, request })).data;
  } catch (error) {
    if (statusOf(error) === 404) {
      throw connectionRefused(
        `GitHub has no repository ${repository} that this token can see. Check the name and the token's repository access.`,
      );
    }
    if (statusOf(error) === 403)
      throw connectionRefused(`GitHub refused access to ${repository} with this token.`);
    if (statusOf(error) === undefined) throw unreachable("GitHub", settings.apiUrl, error);
    throw connectionRefused(`GitHub did not answer for ${repository} (HTTP ${statusOf(error)}).`);
  }
  const p = repo.permissions;
  if (p && !(p.admin || p.maintain || p.push || p.triage)) {
    throw connectionRefused(
      `The token can read ${repository} but cannot manage its issues: it needs write access (for a fine-grained token, "Issues: Read and write").`,
    );
  }
  if (repo.has_issues === false) throw connectionRefused(`Issues are turned off in ${repository}.`);
  return login;
}
