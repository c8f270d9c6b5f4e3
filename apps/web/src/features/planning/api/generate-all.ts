import type { GenerateAllState, RetrySectionBody } from "@initiative-planner/contract/generate-all";
import { routes } from "@initiative-planner/contract/routes";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { planningKeys } from "./planning-keys";

/** Generate all's latest run; every member's page refreshes it on `generate_all_changed`. */
export const useGenerateAll = (initiativeId: string) =>
  useQuery({
    queryKey: planningKeys.generateAll(initiativeId),
    queryFn: ({ signal }) => api.call(routes.getGenerateAll, { params: { id: initiativeId }, signal }),
  });

export const estimateGenerateAll = (initiativeId: string, includeTasks: boolean) =>
  api.call(routes.estimateGenerateAll, {
    params: { id: initiativeId },
    query: { include_tasks: includeTasks ? "true" : "false" },
  });

export function useGenerateAllActions(initiativeId: string) {
  const queryClient = useQueryClient();
  const id = initiativeId;
  const onSuccess = (state: GenerateAllState) =>
    queryClient.setQueryData(planningKeys.generateAll(id), state);
  return {
    start: useMutation({
      mutationFn: (includeTasks: boolean) =>
        api.call(routes.startGenerateAll, { params: { id }, body: { include_tasks: includeTasks } }),
      onSuccess,
    }),
    stop: useMutation({ mutationFn: () => api.call(routes.stopGenerateAll, { params: { id } }), onSuccess }),
    retry: useMutation({
      mutationFn: (body: RetrySectionBody) => api.call(routes.retryGenerateAll, { params: { id }, body }),
      onSuccess,
    }),
  };
}
