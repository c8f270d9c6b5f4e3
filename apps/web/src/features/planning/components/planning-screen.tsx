import { useInitiativeDetails } from "../api/get-initiative-details";
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
  const details = useInitiativeDetails(initiativeId);
  const retry = useRetryInitiative(initiativeId);

  if (details.isPending) return <PlanningLoading />;
  if (details.isError) return <PlanningError message="Failed to fetch initiative details" />;

  const { heading } = details.data;
  if (heading.status === "CREATED") return <PlanningPolling />;
  if (heading.status === "FAILED") {
    return (
      <PlanningFailed
        reason={heading.failure_reason}
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
