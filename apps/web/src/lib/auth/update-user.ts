import { routes } from "@initiative-planner/contract/routes";
import type { BackendUser, UpdateUserBody } from "@initiative-planner/contract/user";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useAuth } from "./use-auth";
import { userKeys } from "./user-keys";

/** `PUT /user` with `{workstream}` (string or null). */
export const updateUser = (body: UpdateUserBody): Promise<BackendUser> =>
  api.call(routes.updateUser, { body });

/** Saves the workstream and makes the result the session's user everywhere. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  const { backendUser, setBackendUser } = useAuth();
  return useMutation({
    mutationFn: (body: UpdateUserBody) => {
      if (!backendUser) throw new Error("No user to update");
      return updateUser(body);
    },
    onSuccess: (user) => {
      queryClient.setQueryData(userKeys.current(user.id), user);
      setBackendUser(user);
    },
  });
}
