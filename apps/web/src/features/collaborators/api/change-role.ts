import type { InviteRole } from "@initiative-planner/contract/collaborators";
import { routes } from "@initiative-planner/contract/routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { collaboratorKeys } from "./collaborator-keys";

export const changeRole = (initiativeId: string, userId: string, role: InviteRole) =>
  api.call(routes.changeRole, { params: { id: initiativeId, userId }, body: { role } });

export function useChangeRole(initiativeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: InviteRole }) =>
      changeRole(initiativeId, userId, role),
    onSettled: () => queryClient.invalidateQueries({ queryKey: collaboratorKeys.members(initiativeId) }),
  });
}
