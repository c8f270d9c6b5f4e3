import { LIMITS, toPage } from "@initiative-planner/contract/common";
import type { InitiativePage } from "@initiative-planner/contract/initiative";
import { routes } from "@initiative-planner/contract/routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { readListCache, writeListCache } from "../lib/list-cache";
import { initiativeKeys } from "./initiative-keys";

export interface ListParams {
  userId: string;
  /** 1-based, as in the address bar. */
  page: number;
  search: string;
}

export const PAGE_SIZE = LIMITS.listPageSize;

const emptyPage: InitiativePage = toPage([], 0, 0, PAGE_SIZE);

/**
 * One page of the caller's initiatives. A fresh session-storage copy is served without a request;
 * a failure shows an empty list of one page (spec section 8) and is not cached.
 */
export async function listInitiatives(params: ListParams, signal?: AbortSignal): Promise<InitiativePage> {
  const cached = readListCache(params);
  if (cached) return cached;
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

export const initiativesQuery = (params: ListParams) =>
  queryOptions({
    queryKey: initiativeKeys.list(params),
    queryFn: ({ signal }) => listInitiatives(params, signal),
  });

export function useInitiatives(params: ListParams) {
  return useQuery(initiativesQuery(params));
}
