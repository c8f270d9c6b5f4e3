import type { TrackerSettings } from "../../settings";
import { githubAdapter } from "./github";
import { jiraAdapter } from "./jira";
import { linearAdapter } from "./linear";
import type { AdapterOptions, TrackerAdapter } from "./types";

/** The push side of a connected tracker. */
export function trackerAdapter(
  connection: TrackerSettings,
  secret: string,
  options: AdapterOptions,
): TrackerAdapter {
  if (connection.kind === "github") return githubAdapter(connection.settings, secret, options);
  if (connection.kind === "linear") return linearAdapter(connection.settings, secret, options);
  return jiraAdapter(connection.settings, secret, options);
}
