import type { InitiativeEventType } from "@initiative-planner/contract/events";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { subscribeInitiativeEvents } from "@/lib/initiative-events";
import { initiativeKeys } from "@/lib/initiative-query";
import { clearInitiativeListCache } from "../lib/list-cache";

/** What a card shows: name, status, progress, due date, collaborators. Plan text and generation do not show. */
const LIST_EVENTS = new Set<InitiativeEventType>([
  "status",
  "initiative_updated",
  "initiative_deleted",
  "tasks_changed",
  "members_changed",
]);
/** Several events of one save (e.g. a rename and its status) refetch the page once. */
const SETTLE_MS = 150;

function refreshLists(queryClient: QueryClient) {
  clearInitiativeListCache();
  void queryClient.invalidateQueries({ queryKey: initiativeKeys.lists() });
}

/**
 * Keeps the list page live (issue 33): follows the events of every initiative it shows, through the browser's
 * one shared connection (decision 090), and fetches the page again when a card's figures may have changed.
 */
export function useLiveInitiativesList(ids: readonly string[]) {
  const queryClient = useQueryClient();
  const key = ids.join(",");
  useEffect(() => {
    if (!key) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onEvent = (type: InitiativeEventType) => {
      if (!LIST_EVENTS.has(type)) return;
      clearTimeout(timer);
      timer = setTimeout(() => refreshLists(queryClient), SETTLE_MS);
    };
    const releases = key
      .split(",")
      .map((id) => subscribeInitiativeEvents(id, (event) => onEvent(event.type)));
    return () => {
      clearTimeout(timer);
      for (const release of releases) release();
    };
  }, [key, queryClient]);
}
