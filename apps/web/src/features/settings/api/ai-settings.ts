import type { AiProbeBody, UpdateAiSettingsBody } from "@initiative-planner/contract/ai-settings";
import { routes } from "@initiative-planner/contract/routes";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { settingsKeys } from "./settings-keys";

export const getAiSettings = () => api.call(routes.getAiSettings);

export const aiSettingsQuery = () =>
  queryOptions({ queryKey: settingsKeys.aiSettings(), queryFn: getAiSettings });

export const useAiSettings = (enabled: boolean) => useQuery({ ...aiSettingsQuery(), enabled });

export function useSaveAiSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAiSettingsBody) => api.call(routes.updateAiSettings, { body }),
    onSuccess: (data) => queryClient.setQueryData(settingsKeys.aiSettings(), data),
  });
}

export const useListModels = () =>
  useMutation({
    mutationFn: (body: AiProbeBody) => api.call(routes.listAiModels, { body }),
  });

export const useTestAiSettings = () =>
  useMutation({
    mutationFn: (body: AiProbeBody) => api.call(routes.testAiSettings, { body }),
  });

export const getAdminUsage = (from: string, to: string) =>
  api.call(routes.adminUsage, { query: { from, to } });

export const useAdminUsage = (from: string, to: string) =>
  useQuery({ queryKey: settingsKeys.adminUsage(from, to), queryFn: () => getAdminUsage(from, to) });
