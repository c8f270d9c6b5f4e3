import { routes } from "@initiative-planner/contract/routes";
import type { RuntimeConfig } from "@initiative-planner/contract/runtime-config";
import { queryOptions } from "@tanstack/react-query";
import { createContext, createElement, type ReactNode, useContext } from "react";
import { api } from "./api-client";
import { shouldRetry } from "./query-client";

export const fetchRuntimeConfig = (): Promise<RuntimeConfig> => api.call(routes.config);

/** Loaded once per page: the settings cannot change without a new deployment. */
export const runtimeConfigQuery = () =>
  queryOptions({
    queryKey: ["runtime-config"],
    queryFn: fetchRuntimeConfig,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    // One quick retry only: the app cannot start without it, so a real failure must show fast.
    retry: (failureCount, error) => failureCount < 1 && shouldRetry(failureCount, error),
  });

const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

export function RuntimeConfigProvider({ value, children }: { value: RuntimeConfig; children: ReactNode }) {
  return createElement(RuntimeConfigContext.Provider, { value }, children);
}

/** The settings from `GET /portal/config`; only usable below the app's config gate. */
export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error("useRuntimeConfig must be used inside RuntimeConfigProvider");
  return config;
}
