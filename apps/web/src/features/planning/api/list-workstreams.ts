import { workstreamsWithDetailsSchema } from "@initiative-planner/contract/planning";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { PLANNING_CACHE_MS } from "./get-initiative-details";
import { planningKeys } from "./planning-keys";

export const listWorkstreams = (
  initiativeId: string,
  options: { refresh?: boolean; signal?: AbortSignal } = {},
) =>
  apiClient.get(
    `/initiatives/${encodeURIComponent(initiativeId)}/workstreams${options.refresh ? "?refresh=true" : ""}`,
    { schema: workstreamsWithDetailsSchema, signal: options.signal },
  );

export const workstreamsQuery = (initiativeId: string) =>
  queryOptions({
    queryKey: planningKeys.workstreams(initiativeId),
    queryFn: ({ signal }) => listWorkstreams(initiativeId, { signal }),
    staleTime: PLANNING_CACHE_MS,
    gcTime: PLANNING_CACHE_MS,
  });

export const useWorkstreams = (initiativeId: string, enabled = true) =>
  useQuery({ ...workstreamsQuery(initiativeId), enabled });
