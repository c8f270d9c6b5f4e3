import { routes } from "@initiative-planner/contract/routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { DETAIL_CACHE_MS, PLANNING_POLL_MS } from "@/lib/initiative-timing";
import { initiativeKeys } from "./initiative-keys";

export const getInitiative = (id: string, signal?: AbortSignal) =>
  api.call(routes.getInitiative, { params: { id }, signal });

export const initiativeQuery = (id: string) =>
  queryOptions({
    queryKey: initiativeKeys.detail(id),
    queryFn: ({ signal }) => getInitiative(id, signal),
    staleTime: DETAIL_CACHE_MS,
    gcTime: DETAIL_CACHE_MS,
    refetchInterval: (query) => (query.state.data?.status === "CREATED" ? PLANNING_POLL_MS : false),
  });

export function useInitiative(id: string) {
  return useQuery(initiativeQuery(id));
}
