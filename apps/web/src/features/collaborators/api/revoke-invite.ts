import { routes } from "@initiative-planner/contract/routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { collaboratorKeys, invitePath } from "./collaborator-keys";

export const revokeInvite = (initiativeId: string, inviteId: string) =>
  apiClient.delete(invitePath(initiativeId, inviteId), { schema: routes.revokeInvite.response });

export function useRevokeInvite(initiativeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inviteId: string) => revokeInvite(initiativeId, inviteId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collaboratorKeys.invites(initiativeId) }),
  });
}
