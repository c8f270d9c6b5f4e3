import type { InviteBody } from "@initiative-planner/contract/collaborators";
import { routes } from "@initiative-planner/contract/routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { collaboratorKeys } from "./collaborator-keys";

/** Errors are rethrown (spec section 8) so the form can show the server's sentence, e.g. a 409. */
export const inviteCollaborator = (initiativeId: string, body: InviteBody) =>
  api.call(routes.invite, { params: { id: initiativeId }, body });

export function useInviteCollaborator(initiativeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteBody) => inviteCollaborator(initiativeId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collaboratorKeys.invites(initiativeId) }),
  });
}
