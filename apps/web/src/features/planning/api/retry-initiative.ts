import { initiativeSchema } from "@initiative-planner/contract/initiative";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { apiClient } from "@/lib/api-client";
import { planningKeys } from "./planning-keys";

// `{}` rather than no body: the client always sends a JSON content type, and an empty JSON body is a 400.
export const retryInitiative = (initiativeId: string) =>
  apiClient.post(`/initiative/${encodeURIComponent(initiativeId)}/retry`, {}, { schema: initiativeSchema });

/** Re-queues failed workstream generation; the refreshed details put the screen back into polling. */
export function useRetryInitiative(initiativeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => retryInitiative(initiativeId),
    onError: (error) => toast.error(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: planningKeys.details(initiativeId) }),
  });
}
