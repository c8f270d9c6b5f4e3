import type { TrackerKind } from "@initiative-planner/contract";
import { type RemoteState, remoteState, remoteText } from "./status-back";

type Headers = Record<string, string | string[] | undefined>;
// biome-ignore lint/suspicious/noExplicitAny: a tracker's payload, read field by field with checks.
type Json = any;

/** GitHub's and Jira's numeric ids as text. */
const idOf = (value: unknown) =>
  typeof value === "number" && Number.isSafeInteger(value) ? String(value) : value;

/**
 * The issue state a delivery reports, in the same terms a sync reads (decision 126). GitHub: the
 * `issues` event (closed, reopened and any other action carry the issue's `state`). Linear: an `Issue`
 * entity event with its workflow state's `type`. Jira: `jira:issue_*` events with the status category.
 * Anything else (GitHub's ping, comments, other entities) names no state and changes nothing.
 */
export function remoteStatesOf(kind: TrackerKind, payload: Json, headers: Headers): RemoteState[] {
  if (payload === null || typeof payload !== "object") return [];
  if (kind === "github") {
    const event = headers["x-github-event"];
    if (event !== undefined && event !== "issues") return [];
    const issue = payload.issue;
    if (!issue || typeof issue !== "object" || issue.pull_request) return [];
    return remoteState(idOf(issue.id), issue.state, issue.updated_at);
  }
  if (kind === "linear") {
    if (payload.type !== "Issue" || payload.action === "remove") return [];
    const data = payload.data ?? {};
    return remoteState(data.id, data.state?.type, data.updatedAt);
  }
  const event = remoteText(payload.webhookEvent);
  if (!event?.startsWith("jira:issue_") || event === "jira:issue_deleted") return [];
  const issue = payload.issue ?? {};
  return remoteState(idOf(issue.id), issue.fields?.status?.statusCategory?.key, issue.fields?.updated);
}
