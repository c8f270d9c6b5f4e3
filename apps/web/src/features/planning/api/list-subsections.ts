import type { Subsection } from "@initiative-planner/contract/planning";
import { routes } from "@initiative-planner/contract/routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { logPlanningIssue } from "../lib/planning-log";
import { planningKeys } from "./planning-keys";

export const listSubsections = (initiativeId: string, wsId: string, signal?: AbortSignal) =>
  api.call(routes.listSubsections, { params: { id: initiativeId, wsId }, signal });

/** Cached per workstream while the screen lives: the screen drops these when it unmounts. */
export const subsectionsQuery = (initiativeId: string, wsId: string) =>
  queryOptions({
    queryKey: planningKeys.subsections(initiativeId, wsId),
    queryFn: ({ signal }) =>
      listSubsections(initiativeId, wsId, signal).catch((error: unknown) => {
        if (!signal.aborted) logPlanningIssue("Failed to load subsections", error);
        throw error;
      }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useSubsections = (initiativeId: string, wsId: string | null) =>
  useQuery({ ...subsectionsQuery(initiativeId, wsId ?? ""), enabled: wsId !== null });

export type { Subsection };
