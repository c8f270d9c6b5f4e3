import {
  planVersionDetailSchema,
  planVersionSchema,
  savedPlanSchema,
} from "@initiative-planner/contract/planning";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiClient } from "@/lib/api-client";
import { planningKeys, type SubsectionRef, subsectionPath } from "./planning-keys";

const versionListSchema = z.array(planVersionSchema);

export const versionsQuery = (ref: SubsectionRef) =>
  queryOptions({
    queryKey: planningKeys.versions(ref.initiativeId, ref.wsId, ref.subId),
    queryFn: ({ signal }) =>
      apiClient.get(`${subsectionPath(ref)}/versions`, { schema: versionListSchema, signal }),
  });

export const useVersions = (ref: SubsectionRef, enabled: boolean) =>
  useQuery({ ...versionsQuery(ref), enabled });

export const versionQuery = (ref: SubsectionRef, n: number) =>
  queryOptions({
    queryKey: planningKeys.version(ref.initiativeId, ref.wsId, ref.subId, n),
    queryFn: ({ signal }) =>
      apiClient.get(`${subsectionPath(ref)}/versions/${n}`, { schema: planVersionDetailSchema, signal }),
    // A version never changes once written.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useVersion = (ref: SubsectionRef, n: number | null) =>
  useQuery({ ...versionQuery(ref, n ?? 0), enabled: n !== null });

/** Restores version `version` as a new latest version. */
export const restoreVersion = (ref: SubsectionRef, body: { version: number; base_version?: number }) =>
  apiClient.post(`${subsectionPath(ref)}/restore`, body, { schema: savedPlanSchema });
