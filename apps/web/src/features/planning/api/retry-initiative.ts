import { routes } from "@initiative-planner/contract/routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { api } from "@/lib/api-client";
import { planningKeys } from "./planning-keys";

export const retryInitiative = (initiativeId: string) =>
  api.call(routes.retryInitiative, { params: { id: initiativeId } });

/** Re-queues failed workstream generation; the refreshed details put the screen back into polling. */
export function useRetryInitiative(initiativeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => retryInitiative(initiativeId),
    onError: (error) => toast.error(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: planningKeys.details(initiativeId) }),
  });
}
