import { routes } from "@initiative-planner/contract/routes";
import type { TrackerPushState } from "@initiative-planner/contract/tracker-push";
import type { TrackerKind } from "@initiative-planner/contract/trackers";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useInitiativeEvents } from "@/lib/initiative-events";
import { trackersKey } from "./initiative-trackers";

const pushKey = (id: string, kind: TrackerKind) => [...trackersKey(id), kind, "push"] as const;
const previewKey = (id: string, kind: TrackerKind, parent: boolean) =>
  [...trackersKey(id), kind, "preview", parent] as const;

const running = (state: TrackerPushState | undefined) =>
  state?.push?.status === "queued" || state?.push?.status === "running";

/**
 * What a push would create, update, close and link (with `parent`: and put under the initiative's parent);
 * read afresh each time the dialog opens.
 */
export function useTrackerPushPreview(initiativeId: string, kind: TrackerKind, parent = false) {
  return useQuery({
    queryKey: previewKey(initiativeId, kind, parent),
    queryFn: ({ signal }) =>
      api.call(routes.previewTrackerPush, {
        params: { id: initiativeId, kind },
        body: parent ? { parent } : undefined,
        signal,
      }),
    gcTime: 0,
    staleTime: 0,
  });
}

/**
 * The latest push and its progress. Live events (`tracker_push_changed`) refresh it at once; while it
 * runs it is also read every few seconds, so a page without the live stream still moves.
 */
export function useTrackerPush(initiativeId: string, kind: TrackerKind) {
  const queryClient = useQueryClient();
  useInitiativeEvents(initiativeId, (event) => {
    if (event.type !== "tracker_push_changed" || event.data.kind !== kind) return;
    void queryClient.invalidateQueries({ queryKey: pushKey(initiativeId, kind) });
    if (event.data.status === "done" || event.data.status === "failed") {
      void queryClient.invalidateQueries({ queryKey: trackersKey(initiativeId), exact: true });
    }
  });
  return useQuery({
    queryKey: pushKey(initiativeId, kind),
    queryFn: ({ signal }) => api.call(routes.getTrackerPush, { params: { id: initiativeId, kind }, signal }),
    refetchInterval: (query) => (running(query.state.data) ? 3_000 : false),
  });
}

/** Starts a push (editors), under one parent when asked; the server queues it as a background job. */
export function useStartTrackerPush(initiativeId: string, kind: TrackerKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (parent: boolean) =>
      api.call(routes.pushTracker, {
        params: { id: initiativeId, kind },
        body: parent ? { parent } : undefined,
      }),
    onSuccess: (state) => queryClient.setQueryData(pushKey(initiativeId, kind), state),
  });
}
