import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";

/**
 * A mutation after which one query (and those below its key) is fetched again: once it succeeded, or,
 * with `on: "settled"`, whatever its outcome (a change that may have happened although the call failed).
 */
export function useRefetchingMutation<TData, TVariables = void>(
  queryKey: QueryKey,
  mutationFn: (variables: TVariables) => Promise<TData>,
  on: "success" | "settled" = "success",
) {
  const queryClient = useQueryClient();
  const refetch = () => queryClient.invalidateQueries({ queryKey });
  return useMutation(
    on === "success" ? { mutationFn, onSuccess: refetch } : { mutationFn, onSettled: refetch },
  );
}
