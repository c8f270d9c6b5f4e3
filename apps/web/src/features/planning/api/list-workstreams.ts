import { routes } from "@initiative-planner/contract/routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { DETAIL_CACHE_MS } from "@/lib/initiative-timing";
import { planningKeys } from "./planning-keys";

export const listWorkstreams = (
  initiativeId: string,
  options: { refresh?: boolean; signal?: AbortSignal } = {},
) =>
  api.call(routes.listWorkstreams, {
    params: { id: initiativeId },
    query: { refresh: options.refresh ? "true" : undefined },
    signal: options.signal,
  });

export const workstreamsQuery = (initiativeId: string) =>
  queryOptions({
    queryKey: planningKeys.workstreams(initiativeId),
    queryFn: ({ signal }) => listWorkstreams(initiativeId, { signal }),
    staleTime: DETAIL_CACHE_MS,
    gcTime: DETAIL_CACHE_MS,
  });

export const useWorkstreams = (initiativeId: string, enabled = true) =>
  useQuery({ ...workstreamsQuery(initiativeId), enabled });
