import type { Initiative, InitiativePage } from "@initiative-planner/contract/initiative";
import type { Query, QueryClient } from "@tanstack/react-query";
import { initiativeKeys } from "@/lib/initiative-query";
import { clearInitiativeListCache } from "../lib/list-cache";

/** Rewrites every list page held in memory, so a list shown again never flashes the old state. */
const editListPages = (queryClient: QueryClient, edit: (page: InitiativePage) => InitiativePage) =>
  queryClient.setQueriesData<InitiativePage>({ queryKey: initiativeKeys.lists() }, (page) =>
    page ? edit(page) : page,
  );

/**
 * After a create or an update: every open view of the initiative shows the saved one at once, and
 * every list page (session storage and queries) is fetched again.
 */
export function storeSavedInitiative(queryClient: QueryClient, initiative: Initiative) {
  clearInitiativeListCache();
  queryClient.setQueryData(initiativeKeys.detail(initiative.id), initiative);
  editListPages(queryClient, (page) => ({
    ...page,
    list: page.list.map((item) => (item.id === initiative.id ? initiative : item)),
  }));
  return queryClient.invalidateQueries({ queryKey: initiativeKeys.lists() });
}

/** Every query of one initiative: its detail and each planning query keyed by its id. */
const ofInitiative = (id: string) => ({ predicate: (query: Query) => query.queryKey.includes(id) });

/**
 * Before a delete is sent: the initiative's reads in flight (its detail, Generate all, plans) are
 * cancelled, so none reaches the server after the delete and answers 404.
 */
export const holdInitiativeReads = (queryClient: QueryClient, id: string) =>
  queryClient.cancelQueries(ofInitiative(id));

/** After a delete the server refused: the initiative's reads are fetched again. */
export const resumeInitiativeReads = (queryClient: QueryClient, id: string) =>
  queryClient.invalidateQueries(ofInitiative(id));

/** After a delete: the lists drop it; the page still showing it must not fetch it again (a 404 toast). */
export async function forgetDeletedInitiative(queryClient: QueryClient, id: string) {
  clearInitiativeListCache();
  await queryClient.cancelQueries(ofInitiative(id));
  await queryClient.invalidateQueries({ ...ofInitiative(id), refetchType: "none" });
  editListPages(queryClient, (page) => {
    const list = page.list.filter((item) => item.id !== id);
    return { ...page, list, total_items: page.total_items - (page.list.length - list.length) };
  });
  return queryClient.invalidateQueries({ queryKey: initiativeKeys.lists() });
}
