import { LIMITS, toPage } from "@initiative-planner/contract/common";
import type { InitiativePage } from "@initiative-planner/contract/initiative";
import { routes } from "@initiative-planner/contract/routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { initiativeKeys } from "@/lib/initiative-query";
import { readListCache, writeListCache } from "../lib/list-cache";

export interface ListParams {
  userId: string;
  /** 1-based, as in the address bar. */
  page: number;
  search: string;
}

export const PAGE_SIZE = LIMITS.listPageSize;

const emptyPage: InitiativePage = toPage([], 0, 0, PAGE_SIZE);

/**
 * One page of the caller's initiatives from the server, kept in session storage (spec section 9);
 * a failure shows an empty list of one page (spec section 8) and is not kept.
 */
export async function fetchInitiativesPage(
  params: ListParams,
  signal?: AbortSignal,
): Promise<InitiativePage> {
  const query = { page: params.page - 1, size: PAGE_SIZE, search: params.search || undefined };
  try {
    const page = await api.call(routes.listInitiatives, { query, signal });
    writeListCache(params, page);
    return page;
  } catch (error) {
    if (signal?.aborted) throw error;
    return emptyPage;
  }
}

/**
 * The session-storage list cache is the one cache of list pages (decision 045): the query starts from
 * its entry, and counts as fresh exactly while that entry is (5 minutes, the same day, not cleared by a
 * create, an edit or a logout); a stale page is fetched again, and the fetch writes the entry.
 */
export const initiativesQuery = (params: ListParams) =>
  queryOptions({
    queryKey: initiativeKeys.list(params),
    queryFn: ({ signal }) => fetchInitiativesPage(params, signal),
    initialData: () => readListCache(params) ?? undefined,
    staleTime: () => (readListCache(params) ? Number.POSITIVE_INFINITY : 0),
  });

export function useInitiatives(params: ListParams) {
  return useQuery(initiativesQuery(params));
}
