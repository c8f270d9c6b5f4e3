import { routes } from "@initiative-planner/contract/routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, api } from "@/lib/api-client";
import { collaboratorKeys } from "./collaborator-keys";

/** Opening an invitation link: the signed-in user joins the initiative with the invited role. */
export const acceptInvite = (token: string) => api.call(routes.acceptInvite, { body: { token } });

/** A link this user already used (409 naming the initiative, for its members only) leads there again. */
function alreadyJoined(error: unknown): { initiative_id: string; role: string } | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const details = (error.body as { details?: { initiative_id?: unknown; role?: unknown } } | null)?.details;
  return typeof details?.initiative_id === "string" && typeof details.role === "string"
    ? { initiative_id: details.initiative_id, role: details.role }
    : null;
}

const acceptOrReopen = (token: string) =>
  acceptInvite(token).catch((error: unknown) => {
    const joined = alreadyJoined(error);
    if (joined) return joined;
    throw error;
  });

export interface JoinedInitiative {
  initiativeId: string;
  role: string;
  name: string;
}

/**
 * A query rather than a mutation: it runs once per link however often the screen mounts (StrictMode,
 * a re-render); a link the user already used opens the initiative again.
 */
export const acceptInviteQuery = (token: string, loadName: (initiativeId: string) => Promise<string>) =>
  queryOptions({
    queryKey: collaboratorKeys.accept(token),
    queryFn: async (): Promise<JoinedInitiative> => {
      const { initiative_id, role } = await acceptOrReopen(token);
      // The toast names the initiative; joining already succeeded if only the name cannot be read.
      const name = await loadName(initiative_id).catch(() => "the initiative");
      return { initiativeId: initiative_id, role, name };
    },
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useAcceptInvite = (token: string, loadName: (initiativeId: string) => Promise<string>) =>
  useQuery(acceptInviteQuery(token, loadName));
