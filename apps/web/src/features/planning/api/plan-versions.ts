import type { RestoreBody } from "@initiative-planner/contract/planning";
import { routes } from "@initiative-planner/contract/routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { planningKeys, type SubsectionRef, subsectionParams } from "./planning-keys";

export const versionsQuery = (ref: SubsectionRef) =>
  queryOptions({
    queryKey: planningKeys.versions(ref.initiativeId, ref.wsId, ref.subId),
    queryFn: ({ signal }) => api.call(routes.listVersions, { params: subsectionParams(ref), signal }),
  });

export const useVersions = (ref: SubsectionRef, enabled: boolean) =>
  useQuery({ ...versionsQuery(ref), enabled });

export const versionQuery = (ref: SubsectionRef, n: number) =>
  queryOptions({
    queryKey: planningKeys.version(ref.initiativeId, ref.wsId, ref.subId, n),
    queryFn: ({ signal }) => api.call(routes.getVersion, { params: { ...subsectionParams(ref), n }, signal }),
    // A version never changes once written.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useVersion = (ref: SubsectionRef, n: number | null) =>
  useQuery({ ...versionQuery(ref, n ?? 0), enabled: n !== null });

/** Restores version `version` as a new latest version. */
export const restoreVersion = (ref: SubsectionRef, body: RestoreBody) =>
  api.call(routes.restoreVersion, { params: subsectionParams(ref), body });
