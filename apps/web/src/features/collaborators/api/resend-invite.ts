import { routes } from "@initiative-planner/contract/routes";
import { ApiError, api } from "@/lib/api-client";
import { useRefetchingMutation } from "@/lib/refetching-mutation";
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
  // Sent or not, the invite's last-sent time or delivery error may have changed.
  return useRefetchingMutation(
    collaboratorKeys.invites(initiativeId),
    (inviteId: string) => resendInvite(initiativeId, inviteId),
    "settled",
  );
}
