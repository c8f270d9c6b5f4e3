import type { Initiative } from "@initiative-planner/contract/initiative";
import type { TrackerConnection } from "@initiative-planner/contract/trackers";

let counter = 0;

/** A contract-valid initiative as the API returns it; every call gets a fresh id. */
export function makeInitiative(overrides: Partial<Initiative> = {}): Initiative {
  counter += 1;
  const suffix = counter.toString(16).padStart(12, "0");
  return {
    id: `5f0c7a3e-1b2d-4c5e-8f90-${suffix}`,
    name: `launch initiative ${counter}`,
    description: `Idea number ${counter}: ship a thing people love.`,
    date_due_completion: new Date(Date.now() + 10 * 86_400_000).toISOString(),
    priority: "HIGH",
    status: "WORKSTREAM_CREATED",
    communication_mode: "SLACK",
    progress: 40,
    team_size: 3,
    role: "owner",
    owner: { id: "user-1", name: "Ada Lovelace" },
    failure_reason: null,
    created_at: "2025-01-01T10:00:00.000Z",
    updated_at: "2025-01-01T10:00:00.000Z",
    ...overrides,
  };
}

/** A GitHub connection as the API lists it: acme/plan, connected by u1 as octo, never pushed nor synced. */
export function makeTrackerConnection(overrides: Partial<TrackerConnection> = {}): TrackerConnection {
  return {
    kind: "github",
    target: "acme/plan",
    url: "https://api.github.com",
    account: "octo",
    email: null,
    connected_by: "u1",
    updated_at: "2026-11-25T10:00:00.000Z",
    last_push_at: null,
    last_sync_at: null,
    ...overrides,
  };
}
