import { type FakeHttp, type Reply, startFakeHttp } from "./fake-http";

/**
 * Jira Cloud's REST API v3 as documented (developer.atlassian.com/cloud/jira/platform/rest/v3):
 * Basic auth with e-mail and API token, 401 as plain text, `{ errorMessages, errors }` for the rest.
 */
export interface FakeJiraState {
  /** `email:token` → the account's display name and the permissions it lacks per project. */
  accounts: Record<string, { displayName: string; denied?: string[] }>;
  projects: Array<{ id: string; key: string; name: string }>;
}

export interface FakeJira extends FakeHttp {
  state: FakeJiraState;
}

export const jiraError = (status: number, message: string): Reply => ({
  status,
  body: { errorMessages: [message], errors: {} },
});

export async function startFakeJira(state: FakeJiraState): Promise<FakeJira> {
  const fake = await startFakeHttp((req, url) => {
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
        ? { status: 200, body: found }
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
    return jiraError(404, "Not found");
  });
  return Object.assign(fake, { state });
}
