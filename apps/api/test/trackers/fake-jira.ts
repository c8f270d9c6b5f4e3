import { type FakeHttp, type RateLimit, startFakeHttp } from "./fake-http";
import { EPIC_TYPE_ID, type FakeJiraWorld, handleJiraIssues, jiraError } from "./fake-jira-issues";

export { jiraError } from "./fake-jira-issues";

/**
 * Jira Cloud's REST API v3 as documented (developer.atlassian.com/cloud/jira/platform/rest/v3):
 * Basic auth with e-mail and API token, 401 as plain text, `{ errorMessages, errors }` for the rest, 429 with
 * `Retry-After` once the budget is spent; issues in fake-jira-issues.ts.
 */
export interface FakeJiraState {
  /** `email:token` → the account's display name and the permissions it lacks per project. */
  accounts: Record<string, { displayName: string; denied?: string[] }>;
  projects: Array<{ id: string; key: string; name: string }>;
  users?: FakeJiraWorld["users"];
  hiddenFields?: string[];
}

export interface FakeJira extends FakeHttp {
  state: FakeJiraState;
  world: FakeJiraWorld;
}

export const jiraRateLimit = (perHour: number): RateLimit => ({
  perHour,
  refuse: (resetAt) => ({
    ...jiraError(429, "Rate limit exceeded."),
    headers: { "retry-after": String(Math.max(1, resetAt - Math.floor(Date.now() / 1000))) },
  }),
  headers: (limit, remaining) => ({
    "x-ratelimit-limit": String(limit),
    "x-ratelimit-remaining": String(remaining),
  }),
});

export async function startFakeJira(
  state: FakeJiraState,
  options: { perHour?: number } = {},
): Promise<FakeJira> {
  const world: FakeJiraWorld = {
    issues: [],
    links: [],
    users: state.users ?? [],
    hiddenFields: state.hiddenFields ?? [],
  };
  let base = "";
  const fake = await startFakeHttp(
    (req, url) => {
      const basic = /^Basic (.+)$/.exec(String(req.headers.authorization ?? ""))?.[1];
      const account = basic ? state.accounts[Buffer.from(basic, "base64").toString("utf8")] : undefined;
      if (!account) return { status: 401, body: "Client must be authenticated to access this resource." };
      if (req.method === "GET" && req.path === "/rest/api/3/myself") {
        return { status: 200, body: { accountId: "acc-1", displayName: account.displayName, active: true } };
      }
      const project = /^\/rest\/api\/3\/project\/([^/]+)$/.exec(req.path);
      if (req.method === "GET" && project) {
        const found = state.projects.find((p) => p.key === decodeURIComponent(project[1]!));
        return found
          ? {
              status: 200,
              body: {
                ...found,
                issueTypes: [
                  { id: "10001", name: "Task", subtask: false, hierarchyLevel: 0 },
                  { id: "10002", name: "Sub-task", subtask: true, hierarchyLevel: -1 },
                  { id: EPIC_TYPE_ID, name: "Epic", subtask: false, hierarchyLevel: 1 },
                ],
              },
            }
          : jiraError(404, `No project could be found with key '${project[1]}'.`);
      }
      if (req.method === "GET" && req.path === "/rest/api/3/mypermissions") {
        const keys = (url.searchParams.get("permissions") ?? "").split(",").filter(Boolean);
        if (keys.length === 0) return jiraError(400, "The permissions query parameter is required.");
        const permissions = Object.fromEntries(
          keys.map((key) => [
            key,
            { key, name: key, type: "PROJECT", havePermission: !account.denied?.includes(key) },
          ]),
        );
        return { status: 200, body: { permissions } };
      }
      if (req.method !== "GET" && account.denied?.includes("CREATE_ISSUES")) {
        return jiraError(403, "You do not have permission to create issues in this project.");
      }
      return handleJiraIssues(world, state.projects, base, req, url) ?? jiraError(404, "Not found");
    },
    options.perHour ? jiraRateLimit(options.perHour) : undefined,
  );
  base = fake.url;
  return Object.assign(fake, { state, world });
}
