import { routes } from "@initiative-planner/contract/routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { collaboratorKeys, memberPath } from "./collaborator-keys";
import type { InviteRole } from "./invite-collaborator";

export const changeRole = (initiativeId: string, userId: string, role: InviteRole) =>
  apiClient.put(memberPath(initiativeId, userId), { role }, { schema: routes.changeRole.response });

export function useChangeRole(initiativeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: InviteRole }) =>
      changeRole(initiativeId, userId, role),
    onSettled: () => queryClient.invalidateQueries({ queryKey: collaboratorKeys.members(initiativeId) }),
  });
}
