import type { Subsection } from "@initiative-planner/contract/planning";
import type { QueryClient } from "@tanstack/react-query";
import { planningKeys, type SubsectionRef } from "../api/planning-keys";

/** Writes a freshly saved plan into the cached subsection list, so no refetch is needed. */
export function storeSavedPlan(
  queryClient: QueryClient,
  ref: SubsectionRef,
  content: string,
  version: number,
) {
  queryClient.setQueryData<Subsection[]>(planningKeys.subsections(ref.initiativeId, ref.wsId), (list) =>
    list?.map((sub) =>
      sub.uid === ref.subId
        ? { ...sub, plan: { content, version, updated_at: new Date().toISOString() } }
        : sub,
    ),
  );
  void queryClient.invalidateQueries({
    queryKey: planningKeys.versions(ref.initiativeId, ref.wsId, ref.subId),
  });
}

/** After anything whose outcome the client cannot know exactly (an abort, a failure, a restore). */
export function refreshPlan(queryClient: QueryClient, ref: SubsectionRef) {
  void queryClient.invalidateQueries({ queryKey: planningKeys.subsections(ref.initiativeId, ref.wsId) });
  void queryClient.invalidateQueries({
    queryKey: planningKeys.versions(ref.initiativeId, ref.wsId, ref.subId),
  });
}

/** The plan's version as last loaded, if the subsection list is cached. */
export function cachedPlanVersion(queryClient: QueryClient, ref: SubsectionRef): number | undefined {
  return queryClient
    .getQueryData<Subsection[]>(planningKeys.subsections(ref.initiativeId, ref.wsId))
    ?.find((sub) => sub.uid === ref.subId)?.plan.version;
}

export const sameRef = (a: SubsectionRef | null | undefined, b: SubsectionRef | null | undefined) =>
  Boolean(a && b && a.initiativeId === b.initiativeId && a.wsId === b.wsId && a.subId === b.subId);
