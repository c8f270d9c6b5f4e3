import type { AiProbeBody, UpdateAiSettingsBody } from "@initiative-planner/contract/ai-settings";
import { routes } from "@initiative-planner/contract/routes";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { settingsKeys } from "./settings-keys";

export const getAiSettings = () =>
  apiClient.get("/admin/ai-settings", { schema: routes.getAiSettings.response });

export const aiSettingsQuery = () =>
  queryOptions({ queryKey: settingsKeys.aiSettings(), queryFn: getAiSettings });

export const useAiSettings = (enabled: boolean) => useQuery({ ...aiSettingsQuery(), enabled });

export function useSaveAiSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAiSettingsBody) =>
      apiClient.put("/admin/ai-settings", body, { schema: routes.updateAiSettings.response }),
    onSuccess: (data) => queryClient.setQueryData(settingsKeys.aiSettings(), data),
  });
}

export const useListModels = () =>
  useMutation({
    mutationFn: (body: AiProbeBody) =>
      apiClient.post("/admin/ai-settings/models", body, { schema: routes.listAiModels.response }),
  });

export const useTestAiSettings = () =>
  useMutation({
    mutationFn: (body: AiProbeBody) =>
      apiClient.post("/admin/ai-settings/test", body, { schema: routes.testAiSettings.response }),
  });

export const getAdminUsage = (from: string, to: string) =>
  apiClient.get(`/admin/usage?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`, {
    schema: routes.adminUsage.response,
  });

export const useAdminUsage = (from: string, to: string) =>
  useQuery({ queryKey: settingsKeys.adminUsage(from, to), queryFn: () => getAdminUsage(from, to) });
