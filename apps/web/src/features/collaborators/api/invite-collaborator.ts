import type { InviteBody } from "@initiative-planner/contract/collaborators";
import { routes } from "@initiative-planner/contract/routes";
import { api } from "@/lib/api-client";
import { useRefetchingMutation } from "@/lib/refetching-mutation";
import { collaboratorKeys } from "./collaborator-keys";

/** Errors are rethrown (spec section 8) so the form can show the server's sentence, e.g. a 409. */
export const inviteCollaborator = (initiativeId: string, body: InviteBody) =>
  api.call(routes.invite, { params: { id: initiativeId }, body });

export function useInviteCollaborator(initiativeId: string) {
  return useRefetchingMutation(collaboratorKeys.invites(initiativeId), (body: InviteBody) =>
    inviteCollaborator(initiativeId, body),
  );
}
