import { ShareDialog } from "@/features/collaborators/components/share-dialog";
import { InitiativeDetailShell } from "@/features/initiatives/components/detail/initiative-detail-shell";
import { PlanningScreen } from "@/features/planning/components/planning-screen";

/**
 * Composes the initiative shell with the Agents screen of the planning feature in its planning tab and
 * the collaborators feature's Share dialog in its header.
 */
export function InitiativeDetailRoute() {
  return (
    <InitiativeDetailShell
      renderPlanning={(props) => <PlanningScreen {...props} />}
      renderShare={(props) => <ShareDialog {...props} />}
    />
  );
}
