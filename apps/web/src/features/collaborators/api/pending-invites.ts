import type { PendingInvite } from "@initiative-planner/contract/collaborators";
import { routes } from "@initiative-planner/contract/routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, api } from "@/lib/api-client";
import { collaboratorKeys } from "./collaborator-keys";

/** Spec section 8: a failed invites fetch yields an empty list (auth failures still end the session). */
export async function listPendingInvites(
  initiativeId: string,
  signal?: AbortSignal,
): Promise<PendingInvite[]> {
  try {
    return await api.call(routes.pendingInvites, { params: { id: initiativeId }, signal });
  } catch (error) {
    if (error instanceof ApiError && error.status !== 401) return [];
    throw error;
  }
}

export const pendingInvitesQuery = (initiativeId: string) =>
  queryOptions({
    queryKey: collaboratorKeys.invites(initiativeId),
    queryFn: ({ signal }) => listPendingInvites(initiativeId, signal),
  });

export const usePendingInvites = (initiativeId: string) => useQuery(pendingInvitesQuery(initiativeId));
