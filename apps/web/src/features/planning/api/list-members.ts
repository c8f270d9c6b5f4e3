import { LIMITS } from "@initiative-planner/contract/common";
import { routes } from "@initiative-planner/contract/routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { planningKeys } from "./planning-keys";

/** The people a task can be assigned to: the first 100 members (owner included). */
export const listMembers = (initiativeId: string, signal?: AbortSignal) =>
  api.call(routes.listCollaborators, {
    params: { id: initiativeId },
    query: { page: 0, size: LIMITS.pageSizeMax },
    signal,
  });

export const membersQuery = (initiativeId: string) =>
  queryOptions({
    queryKey: planningKeys.members(initiativeId),
    queryFn: ({ signal }) => listMembers(initiativeId, signal),
    select: (page) => page.list,
    staleTime: 60_000,
  });

export const useMembers = (initiativeId: string) => useQuery(membersQuery(initiativeId));
