import { z } from "zod";
import { trimBlank, uuidSchema } from "./common";

/** The issue trackers an initiative can be connected to (issue 34). */
export const trackerKindSchema = z.enum(["github", "linear", "jira"]);
export type TrackerKind = z.infer<typeof trackerKindSchema>;

export const TRACKER_NAMES: Record<TrackerKind, string> = {
  github: "GitHub",
  linear: "Linear",
  jira: "Jira",
};

export const trackerParamsSchema = z.strictObject({ id: uuidSchema, kind: trackerKindSchema });

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** HTTPS, or plain HTTP only to this machine (a local server): secrets never cross a network in clear. */
const apiUrl = (field: string) =>
  z
    .string()
    .max(500, `${field} must be at most 500 characters`)
    .refine((text) => {
      try {
        const url = new URL(text);
        return url.protocol === "https:" || (url.protocol === "http:" && LOCAL_HOSTS.has(url.hostname));
      } catch {
        return false;
      }
    }, `${field} must be an https:// address (http:// only for localhost)`);

/** A secret may be left out to keep the saved one (changing the repository, team or project). */
const secret = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .overwrite(trimBlank)
    .min(1, `${field} must not be empty`)
    .max(1_000, `${field} must be at most 1000 characters`)
    .optional();

export const githubConnectionBodySchema = z.strictObject({
  api_url: apiUrl("api_url").optional(),
  token: secret("token"),
  repository: z
    .string({ error: "repository must be text" })
    .max(200, "repository must be at most 200 characters")
    .regex(/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/, 'repository must be "owner/name"'),
});
export const linearConnectionBodySchema = z.strictObject({
  api_url: apiUrl("api_url").optional(),
  api_key: secret("api_key"),
  team_key: z
    .string({ error: "team_key must be text" })
    .regex(/^[A-Za-z0-9]{1,10}$/, "team_key must be a Linear team key such as ENG (letters and digits)"),
});
export const jiraConnectionBodySchema = z.strictObject({
  site_url: apiUrl("site_url"),
  email: z.email("email must be an e-mail address").max(254),
  api_token: secret("api_token"),
  project_key: z
    .string({ error: "project_key must be text" })
    .regex(
      /^[A-Z][A-Z0-9_]{0,9}$/,
      "project_key must be a Jira project key such as PLAN (capitals and digits)",
    ),
});
export type GithubConnectionBody = z.infer<typeof githubConnectionBodySchema>;
export type LinearConnectionBody = z.infer<typeof linearConnectionBodySchema>;
export type JiraConnectionBody = z.infer<typeof jiraConnectionBodySchema>;

export const TRACKER_BODY_SCHEMAS = {
  github: githubConnectionBodySchema,
  linear: linearConnectionBodySchema,
  jira: jiraConnectionBodySchema,
} as const;

/** The body of `PUT …/trackers/{kind}`: the shape of that kind (checked against the path's kind). */
export const trackerConnectionBodySchema = z.union([
  githubConnectionBodySchema,
  linearConnectionBodySchema,
  jiraConnectionBodySchema,
]);
export type TrackerConnectionBody = z.input<typeof trackerConnectionBodySchema>;

/** A connection as members see it: never the secret. */
export const trackerConnectionSchema = z.object({
  kind: trackerKindSchema,
  /** `owner/name`, the Linear team key or the Jira project key. */
  target: z.string(),
  /** The API (GitHub, Linear) or site (Jira) address. */
  url: z.string(),
  /** Who the secret belongs to, as the tracker named it when the connection was tested. */
  account: z.string(),
  /** The Jira account e-mail; null for the others. */
  email: z.string().nullable(),
  connected_by: z.string().nullable(),
  updated_at: z.iso.datetime(),
  last_push_at: z.iso.datetime().nullable(),
  last_sync_at: z.iso.datetime().nullable(),
});
export type TrackerConnection = z.infer<typeof trackerConnectionSchema>;

export const trackerListSchema = z.object({ trackers: z.array(trackerConnectionSchema) });
export type TrackerList = z.infer<typeof trackerListSchema>;
