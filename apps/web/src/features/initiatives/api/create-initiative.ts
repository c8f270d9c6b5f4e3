import type { CreateInitiativeBody } from "@initiative-planner/contract/initiative";
import { routes } from "@initiative-planner/contract/routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { clearInitiativeListCache } from "../lib/list-cache";
import { initiativeKeys } from "./initiative-keys";

/** Spec section 9: a new initiative is due in 30 days, HIGH priority, communicated over Slack. */
export const NEW_INITIATIVE_DUE_DAYS = 30;

export function newInitiativeBody(description: string, now: number = Date.now()): CreateInitiativeBody {
  return {
    description,
    date_due_completion: new Date(now + NEW_INITIATIVE_DUE_DAYS * 86_400_000).toISOString(),
    priority: "HIGH",
    communication_mode: "SLACK",
  };
}

export const createInitiative = (body: CreateInitiativeBody) => api.call(routes.createInitiative, { body });

export function useCreateInitiative() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (description: string) => createInitiative(newInitiativeBody(description)),
    onSuccess: (initiative) => {
      clearInitiativeListCache();
      queryClient.setQueryData(initiativeKeys.detail(initiative.id), initiative);
      return queryClient.invalidateQueries({ queryKey: initiativeKeys.lists() });
    },
  });
}
