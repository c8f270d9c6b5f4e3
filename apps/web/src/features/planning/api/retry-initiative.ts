import { routes } from "@initiative-planner/contract/routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/api-client";
import { refreshInitiative } from "@/lib/initiative-query";

export const retryInitiative = (initiativeId: string) =>
  api.call(routes.retryInitiative, { params: { id: initiativeId } });

/** Re-queues failed workstream generation; the refreshed initiative puts the screen back into polling. */
export function useRetryInitiative(initiativeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => retryInitiative(initiativeId),
    onError: (error) => toast.error(error.message),
    onSettled: () => refreshInitiative(queryClient, initiativeId),
  });
}
