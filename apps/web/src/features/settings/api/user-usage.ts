import { routes } from "@initiative-planner/contract/routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { settingsKeys } from "./settings-keys";

export const getUserUsage = () => api.call(routes.userUsage);

/** The user's usage against the limits; refreshed every minute for the budget warning. */
export const userUsageQuery = () =>
  queryOptions({ queryKey: settingsKeys.userUsage(), queryFn: getUserUsage, refetchInterval: 60_000 });

export const useUserUsage = () => useQuery(userUsageQuery());
