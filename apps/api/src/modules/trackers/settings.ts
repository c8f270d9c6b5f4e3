import {
  TRACKER_BODY_SCHEMAS,
  TRACKER_NAMES,
  type TrackerConnectionBody,
  type TrackerKind,
} from "@initiative-planner/contract";
import { badRequest } from "../../http/errors";
import { GITHUB_API_URL, type GithubSettings, testGithub } from "./clients/github";
import { type JiraSettings, testJira } from "./clients/jira";
import { LINEAR_API_URL, type LinearSettings, testLinear } from "./clients/linear";

/** What a connection stores in the clear (`settings`), the secret apart, per tracker. */
export type TrackerSettings =
  | { kind: "github"; settings: GithubSettings }
  | { kind: "linear"; settings: LinearSettings }
  | { kind: "jira"; settings: JiraSettings };

export interface ParsedConnection {
  connection: TrackerSettings;
  /** The new secret, or undefined to keep the saved one. */
  secret: string | undefined;
}

/** The body of `PUT …/trackers/{kind}` read with that kind's schema, so a GitHub body cannot connect Jira. */
export function parseConnectionBody(kind: TrackerKind, body: TrackerConnectionBody): ParsedConnection {
  const parsed = TRACKER_BODY_SCHEMAS[kind].safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.join(".");
    throw badRequest(
      `This is not a ${TRACKER_NAMES[kind]} connection: ${field ? `${field}: ` : ""}${issue.message}`,
    );
  }
  const data = parsed.data;
  if ("repository" in data) {
    const [owner = "", repo = ""] = data.repository.split("/");
    const apiUrl = data.api_url ?? GITHUB_API_URL;
    return {
      connection: { kind: "github", settings: { apiUrl, owner, repo } },
      secret: data.token,
    };
  }
  if ("team_key" in data) {
    const apiUrl = data.api_url ?? LINEAR_API_URL;
    return {
      connection: { kind: "linear", settings: { apiUrl, teamKey: data.team_key.toUpperCase() } },
      secret: data.api_key,
    };
  }
  return {
    connection: {
      kind: "jira",
      settings: { siteUrl: data.site_url, email: data.email, projectKey: data.project_key },
    },
    secret: data.api_token,
  };
}

/**
 * Where a connection sends its secret: the API address (GitHub, Linear) or the site (Jira), without a
 * trailing slash. A saved secret is only ever sent where it was first entered for.
 */
export function secretDestination(settings: Record<string, string> | TrackerSettings["settings"]): string {
  const { apiUrl, siteUrl } = settings as { apiUrl?: string; siteUrl?: string };
  return (apiUrl ?? siteUrl ?? "").replace(/\/+$/, "").toLowerCase();
}

/** The stored `settings` back in their typed shape. */
export function storedSettings(kind: TrackerKind, settings: Record<string, string>): TrackerSettings {
  return { kind, settings } as unknown as TrackerSettings;
}

/** Who the secret belongs to, or a 400 with the tracker's reason (bad token, no such target, no permission). */
export async function testConnection(connection: TrackerSettings, secret: string): Promise<string> {
  if (connection.kind === "github") return testGithub(connection.settings, secret);
  if (connection.kind === "linear") return testLinear(connection.settings, secret);
  return testJira(connection.settings, secret);
}

/** How members see a connection: `owner/name`, the team key or the project key, and its address. */
export function describe(connection: TrackerSettings): { target: string; url: string; email: string | null } {
  if (connection.kind === "github") {
    const s = connection.settings;
    return { target: `${s.owner}/${s.repo}`, url: s.apiUrl, email: null };
  }
  if (connection.kind === "linear") {
    return { target: connection.settings.teamKey, url: connection.settings.apiUrl, email: null };
  }
  const s = connection.settings;
  return { target: s.projectKey, url: s.siteUrl, email: s.email };
}
