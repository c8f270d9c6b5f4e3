import type { Subsection } from "@initiative-planner/contract/planning";
import { subsectionSchema } from "@initiative-planner/contract/planning";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiClient } from "@/lib/api-client";
import { planningKeys, workstreamPath } from "./planning-keys";

const subsectionListSchema = z.array(subsectionSchema);

export const listSubsections = (initiativeId: string, wsId: string, signal?: AbortSignal) =>
  apiClient.get(`${workstreamPath(initiativeId, wsId)}/subsections`, {
    schema: subsectionListSchema,
    signal,
  });

/** Cached per workstream while the screen lives: the screen drops these when it unmounts. */
export const subsectionsQuery = (initiativeId: string, wsId: string) =>
  queryOptions({
    queryKey: planningKeys.subsections(initiativeId, wsId),
    queryFn: ({ signal }) => listSubsections(initiativeId, wsId, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useSubsections = (initiativeId: string, wsId: string | null) =>
  useQuery({ ...subsectionsQuery(initiativeId, wsId ?? ""), enabled: wsId !== null });

export type { Subsection };
