import { routes } from "@initiative-planner/contract/routes";
import type { TrackerConnectionBody, TrackerKind } from "@initiative-planner/contract/trackers";
import { api } from "@/lib/api-client";
import { initiativePartKey, useInitiativePart } from "@/lib/initiative-query";
import { useRefetchingMutation } from "@/lib/refetching-mutation";

export const trackersKey = (id: string) => initiativePartKey(id, "trackers");

/** The initiative's tracker connections (every member; never the secrets). */
export const useTrackers = (initiativeId: string, enabled = true) =>
  useInitiativePart(initiativeId, "trackers", routes.listTrackers, enabled);

/** Connects or changes a tracker (owner); the server tests it before saving. */
export function useConnectTracker(initiativeId: string) {
  return useRefetchingMutation(
    trackersKey(initiativeId),
    ({ kind, body }: { kind: TrackerKind; body: TrackerConnectionBody }) =>
      api.call(routes.putTracker, { params: { id: initiativeId, kind }, body }),
  );
}

export function useDisconnectTracker(initiativeId: string) {
  return useRefetchingMutation(
    trackersKey(initiativeId),
    (kind: TrackerKind) => api.call(routes.deleteTracker, { params: { id: initiativeId, kind } }),
    "settled",
  );
}
