import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useContext } from "react";
import { AuthSessionContext } from "@/lib/auth/auth-context";
import { debugKeys } from "../api/debug-keys";

/**
 * The current ID token through the auth session (cache first, like every API call), plus a forced
 * refresh. The auth feature's `useAuth` does not expose tokens, so this reads its session directly.
 */
export function useIdToken(uid: string | null) {
  const session = useContext(AuthSessionContext);
  const queryClient = useQueryClient();
  const key = debugKeys.idToken(uid ?? "");

  const token = useQuery({
    queryKey: key,
    queryFn: async () => (await session?.getToken(false)) ?? null,
    enabled: uid !== null && session !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const refresh = useMutation({
    mutationFn: async () => (await session?.getToken(true)) ?? null,
    onSuccess: (fresh) => queryClient.setQueryData(key, fresh),
  });

  return { token, refresh };
}
