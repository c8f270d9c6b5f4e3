import type { InviteRole } from "@initiative-planner/contract/collaborators";
import { routes } from "@initiative-planner/contract/routes";
import { api } from "@/lib/api-client";
import { useRefetchingMutation } from "@/lib/refetching-mutation";
import { collaboratorKeys } from "./collaborator-keys";

export const changeRole = (initiativeId: string, userId: string, role: InviteRole) =>
  api.call(routes.changeRole, { params: { id: initiativeId, userId }, body: { role } });

export function useChangeRole(initiativeId: string) {
  return useRefetchingMutation(
    collaboratorKeys.members(initiativeId),
    ({ userId, role }: { userId: string; role: InviteRole }) => changeRole(initiativeId, userId, role),
    "settled",
  );
}
