import { routes } from "@initiative-planner/contract/routes";
import type { BackendUser } from "@initiative-planner/contract/user";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, api } from "@/lib/api-client";
import { userKeys } from "@/lib/auth/user-keys";

export const PROFILE_FETCH_FAILED = "Failed to fetch user profile";

export async function getCurrentUser(): Promise<BackendUser> {
  try {
    return await api.call(routes.getUser);
  } catch (error) {
    if (error instanceof ApiError)
      throw new ApiError(PROFILE_FETCH_FAILED, error.status, error.body, error.code);
    throw error;
  }
}

/** Loaded once per session; updates write the new user into the cache. */
export const currentUserQuery = (uid: string) =>
  queryOptions({
    queryKey: userKeys.current(uid),
    queryFn: getCurrentUser,
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * The profile, fetched once per session. `known` is the backend user cached at the last sign-in (spec: "the
 * cached backend user data"): shown while the fetch runs, so a reload paints the screen at once instead of the
 * loading view; a failed fetch still ends the session.
 */
export const useCurrentUser = (uid: string | null, enabled = true, known?: BackendUser | null) =>
  useQuery({
    ...currentUserQuery(uid ?? ""),
    enabled: enabled && uid !== null,
    placeholderData: known && known.id === uid ? known : undefined,
  });
