import { useInitiative } from "@/lib/initiative-query";
import { useRetryInitiative } from "../api/retry-initiative";
import { PlanningError, PlanningFailed, PlanningLoading, PlanningPolling } from "./planning-status";
import { PlanningWorkspace } from "./planning-workspace";

export interface PlanningScreenProps {
  initiativeId: string;
  canEdit: boolean;
  /** False while the Agents tab is hidden; see PlanningWorkspace. Defaults to true. */
  active?: boolean;
  /** Tasks changed (the initiative's progress may have moved). */
  onTasksChanged?: () => void;
}

/** The Agents (planning) screen of spec section 2: waits for the workstreams, then shows them. */
export function PlanningScreen({
  initiativeId,
  canEdit,
  active = true,
  onTasksChanged,
}: PlanningScreenProps) {
  // The page's own initiative query (one per initiative): its polling while CREATED moves this screen on.
  const initiative = useInitiative(initiativeId);
  const retry = useRetryInitiative(initiativeId);

  if (initiative.isPending) return <PlanningLoading />;
  if (initiative.isError) return <PlanningError message="Failed to fetch initiative details" />;

  const { status, failure_reason } = initiative.data;
  if (status === "CREATED") return <PlanningPolling />;
  if (status === "FAILED") {
    return (
      <PlanningFailed
        reason={failure_reason}
        canRetry={canEdit}
        retrying={retry.isPending}
        onRetry={() => retry.mutate()}
      />
    );
  }
  return (
    <PlanningWorkspace
      initiativeId={initiativeId}
      canEdit={canEdit}
      active={active}
      onTasksChanged={onTasksChanged}
    />
  );
}
