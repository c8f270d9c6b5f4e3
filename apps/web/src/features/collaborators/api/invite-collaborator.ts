import type { inviteRoleSchema } from "@initiative-planner/contract/collaborators";
import { routes } from "@initiative-planner/contract/routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiClient } from "@/lib/api-client";
import { collaboratorKeys, collaboratorsPath } from "./collaborator-keys";

export type InviteRole = z.infer<typeof inviteRoleSchema>;

export interface InviteInput {
  email: string;
  role: InviteRole;
}

/** Errors are rethrown (spec section 8) so the form can show the server's sentence, e.g. a 409. */
export const inviteCollaborator = (initiativeId: string, input: InviteInput) =>
  apiClient.post(`${collaboratorsPath(initiativeId)}/invite`, input, { schema: routes.invite.response });

export function useInviteCollaborator(initiativeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteInput) => inviteCollaborator(initiativeId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collaboratorKeys.invites(initiativeId) }),
  });
}
