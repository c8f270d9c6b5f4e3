import type { RouteName } from "@initiative-planner/contract";

/**
 * Request bodies of the main routes as a client would send them, shown in /portal/docs and the document
 * (openapi.test.ts parses each with its route's schema, so an example cannot drift from the contract).
 */
export const REQUEST_EXAMPLES: Partial<Record<RouteName, unknown>> = {
  createInitiative: {
    description:
      "Launch a loyalty programme for our twelve coffee shops: stamp cards, an app and a launch event.",
    date_due_completion: "2027-03-31T17:00:00.000Z",
    priority: "HIGH",
    communication_mode: "SLACK",
  },
  updateInitiative: { name: "Coffee loyalty programme", progress: 40 },
  updateUser: { workstream: "Backend Engineering" },
  createTask: {
    workstream_id: "engg_backend",
    title: "Build the stamp-card API",
    owner_role: "Backend engineer",
    estimate_days: 3,
    depends_on: [],
  },
  updateTask: {
    status: "in_progress",
    assignee_id: "Xk3s9…the user's id",
    estimate_days: 2.5,
    due_date: "2027-02-15",
  },
  streamSubsection: { instruction: "Focus on the first month" },
  saveSubsection: { content: "# Rollout\n\nPrint the stamp cards.", base_version: 3 },
  improveSubsection: {
    current_response: "# Rollout\n\nPrint the stamp cards.",
    snippet: "Print the stamp cards.",
    user_query: "Make it concrete: who, how many, by when",
  },
  restoreVersion: { version: 2 },
  invite: { email: "sam@example.com", role: "editor" },
  changeRole: { role: "viewer" },
  acceptInvite: { token: "the token of the invitation link" },
  createToken: { name: "Claude Desktop", scope: "read", expires_in_days: 90 },
};
