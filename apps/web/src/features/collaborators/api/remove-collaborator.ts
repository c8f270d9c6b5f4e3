import { routes } from "@initiative-planner/contract/routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { collaboratorKeys, memberPath } from "./collaborator-keys";

export const removeCollaborator = (initiativeId: string, userId: string) =>
  apiClient.delete(memberPath(initiativeId, userId), { schema: routes.removeCollaborator.response });

export function useRemoveCollaborator(initiativeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => removeCollaborator(initiativeId, userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collaboratorKeys.members(initiativeId) }),
  });
}
