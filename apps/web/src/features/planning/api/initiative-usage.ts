import { routes } from "@initiative-planner/contract/routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { planningKeys } from "./planning-keys";

export const getInitiativeUsage = (initiativeId: string) =>
  api.call(routes.initiativeUsage, { params: { id: initiativeId } });

export const initiativeUsageQuery = (initiativeId: string) =>
  queryOptions({
    queryKey: planningKeys.usage(initiativeId),
    queryFn: () => getInitiativeUsage(initiativeId),
  });

/** `enabled`: false holds the request back (see useAfterFirstLoad). */
export const useInitiativeUsage = (initiativeId: string, enabled = true) =>
  useQuery({ ...initiativeUsageQuery(initiativeId), enabled });
