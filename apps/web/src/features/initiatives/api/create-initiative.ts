import type { CreateInitiativeBody } from "@initiative-planner/contract/initiative";
import { routes } from "@initiative-planner/contract/routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { withServerMessage } from "@/lib/server-message";
import { storeSavedInitiative } from "./initiative-cache";

/** Spec section 9: a new initiative is due in 30 days, HIGH priority, communicated over Slack. */
export const NEW_INITIATIVE_DUE_DAYS = 30;

/** The body of a new initiative: the spec's defaults, unless the person chose a priority or a due date. */
export function newInitiativeBody(
  description: string,
  now: number = Date.now(),
  chosen: Partial<Pick<CreateInitiativeBody, "priority" | "date_due_completion">> = {},
): CreateInitiativeBody {
  return {
    description,
    date_due_completion:
      chosen.date_due_completion ?? new Date(now + NEW_INITIATIVE_DUE_DAYS * 86_400_000).toISOString(),
    priority: chosen.priority ?? "HIGH",
    communication_mode: "SLACK",
  };
}

/** Rethrows with the server's message, else 'Failed to create initiative' (spec section 8). */
export async function createInitiative(body: CreateInitiativeBody) {
  try {
    return await api.call(routes.createInitiative, { body });
  } catch (error) {
    throw withServerMessage(error, "Failed to create initiative");
  }
}

export function useCreateInitiative() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      description,
      attachmentIds = [],
      chosen,
    }: {
      description: string;
      attachmentIds?: string[];
      chosen?: Partial<Pick<CreateInitiativeBody, "priority" | "date_due_completion">>;
    }) =>
      createInitiative({
        ...newInitiativeBody(description, Date.now(), chosen),
        ...(attachmentIds.length > 0 ? { attachment_ids: attachmentIds } : {}),
      }),
    onSuccess: (initiative) => storeSavedInitiative(queryClient, initiative),
  });
}
