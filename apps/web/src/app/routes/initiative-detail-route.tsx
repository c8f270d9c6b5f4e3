import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useParams, useSearchParams } from "react-router";
import { ShareDialog } from "@/features/collaborators/components/share-dialog";
import { InitiativeDetailShell } from "@/features/initiatives/components/detail/initiative-detail-shell";
import { prefetchAgents } from "@/features/planning/api/prefetch-agents";
import { PlanningScreen } from "@/features/planning/components/planning-screen";

/**
 * Composes the initiative shell with the Agents screen of the planning feature in its planning tab and
 * the collaborators feature's Share dialog in its header. The Agents screen's lists are asked for with the
 * initiative, not after it.
 */
export function InitiativeDetailRoute() {
  const id = useParams().id ?? "";
  const workstream = useSearchParams()[0].get("workstream");
  const queryClient = useQueryClient();
  // Once per initiative opened: later workstream choices load through the screen's own queries.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address's workstream at opening only.
  useEffect(() => {
    if (id) prefetchAgents(queryClient, id, workstream);
  }, [queryClient, id]);
  return (
    <InitiativeDetailShell
      renderPlanning={(props) => <PlanningScreen {...props} />}
      renderShare={(props) => <ShareDialog {...props} />}
    />
  );
}
