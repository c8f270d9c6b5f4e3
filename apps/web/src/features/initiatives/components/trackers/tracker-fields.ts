import type {
  TrackerConnection,
  TrackerConnectionBody,
  TrackerKind,
} from "@initiative-planner/contract/trackers";

/** One input of a connection form; `secret` fields may stay empty to keep the saved value. */
export interface TrackerField {
  name: string;
  label: string;
  placeholder?: string;
  optional?: boolean;
  secret?: boolean;
  type?: "email" | "url" | "text";
}

export const TRACKER_FIELDS: Record<TrackerKind, TrackerField[]> = {
  github: [
    { name: "repository", label: "Repository", placeholder: "owner/name" },
    {
      name: "token",
      label: "Token",
      secret: true,
      placeholder: "A fine-grained token with Issues: read and write",
    },
    {
      name: "api_url",
      label: "API address (GitHub Enterprise Server only)",
      placeholder: "https://api.github.com",
      optional: true,
      type: "url",
    },
  ],
  linear: [
    { name: "team_key", label: "Team key", placeholder: "ENG" },
    { name: "api_key", label: "API key", secret: true, placeholder: "lin_api_…" },
    {
      name: "api_url",
      label: "API address",
      placeholder: "https://api.linear.app/graphql",
      optional: true,
      type: "url",
    },
  ],
  jira: [
    { name: "site_url", label: "Site", placeholder: "https://your-team.atlassian.net", type: "url" },
    { name: "project_key", label: "Project key", placeholder: "PLAN" },
    { name: "email", label: "Account e-mail", type: "email" },
    { name: "api_token", label: "API token", secret: true },
  ],
};

/** A saved connection's values as the form's starting point (secrets are never sent to the browser). */
export function initialValues(
  kind: TrackerKind,
  saved: TrackerConnection | undefined,
): Record<string, string> {
  if (!saved) return {};
  if (kind === "github") return { repository: saved.target, api_url: saved.url };
  if (kind === "linear") return { team_key: saved.target, api_url: saved.url };
  return { site_url: saved.url, project_key: saved.target, email: saved.email ?? "" };
}

/** The PUT body: empty optional fields and empty secrets are left out (an empty secret keeps the saved one). */
export function connectionBody(kind: TrackerKind, values: Record<string, string>): TrackerConnectionBody {
  const body: Record<string, string> = {};
  for (const field of TRACKER_FIELDS[kind]) {
    const value = values[field.name]?.trim() ?? "";
    if (value || !(field.optional || field.secret)) body[field.name] = value;
  }
  return body as TrackerConnectionBody;
}
