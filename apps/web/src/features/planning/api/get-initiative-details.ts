import type { InitiativeDetails } from "@initiative-planner/contract/initiative";
import { routes } from "@initiative-planner/contract/routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { DETAIL_CACHE_MS, PLANNING_POLL_MS } from "@/lib/initiative-timing";
import { planningKeys } from "./planning-keys";

export const getInitiativeDetails = (initiativeId: string, signal?: AbortSignal) =>
  api.call(routes.initiativeDetails, { params: { id: initiativeId }, signal });

export const initiativeDetailsQuery = (initiativeId: string) =>
  queryOptions({
    queryKey: planningKeys.details(initiativeId),
    queryFn: ({ signal }) => getInitiativeDetails(initiativeId, signal),
    staleTime: DETAIL_CACHE_MS,
    gcTime: DETAIL_CACHE_MS,
    // Only a CREATED initiative is still being planned; every other status is final for this screen.
    refetchInterval: (query) => (query.state.data?.heading.status === "CREATED" ? PLANNING_POLL_MS : false),
    refetchIntervalInBackground: true,
  });

export const useInitiativeDetails = (initiativeId: string) => useQuery(initiativeDetailsQuery(initiativeId));

export type { InitiativeDetails };
