import { routes } from "@initiative-planner/contract/routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { planningKeys } from "./planning-keys";

/** A workstream with its task breakdown: the markdown and the tasks. */
export const getWorkstream = (initiativeId: string, wsId: string, signal?: AbortSignal) =>
  api.call(routes.getWorkstream, { params: { id: initiativeId, wsId }, signal });

export const workstreamQuery = (initiativeId: string, wsId: string) =>
  queryOptions({
    queryKey: planningKeys.workstream(initiativeId, wsId),
    queryFn: ({ signal }) => getWorkstream(initiativeId, wsId, signal),
  });

export const useWorkstreamDetail = (initiativeId: string, wsId: string) =>
  useQuery(workstreamQuery(initiativeId, wsId));
