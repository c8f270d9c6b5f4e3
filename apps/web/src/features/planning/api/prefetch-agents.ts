import type { QueryClient } from "@tanstack/react-query";
import { listSubsections, subsectionsQuery } from "./list-subsections";
import { workstreamsQuery } from "./list-workstreams";

/**
 * Asks for the Agents screen's workstreams (and the subsections of the workstream the address names) at the
 * same time as the initiative, instead of after it: on a phone that is two round trips less before the plan
 * shows. An empty answer is marked stale at once: while the planner is still working the list is empty, and
 * kept fresh it would hide the workstreams the planner writes. Failures are left to the screen's own queries,
 * which ask again when they mount.
 */
export function prefetchAgents(queryClient: QueryClient, initiativeId: string, workstream: string | null) {
  // fetchQuery registers the request, so the screen's own query joins it instead of asking again.
  const warm = <T>(
    options: { queryKey: readonly unknown[] },
    fetch: Promise<T>,
    worth: (data: T) => boolean,
  ) =>
    fetch.then(
      (data) => {
        if (!worth(data)) void queryClient.invalidateQueries({ queryKey: options.queryKey, exact: true });
      },
      () => undefined,
    );
  const workstreams = workstreamsQuery(initiativeId);
  void warm(workstreams, queryClient.fetchQuery(workstreams), (data) => data.workstreams.length > 0);
  if (workstream) {
    // Quietly: an address naming a workstream that is not there is the screen's to report, once.
    const subsections = {
      ...subsectionsQuery(initiativeId, workstream),
      queryFn: ({ signal }: { signal: AbortSignal }) => listSubsections(initiativeId, workstream, signal),
    };
    void warm(subsections, queryClient.fetchQuery(subsections), (data) => data.length > 0);
  }
}
