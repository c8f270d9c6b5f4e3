import type { Initiative, InitiativeStatus } from "@initiative-planner/contract/initiative";
import type { Subsection } from "@initiative-planner/contract/planning";
import { routes } from "@initiative-planner/contract/routes";
import { apiError, handle } from "@/test/api-handlers";
import { serveQuietEvents } from "@/test/api-streams";
import { NO_USAGE } from "@/test/session";

export const INITIATIVE_ID = "11111111-1111-4111-8111-111111111111";

export const subsection = (uid: string, content = "", version = 0): Subsection => ({
  uid,
  display_name: `${uid[0]?.toUpperCase()}${uid.slice(1)} plan`,
  placeholder: `Describe the ${uid} plan`,
  plan: { content, version, updated_at: content ? "2026-01-01T00:00:00.000Z" : null },
});

/** The initiative as `GET /initiatives/{id}` returns it (the page's one query of it), in a status. */
export const readyInitiative = (
  status: InitiativeStatus = "WORKSTREAM_CREATED",
  failureReason: string | null = null,
): Initiative => ({
  id: INITIATIVE_ID,
  name: "Portal",
  description: "A customer portal",
  date_due_completion: null,
  priority: "HIGH",
  status,
  communication_mode: "SLACK",
  progress: 0,
  team_size: 1,
  role: "owner",
  owner: { id: "user-1", name: "Ada Lovelace" },
  failure_reason: failureReason,
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
});

/** The workstreams of the initiative with its heading, as `GET …/workstreams` returns them. */
export const readyDetails = (status: InitiativeStatus = "WORKSTREAM_CREATED") => ({
  heading: { name: "Portal", description: "A customer portal", status, failure_reason: null },
  workstreams: [
    { id: "engg_backend", name: "Backend Engineering" },
    { id: "marketing", name: "Marketing" },
  ],
});

/**
 * Serves a ready initiative's Agents screen: the initiative, its workstreams, each workstream's subsections
 * (a workstream not listed is not found), no AI usage yet and a quiet live-events stream. A later
 * `handle` of one of these routes wins.
 */
export function servePlanning(subsections: Record<string, Subsection[]>) {
  handle(routes.initiativeUsage, () => ({ total: NO_USAGE, by_kind: [], by_user: [] }));
  serveQuietEvents();
  handle(routes.getInitiative, () => readyInitiative());
  handle(routes.listWorkstreams, () => readyDetails());
  handle(routes.getGenerateAll, () => ({ run: null }));
  handle(
    routes.listSubsections,
    ({ params }) => subsections[params.wsId] ?? apiError(404, "No such workstream."),
  );
}
