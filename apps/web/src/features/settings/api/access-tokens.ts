import { routes } from "@initiative-planner/contract/routes";
import type { CreateTokenBody } from "@initiative-planner/contract/tokens";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { settingsKeys } from "./settings-keys";

export const useAccessTokens = () =>
  useQuery({ queryKey: settingsKeys.accessTokens(), queryFn: () => api.call(routes.listTokens) });

export function useCreateAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTokenBody) => api.call(routes.createToken, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.accessTokens() }),
  });
}

export function useRevokeAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tokenId: string) => api.call(routes.revokeToken, { params: { tokenId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.accessTokens() }),
  });
}
