const TEAM_NAMES: Record<string, string> = {
  design: "Design",
  product: "Product",
  backend: "Back-end",
  frontend: "Front-end",
};

/** Spec: design, product, backend and frontend have names; any other team id is 'Unknown Team'. */
export function teamNameFor(teamId: string | undefined): string {
  return (teamId && Object.hasOwn(TEAM_NAMES, teamId) && TEAM_NAMES[teamId]) || "Unknown Team";
}
