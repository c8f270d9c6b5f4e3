import type { InitiativeDetails } from "@initiative-planner/contract/initiative";
import type { QueryClient } from "@tanstack/react-query";
import { planningKeys } from "./planning-keys";

/**
 * After teams changed (here or on another member's page): the team list first, then the subsections of
 * the teams still in it. A removed team's subsections would answer 404 while the screen still shows it;
 * they are only marked stale, and the screen moves to another team once the new list is in.
 */
export async function refreshPlanShape(queryClient: QueryClient, initiativeId: string): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: planningKeys.workstreams(initiativeId) });
  const data = queryClient.getQueryData<InitiativeDetails>(planningKeys.workstreams(initiativeId));
  const teams = new Set(data?.workstreams.map((ws) => ws.id));
  const ofTeam = (kept: boolean) => (query: { queryKey: readonly unknown[] }) =>
    teams.has(String(query.queryKey[3])) === kept;
  await Promise.all([
    queryClient.invalidateQueries({
      queryKey: planningKeys.subsectionsAll(initiativeId),
      predicate: ofTeam(true),
    }),
    queryClient.invalidateQueries({
      queryKey: planningKeys.subsectionsAll(initiativeId),
      predicate: ofTeam(false),
      refetchType: "none",
    }),
  ]);
}
