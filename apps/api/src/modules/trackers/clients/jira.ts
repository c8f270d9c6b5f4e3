import { CONNECT_TIMEOUT_MS, connectionRefused, unreachable } from "./connection-error";

/**
 * Jira Cloud's REST API v3 with fetch (decision 076): Atlassian publishes no official JavaScript
 * client, and the handful of calls we make do not justify a community wrapper.
 */
export interface JiraSettings {
  siteUrl: string;
  email: string;
  projectKey: string;
}

export class JiraHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly retryAfter: string | null,
  ) {
    super(`Jira answered ${status}`);
  }
}

export function jiraRequest(settings: JiraSettings, apiToken: string) {
  const auth = `Basic ${Buffer.from(`${settings.email}:${apiToken}`).toString("base64")}`;
  const base = settings.siteUrl.replace(/\/+$/, "");
  return async <T>(
    method: string,
    path: string,
    body?: unknown,
    timeoutMs = CONNECT_TIMEOUT_MS,
    signal?: AbortSignal,
  ): Promise<T> => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: auth,
        accept: "application/json",
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: signal
        ? AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)])
        : AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    if (!response.ok) throw new JiraHttpError(response.status, text, response.headers.get("retry-after"));
    if (!response.headers.get("content-type")?.includes("json")) throw new SyntaxError("not JSON");
    return (text ? JSON.parse(text) : null) as T;
  };
}

interface Permissions {
  permissions: Record<string, { havePermission: boolean }>;
}

/** The account's display name, once the e-mail and token work and may create and link issues in the project. */
export async function testJira(settings: JiraSettings, apiToken: string): Promise<string> {
  const call = jiraRequest(settings, apiToken);
  const key = settings.projectKey;
  try {
    const me = await call<{ displayName: string }>("GET", "/rest/api/3/myself");
    await call("GET", `/rest/api/3/project/${encodeURIComponent(key)}`);
    const query = new URLSearchParams({
      projectKey: key,
      permissions: "CREATE_ISSUES,EDIT_ISSUES,LINK_ISSUES",
    });
    const { permissions } = await call<Permissions>("GET", `/rest/api/3/mypermissions?${query}`);
    const missing = Object.entries(permissions)
      .filter(([, p]) => !p.havePermission)
      .map(([name]) => name.toLowerCase().replace("_", " "));
    if (missing.length > 0) {
      throw connectionRefused(`This Jira account may not ${missing.join(", ")} in project ${key}.`);
    }
    return me.displayName;
  } catch (error) {
    if (error instanceof JiraHttpError) {
      if (error.status === 401) {
        throw connectionRefused(
          "Jira refused the e-mail and API token: they do not match, or the token was revoked.",
        );
      }
      if (error.status === 404)
        throw connectionRefused(`Jira has no project ${key} that this account can see.`);
      if (error.status === 403) throw connectionRefused(`This Jira account may not use project ${key}.`);
      throw connectionRefused(`Jira did not accept the request (HTTP ${error.status}).`);
    }
    if (error instanceof SyntaxError)
      throw connectionRefused(`${settings.siteUrl} does not answer like Jira Cloud.`);
    if (error instanceof TypeError || (error as { name?: string }).name === "TimeoutError") {
      throw unreachable("Jira", settings.siteUrl, error);
    }
    throw error;
  }
}
