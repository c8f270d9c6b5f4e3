import type { InitiativeDetails } from "@initiative-planner/contract/initiative";
import { routes } from "@initiative-planner/contract/routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { planningKeys } from "./planning-keys";

/** Spec section 9: while an initiative is CREATED the screen asks again every 5 s. */
export const POLL_INTERVAL_MS = 5_000;
/** Spec section 9: initiative details and workstream data are cached for 30 minutes. */
export const PLANNING_CACHE_MS = 30 * 60_000;

export const getInitiativeDetails = (initiativeId: string, signal?: AbortSignal) =>
  api.call(routes.initiativeDetails, { params: { id: initiativeId }, signal });

export const initiativeDetailsQuery = (initiativeId: string) =>
  queryOptions({
    queryKey: planningKeys.details(initiativeId),
    queryFn: ({ signal }) => getInitiativeDetails(initiativeId, signal),
    staleTime: PLANNING_CACHE_MS,
    gcTime: PLANNING_CACHE_MS,
    // Only a CREATED initiative is still being planned; every other status is final for this screen.
    refetchInterval: (query) => (query.state.data?.heading.status === "CREATED" ? POLL_INTERVAL_MS : false),
    refetchIntervalInBackground: true,
  });

export const useInitiativeDetails = (initiativeId: string) => useQuery(initiativeDetailsQuery(initiativeId));

export type { InitiativeDetails };
