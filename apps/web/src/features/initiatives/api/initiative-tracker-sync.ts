import { routes } from "@initiative-planner/contract/routes";
import type { TrackerKind } from "@initiative-planner/contract/trackers";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { initiativeKeys } from "@/lib/initiative-query";
import { useRefetchingMutation } from "@/lib/refetching-mutation";
import { trackersKey } from "./initiative-trackers";

const webhookKey = (id: string, kind: TrackerKind) => [...trackersKey(id), kind, "webhook"] as const;

/** Sync now (editors): the linked issues' state read at once; tasks, progress and the list follow. */
export function useSyncTracker(initiativeId: string) {
  return useRefetchingMutation(
    initiativeKeys.detail(initiativeId),
    (kind: TrackerKind) => api.call(routes.syncTracker, { params: { id: initiativeId, kind } }),
    "settled",
  );
}

/** The webhook address and secret (owner only), read when the owner opens them. */
export function useTrackerWebhook(initiativeId: string, kind: TrackerKind) {
  return useQuery({
    queryKey: webhookKey(initiativeId, kind),
    queryFn: ({ signal }) =>
      api.call(routes.getTrackerWebhook, { params: { id: initiativeId, kind }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** A new webhook secret: the tracker's own (Linear's) or a random one made by the server. */
export function useReplaceWebhookSecret(initiativeId: string, kind: TrackerKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (secret: string | undefined) =>
      api.call(routes.setTrackerWebhook, {
        params: { id: initiativeId, kind },
        body: secret ? { secret } : {},
      }),
    onSuccess: (saved) => queryClient.setQueryData(webhookKey(initiativeId, kind), saved),
  });
}
