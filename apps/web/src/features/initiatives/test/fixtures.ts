import type { Initiative } from "@initiative-planner/contract/initiative";

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
