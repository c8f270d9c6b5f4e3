import { TRACKER_NAMES, type TrackerKind } from "@initiative-planner/contract";
import { z } from "zod";
import type { TrackerSettings } from "../../settings";
import { githubAdapter } from "./github";
import { jiraAdapter } from "./jira";
import { linearAdapter } from "./linear";
import { type AdapterOptions, type RemoteIssue, type TrackerAdapter, TrackerPushError } from "./types";

/** The push side of a connected tracker, its answers checked (checkedAdapter). */
export function trackerAdapter(
  connection: TrackerSettings,
  secret: string,
  options: AdapterOptions,
): TrackerAdapter {
  if (connection.kind === "github")
    return checkedAdapter("github", githubAdapter(connection.settings, secret, options));
  if (connection.kind === "linear")
    return checkedAdapter("linear", linearAdapter(connection.settings, secret, options));
  return checkedAdapter("jira", jiraAdapter(connection.settings, secret, options));
}

const text = z.string().trim().min(1).max(255);
const remoteIssueSchema = z.object({
  externalId: text,
  key: text,
  url: z.url({ protocol: /^https?$/ }).max(2000),
  state: z.string().max(255),
});

const FIELD_NAMES: Record<string, string> = { externalId: "id", key: "key", url: "address", state: "state" };

/**
 * The adapter with every issue it reports checked before the push records it: a tracker (or a proxy
 * before it) that answers a create with `{"id":"not-a-number","html_url":5}` fails the push in words
 * instead of leaving tasks linked to "#null" at "5" (decision 208).
 */
export function checkedAdapter(kind: TrackerKind, adapter: TrackerAdapter): TrackerAdapter {
  const checked = (issue: RemoteIssue): RemoteIssue => {
    const parsed = remoteIssueSchema.safeParse(issue);
    if (parsed.success) return issue;
    const field = FIELD_NAMES[String(parsed.error.issues[0]?.path[0])] ?? "answer";
    throw new TrackerPushError(
      `${TRACKER_NAMES[kind]} answered with an issue this app cannot read (its ${field} is missing or malformed). Try the push again later; if it keeps failing, check the connection's address.`,
    );
  };
  return Object.assign(Object.create(adapter) as TrackerAdapter, {
    create: async (...args: Parameters<TrackerAdapter["create"]>) => checked(await adapter.create(...args)),
    update: async (...args: Parameters<TrackerAdapter["update"]>) => checked(await adapter.update(...args)),
    createParent: async (...args: Parameters<TrackerAdapter["createParent"]>) =>
      checked(await adapter.createParent(...args)),
    createdSince: async (since: Date) => {
      const found = await adapter.createdSince(since);
      for (const issue of found.values()) checked(issue);
      return found;
    },
  });
}
