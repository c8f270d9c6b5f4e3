import type { RuntimeConfig } from "@initiative-planner/contract/runtime-config";
import { createContext, createElement, type ReactNode, useContext } from "react";
import { api } from "./api-client";
import { shouldRetry } from "./retry-policy";

export type RuntimeConfigResult = { ok: true; config: RuntimeConfig } | { ok: false; message: string };

/** The settings the server wrote into index.html (static-spa.ts): the same object `GET /portal/config` answers. */
function embeddedConfig(): RuntimeConfig | null {
  const text = document.getElementById("runtime-config")?.textContent;
  return text ? (JSON.parse(text) as RuntimeConfig) : null;
}

/** `GET /portal/config`, parsed with its contract schema (the route table loads only here, off /login's path). */
export async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  const { routes } = await import("@initiative-planner/contract/routes");
  return api.call(routes.config);
}

/**
 * Once per page: the settings cannot change without a new deployment. Served pages carry them inline; the
 * dev server and tests ask the API (one quick retry: the app cannot start without them, so a real failure
 * must show fast).
 */
export async function loadRuntimeConfig(): Promise<RuntimeConfigResult> {
  const embedded = embeddedConfig();
  if (embedded) return { ok: true, config: embedded };
  for (let attempt = 0; ; attempt++) {
    try {
      return { ok: true, config: await fetchRuntimeConfig() };
    } catch (error) {
      if (attempt >= 1 || !shouldRetry(attempt, error)) {
        return { ok: false, message: error instanceof Error ? error.message : String(error) };
      }
    }
  }
}

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
