import { routes } from "@initiative-planner/contract/routes";
import { api } from "@/lib/api-client";
import { useRefetchingMutation } from "@/lib/refetching-mutation";
import { collaboratorKeys } from "./collaborator-keys";

export const revokeInvite = (initiativeId: string, inviteId: string) =>
  api.call(routes.revokeInvite, { params: { id: initiativeId, inviteId } });

export function useRevokeInvite(initiativeId: string) {
  return useRefetchingMutation(collaboratorKeys.invites(initiativeId), (inviteId: string) =>
    revokeInvite(initiativeId, inviteId),
  );
}
