import { routes } from "@initiative-planner/contract/routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { forgetDeletedInitiative, holdInitiativeReads, resumeInitiativeReads } from "./initiative-cache";

/** `DELETE /initiatives/{id}`: the owner only; errors are rethrown (spec section 8). */
export const deleteInitiative = (id: string) => api.call(routes.deleteInitiative, { params: { id } });

export function useDeleteInitiative() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteInitiative(id),
    onMutate: (id) => holdInitiativeReads(queryClient, id),
    onSuccess: (_, id) => forgetDeletedInitiative(queryClient, id),
    onError: (_, id) => resumeInitiativeReads(queryClient, id),
  });
}
