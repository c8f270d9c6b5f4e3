import { collaboratorPageSchema } from "@initiative-planner/contract/collaborators";
import { LIMITS } from "@initiative-planner/contract/common";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { planningKeys } from "./planning-keys";

/** The people a task can be assigned to: the first 100 members (owner included). */
export const listMembers = (initiativeId: string, signal?: AbortSignal) =>
  apiClient.get(
    `/initiatives/${encodeURIComponent(initiativeId)}/collaborators?page=0&size=${LIMITS.pageSizeMax}`,
    {
      schema: collaboratorPageSchema,
      signal,
    },
  );

export const membersQuery = (initiativeId: string) =>
  queryOptions({
    queryKey: planningKeys.members(initiativeId),
    queryFn: ({ signal }) => listMembers(initiativeId, signal),
    select: (page) => page.list,
    staleTime: 60_000,
  });

export const useMembers = (initiativeId: string) => useQuery(membersQuery(initiativeId));
