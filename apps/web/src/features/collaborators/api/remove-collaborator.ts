import { routes } from "@initiative-planner/contract/routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { collaboratorKeys } from "./collaborator-keys";

export const removeCollaborator = (initiativeId: string, userId: string) =>
  api.call(routes.removeCollaborator, { params: { id: initiativeId, userId } });

export function useRemoveCollaborator(initiativeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => removeCollaborator(initiativeId, userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collaboratorKeys.members(initiativeId) }),
  });
}
