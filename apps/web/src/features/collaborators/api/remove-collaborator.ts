import { routes } from "@initiative-planner/contract/routes";
import { api } from "@/lib/api-client";
import { useRefetchingMutation } from "@/lib/refetching-mutation";
import { collaboratorKeys } from "./collaborator-keys";

export const removeCollaborator = (initiativeId: string, userId: string) =>
  api.call(routes.removeCollaborator, { params: { id: initiativeId, userId } });

export function useRemoveCollaborator(initiativeId: string) {
  return useRefetchingMutation(collaboratorKeys.members(initiativeId), (userId: string) =>
    removeCollaborator(initiativeId, userId),
  );
}
