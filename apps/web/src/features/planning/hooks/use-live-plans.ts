import type { InitiativeEvent } from "@initiative-planner/contract/events";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { preloadMarkdown } from "@/components/markdown/lazy-markdown";
import { useInitiativeEvents } from "@/lib/initiative-events";
import { planningKeys } from "../api/planning-keys";
import { refreshPlanShape } from "../api/refresh-plan-shape";

/** A plan someone generates right now, as it streams in (possibly on another page or person). */
export interface LiveGeneration {
  by: string;
  text: string;
}

export const liveKey = (wsId: string, subId: string) => `${wsId}/${subId}`;

/**
 * Follows the initiative's event stream: refreshes what others changed (status, saved, restored or
 * improved plans, tasks, the plan's shape, Generate all) and keeps the text of generations running elsewhere, keyed by `liveKey`.
 */
export function useLivePlans(
  initiativeId: string,
  /** A colleague changed tasks: the initiative's progress may have moved too. */
  onTasksChanged?: () => void,
): ReadonlyMap<string, LiveGeneration> {
  const queryClient = useQueryClient();
  const [live, setLive] = useState<ReadonlyMap<string, LiveGeneration>>(new Map());

  const update = useCallback(
    (key: string, next: (current: LiveGeneration | undefined) => LiveGeneration | null) => {
      setLive((map) => {
        const value = next(map.get(key));
        const copy = new Map(map);
        if (value) copy.set(key, value);
        else copy.delete(key);
        return copy;
      });
    },
    [],
  );

  // A colleague's task edit reaches the open task table and timeline (issue 32, item 6).
  const invalidateTasks = () => {
    void queryClient.invalidateQueries({ queryKey: planningKeys.tasks(initiativeId) });
    void queryClient.invalidateQueries({ queryKey: [...planningKeys.all, "workstream", initiativeId] });
  };

  useInitiativeEvents(initiativeId, (event: InitiativeEvent) => {
    switch (event.type) {
      // The initiative itself is refreshed by the page that owns its query (the detail shell).
      case "status":
        void queryClient.invalidateQueries({ queryKey: planningKeys.workstreams(initiativeId) });
        return;
      case "initiative_updated":
        void queryClient.invalidateQueries({ queryKey: planningKeys.workstreams(initiativeId) });
        // The schedule carries the initiative's due date (the timeline's due line, the late banner).
        void queryClient.invalidateQueries({ queryKey: planningKeys.tasks(initiativeId) });
        return;
      case "generation_started":
        if (event.data.kind === "generate" && event.data.subsection_uid) {
          // Its text will stream in here: load the renderer before the first chunk does.
          void preloadMarkdown();
          update(liveKey(event.data.workstream_id, event.data.subsection_uid), () => ({
            by: event.data.by.name,
            text: "",
          }));
        }
        return;
      case "generation_chunk": {
        const { offset, text } = event.data;
        update(liveKey(event.data.workstream_id, event.data.subsection_uid), (current) => {
          // A page that joined mid-stream keeps its spinner until the plan is saved.
          if (!current || current.text.length !== offset) return current ?? null;
          return { ...current, text: current.text + text };
        });
        return;
      }
      case "tasks_changed":
        invalidateTasks();
        onTasksChanged?.();
        return;
      case "workstreams_changed":
        void refreshPlanShape(queryClient, initiativeId);
        void queryClient.invalidateQueries({ queryKey: planningKeys.teamTrash(initiativeId) });
        return;
      case "generate_all_changed":
        void queryClient.invalidateQueries({ queryKey: planningKeys.generateAll(initiativeId) });
        return;
      case "generation_finished":
      case "plan_saved":
        // A task breakdown's save wrote tasks too.
        if (event.data.subsection_uid === "") invalidateTasks();
        update(liveKey(event.data.workstream_id, event.data.subsection_uid), () => null);
        void queryClient.invalidateQueries({ queryKey: planningKeys.usage(initiativeId) });
        void queryClient.invalidateQueries({
          queryKey: planningKeys.subsections(initiativeId, event.data.workstream_id),
        });
        void queryClient.invalidateQueries({
          queryKey: planningKeys.versions(initiativeId, event.data.workstream_id, event.data.subsection_uid),
        });
        return;
      default:
        return;
    }
  });

  return live;
}
