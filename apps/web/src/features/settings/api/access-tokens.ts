import { routes } from "@initiative-planner/contract/routes";
import type { CreateTokenBody } from "@initiative-planner/contract/tokens";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useRefetchingMutation } from "@/lib/refetching-mutation";
import { settingsKeys } from "./settings-keys";

export const useAccessTokens = () =>
  useQuery({ queryKey: settingsKeys.accessTokens(), queryFn: () => api.call(routes.listTokens) });

export function useCreateAccessToken() {
  return useRefetchingMutation(settingsKeys.accessTokens(), (body: CreateTokenBody) =>
    api.call(routes.createToken, { body }),
  );
}

export function useRevokeAccessToken() {
  return useRefetchingMutation(settingsKeys.accessTokens(), (tokenId: string) =>
    api.call(routes.revokeToken, { params: { tokenId } }),
  );
}
