import type {
  AddSubsectionBody,
  AddWorkstreamBody,
  UpdateSubsectionBody,
  UpdateWorkstreamBody,
} from "@initiative-planner/contract/plan-shape";
import { routes } from "@initiative-planner/contract/routes";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { planningKeys } from "./planning-keys";
import { refreshPlanShape } from "./refresh-plan-shape";

/**
 * Shaping the plan (issue 32): teams and subsections added, changed and removed. Each refreshes the
 * team list, subsections and tasks here; other members' pages refresh on `workstreams_changed`.
 */
export function usePlanShape(initiativeId: string) {
  const queryClient = useQueryClient();
  const id = initiativeId;
  const onSettled = () =>
    Promise.all([
      refreshPlanShape(queryClient, id),
      queryClient.invalidateQueries({ queryKey: planningKeys.tasks(id) }),
      queryClient.invalidateQueries({ queryKey: planningKeys.teamTrash(id) }),
    ]);
  const refreshing = <TVariables, TData>(mutationFn: (variables: TVariables) => Promise<TData>) => ({
    mutationFn,
    onSettled,
  });
  return {
    addTeam: useMutation(
      refreshing((body: AddWorkstreamBody) => api.call(routes.addWorkstream, { params: { id }, body })),
    ),
    updateTeam: useMutation(
      refreshing(({ wsId, body }: { wsId: string; body: UpdateWorkstreamBody }) =>
        api.call(routes.updateWorkstream, { params: { id, wsId }, body }),
      ),
    ),
    removeTeam: useMutation(
      refreshing((wsId: string) => api.call(routes.deleteWorkstream, { params: { id, wsId } })),
    ),
    restoreTeam: useMutation(
      refreshing((trashId: string) => api.call(routes.restoreWorkstream, { params: { id, trashId } })),
    ),
    addSubsection: useMutation(
      refreshing(({ wsId, body }: { wsId: string; body: AddSubsectionBody }) =>
        api.call(routes.addSubsection, { params: { id, wsId }, body }),
      ),
    ),
    updateSubsection: useMutation(
      refreshing(({ wsId, subId, body }: { wsId: string; subId: string; body: UpdateSubsectionBody }) =>
        api.call(routes.updateSubsection, { params: { id, wsId, subId }, body }),
      ),
    ),
    removeSubsection: useMutation(
      refreshing(({ wsId, subId }: { wsId: string; subId: string }) =>
        api.call(routes.deleteSubsection, { params: { id, wsId, subId } }),
      ),
    ),
  };
}

export type PlanShape = ReturnType<typeof usePlanShape>;

/** The planner's proposals: nothing is applied until the person ticks them and adds them. */
export const suggestTeams = (id: string) => api.call(routes.suggestWorkstreams, { params: { id } });
export const suggestSubsections = (id: string, wsId: string) =>
  api.call(routes.suggestSubsections, { params: { id, wsId } });

/** Removed teams that can still be restored, newest first (decision 101). */
export const useTeamTrash = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: planningKeys.teamTrash(id),
    queryFn: ({ signal }) => api.call(routes.listWorkstreamTrash, { params: { id }, signal }),
    enabled,
  });
