import type { QueryClient } from "@tanstack/react-query";
import { listSubsections, subsectionsQuery } from "./list-subsections";
import { listWorkstreams, workstreamsQuery } from "./list-workstreams";

/**
 * Asks for the Agents screen's workstreams (and the subsections of the workstream the address names) at the
 * same time as the initiative, instead of after it: on a phone that is two round trips less before the plan
 * shows. Only answers with something in them are kept: while the planner is still working the list is
 * empty, and an empty list cached now would hide the workstreams it writes. Failures are left to the
 * screen's own queries, which ask again.
 */
export function prefetchAgents(queryClient: QueryClient, initiativeId: string, workstream: string | null) {
  const keep = <T>(key: readonly unknown[], load: () => Promise<T>, worth: (data: T) => boolean) => {
    if (queryClient.getQueryData(key) !== undefined) return;
    load().then(
      (data) => {
        if (worth(data) && queryClient.getQueryData(key) === undefined) queryClient.setQueryData(key, data);
      },
      () => undefined,
    );
  };
  keep(
    workstreamsQuery(initiativeId).queryKey,
    () => listWorkstreams(initiativeId),
    (data) => data.workstreams.length > 0,
  );
  if (workstream) {
    keep(
      subsectionsQuery(initiativeId, workstream).queryKey,
      () => listSubsections(initiativeId, workstream),
      (data) => data.length > 0,
    );
  }
}
