import { routes } from "@initiative-planner/contract/routes";
import type { TrackerConnectionBody, TrackerKind } from "@initiative-planner/contract/trackers";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { initiativeKeys } from "@/lib/initiative-query";

export const trackersKey = (id: string) => [...initiativeKeys.detail(id), "trackers"] as const;

/** The initiative's tracker connections (every member; never the secrets). */
export function useTrackers(initiativeId: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: trackersKey(initiativeId),
    queryFn: ({ signal }) => api.call(routes.listTrackers, { params: { id: initiativeId }, signal }),
  });
}

/** Connects or changes a tracker (owner); the server tests it before saving. */
export function useConnectTracker(initiativeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, body }: { kind: TrackerKind; body: TrackerConnectionBody }) =>
      api.call(routes.putTracker, { params: { id: initiativeId, kind }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trackersKey(initiativeId) }),
  });
}

export function useDisconnectTracker(initiativeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: TrackerKind) => api.call(routes.deleteTracker, { params: { id: initiativeId, kind } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: trackersKey(initiativeId) }),
  });
}
