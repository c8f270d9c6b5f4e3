import { routes } from "@initiative-planner/contract/routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { initiativeKeys } from "./initiative-keys";

/** Spec section 9: initiative details are cached for 30 minutes. */
export const DETAIL_STALE_MS = 30 * 60_000;
/** While the planner is still naming the initiative, look again as often as the Agents screen polls. */
const PLANNING_POLL_MS = 5_000;

export const getInitiative = (id: string, signal?: AbortSignal) =>
  api.call(routes.getInitiative, { params: { id }, signal });

export const initiativeQuery = (id: string) =>
  queryOptions({
    queryKey: initiativeKeys.detail(id),
    queryFn: ({ signal }) => getInitiative(id, signal),
    staleTime: DETAIL_STALE_MS,
    gcTime: DETAIL_STALE_MS,
    refetchInterval: (query) => (query.state.data?.status === "CREATED" ? PLANNING_POLL_MS : false),
  });

export function useInitiative(id: string) {
  return useQuery(initiativeQuery(id));
}
