import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { AcceptInviteRoute } from "@/features/collaborators/routes/accept-invite-route";
import { capitalise } from "@/features/initiatives/lib/capitalise";
import { clearInitiativeListCache } from "@/features/initiatives/lib/list-cache";
import { initiativeKeys, initiativeQuery } from "@/lib/initiative-query";

/** /invite/{token}: accepting an invitation, composed with the initiatives feature it lands in. */
export function InviteRoute() {
  const queryClient = useQueryClient();
  // The fetched initiative stays cached, so the page opened next renders without another wait.
  const loadInitiativeName = useCallback(
    async (initiativeId: string) =>
      capitalise((await queryClient.fetchQuery(initiativeQuery(initiativeId))).name),
    [queryClient],
  );
  // The list pages cached before joining do not contain the new initiative yet.
  const onJoined = useCallback(() => {
    clearInitiativeListCache();
    void queryClient.invalidateQueries({ queryKey: initiativeKeys.lists() });
  }, [queryClient]);
  return <AcceptInviteRoute loadInitiativeName={loadInitiativeName} onJoined={onJoined} />;
}
