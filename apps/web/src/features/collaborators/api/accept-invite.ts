import { routes } from "@initiative-planner/contract/routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { collaboratorKeys } from "./collaborator-keys";

/** Opening an invitation link: the signed-in user joins the initiative with the invited role. */
export const acceptInvite = (token: string) => api.call(routes.acceptInvite, { body: { token } });

export interface JoinedInitiative {
  initiativeId: string;
  role: string;
  name: string;
}

/**
 * A query rather than a mutation: it runs once per link however often the screen mounts (StrictMode,
 * a re-render); a link the user already used opens the initiative again (the server answers it as the first time,
 * decision 115).
 */
export const acceptInviteQuery = (token: string, loadName: (initiativeId: string) => Promise<string>) =>
  queryOptions({
    queryKey: collaboratorKeys.accept(token),
    queryFn: async (): Promise<JoinedInitiative> => {
      const { initiative_id, role } = await acceptInvite(token);
      // The toast names the initiative; joining already succeeded if only the name cannot be read.
      const name = await loadName(initiative_id).catch(() => "the initiative");
      return { initiativeId: initiative_id, role, name };
    },
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useAcceptInvite = (token: string, loadName: (initiativeId: string) => Promise<string>) =>
  useQuery(acceptInviteQuery(token, loadName));
