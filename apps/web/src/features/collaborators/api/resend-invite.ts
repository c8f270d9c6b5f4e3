import { routes } from "@initiative-planner/contract/routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, api } from "@/lib/api-client";
import { collaboratorKeys } from "./collaborator-keys";

/** `true` when the mail went out; spec section 8: any failure counts as not sent. */
export async function resendInvite(initiativeId: string, inviteId: string): Promise<boolean> {
  try {
    return await api.call(routes.resendInvite, { params: { id: initiativeId, inviteId } });
  } catch (error) {
    if (error instanceof ApiError && error.status !== 401) return false;
    throw error;
  }
}

export function useResendInvite(initiativeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inviteId: string) => resendInvite(initiativeId, inviteId),
    // Sent or not, the invite's last-sent time or delivery error may have changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: collaboratorKeys.invites(initiativeId) }),
  });
}
