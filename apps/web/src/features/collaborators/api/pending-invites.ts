import { type PendingInvite, pendingInviteSchema } from "@initiative-planner/contract/collaborators";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { ApiError, apiClient } from "@/lib/api-client";
import { collaboratorKeys, collaboratorsPath } from "./collaborator-keys";

const inviteListSchema = z.array(pendingInviteSchema);

/** Spec section 8: a failed invites fetch yields an empty list (auth failures still end the session). */
export async function listPendingInvites(
  initiativeId: string,
  signal?: AbortSignal,
): Promise<PendingInvite[]> {
  try {
    return await apiClient.get(`${collaboratorsPath(initiativeId)}/pendingInvites`, {
      schema: inviteListSchema,
      signal,
    });
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
