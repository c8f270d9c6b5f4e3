import { routes } from "@initiative-planner/contract/routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { collaboratorKeys } from "./collaborator-keys";

export const revokeInvite = (initiativeId: string, inviteId: string) =>
  api.call(routes.revokeInvite, { params: { id: initiativeId, inviteId } });

export function useRevokeInvite(initiativeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inviteId: string) => revokeInvite(initiativeId, inviteId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collaboratorKeys.invites(initiativeId) }),
  });
}
