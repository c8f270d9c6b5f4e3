import { workstreamDetailSchema } from "@initiative-planner/contract/planning";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { planningKeys, workstreamPath } from "./planning-keys";

/** A workstream with its task breakdown: the markdown and the tasks. */
export const getWorkstream = (initiativeId: string, wsId: string, signal?: AbortSignal) =>
  apiClient.get(workstreamPath(initiativeId, wsId), { schema: workstreamDetailSchema, signal });

export const workstreamQuery = (initiativeId: string, wsId: string) =>
  queryOptions({
    queryKey: planningKeys.workstream(initiativeId, wsId),
    queryFn: ({ signal }) => getWorkstream(initiativeId, wsId, signal),
  });

export const useWorkstreamDetail = (initiativeId: string, wsId: string) =>
  useQuery(workstreamQuery(initiativeId, wsId));
