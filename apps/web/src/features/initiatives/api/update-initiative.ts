import type { UpdateInitiativeBody } from "@initiative-planner/contract/initiative";
import { routes } from "@initiative-planner/contract/routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { storeSavedInitiative } from "./initiative-cache";

/** `PUT /initiative/{id}`: owners and editors; errors are rethrown (spec section 8). */
export const updateInitiative = (id: string, body: UpdateInitiativeBody) =>
  api.call(routes.updateInitiative, { params: { id }, body });

export function useUpdateInitiative() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateInitiativeBody }) => updateInitiative(id, body),
    onSuccess: (initiative) => storeSavedInitiative(queryClient, initiative),
  });
}
