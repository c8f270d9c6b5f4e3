import { type RouteResponse, routes } from "@initiative-planner/contract/routes";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, api } from "./api-client";
import { DETAIL_CACHE_MS, PLANNING_POLL_MS } from "./initiative-timing";

/**
 * The one key factory for initiative queries (decision 044): the initiative page's title, header and
 * every screen of it read `detail(id)`; mutations invalidate through the factory too.
 */
export const initiativeKeys = {
  all: ["initiatives"] as const,
  lists: () => [...initiativeKeys.all, "list"] as const,
  list: (p: { userId: string; page: number; search: string }) => [...initiativeKeys.lists(), p] as const,
  details: () => [...initiativeKeys.all, "detail"] as const,
  detail: (id: string) => [...initiativeKeys.details(), id] as const,
};

/** The key of a list that belongs to one initiative (its files, its trackers): refreshed with it. */
export const initiativePartKey = (id: string, part: string) => [...initiativeKeys.detail(id), part] as const;

/** The routes that list what belongs to one initiative, by its id alone. */
type InitiativePartRoute = typeof routes.listInitiativeFiles | typeof routes.listTrackers;

/** A list that belongs to one initiative; `enabled`: false holds the request back (see useAfterFirstLoad). */
export function useInitiativePart<R extends InitiativePartRoute>(
  id: string,
  part: string,
  route: R,
  enabled = true,
) {
  return useQuery({
    enabled,
    queryKey: initiativePartKey(id, part),
    queryFn: ({ signal }) =>
      api.call(route as InitiativePartRoute, { params: { id }, signal }) as Promise<RouteResponse<R>>,
  });
}

export const getInitiative = (id: string, signal?: AbortSignal) =>
  api.call(routes.getInitiative, { params: { id }, signal });

/**
 * One initiative, cached 30 minutes (spec section 9) and asked again every 5 s while the planner is
 * still naming it and writing its workstreams (status CREATED), also in a background tab.
 */
export const initiativeQuery = (id: string) =>
  queryOptions({
    queryKey: initiativeKeys.detail(id),
    queryFn: ({ signal }) => getInitiative(id, signal),
    staleTime: DETAIL_CACHE_MS,
    gcTime: DETAIL_CACHE_MS,
    refetchInterval: (query) => (query.state.data?.status === "CREATED" ? PLANNING_POLL_MS : false),
    refetchIntervalInBackground: true,
    // A 403 has its own explanatory view on the page; other failures are also announced.
    meta: {
      errorToast: (error) =>
        error instanceof ApiError && error.status === 403 ? null : "Failed to load initiative details",
    },
  });

export function useInitiative(id: string) {
  return useQuery(initiativeQuery(id));
}

/**
 * Its status changed or someone edited it (live event, retry): fetch it again. Exact, so the queries
 * below it (its documents) are not fetched with it.
 */
export const refreshInitiative = (queryClient: QueryClient, id: string) =>
  queryClient.invalidateQueries({ queryKey: initiativeKeys.detail(id), exact: true });
