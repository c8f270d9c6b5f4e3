import type { Initiative, InitiativePage } from "@initiative-planner/contract/initiative";
import type { QueryClient } from "@tanstack/react-query";
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

/** After a delete: the lists drop it; the page still showing it must not fetch it again (a 404 toast). */
export async function forgetDeletedInitiative(queryClient: QueryClient, id: string) {
  clearInitiativeListCache();
  await queryClient.cancelQueries({ queryKey: initiativeKeys.detail(id) });
  await queryClient.invalidateQueries({ queryKey: initiativeKeys.detail(id), refetchType: "none" });
  editListPages(queryClient, (page) => {
    const list = page.list.filter((item) => item.id !== id);
    return { ...page, list, total_items: page.total_items - (page.list.length - list.length) };
  });
  return queryClient.invalidateQueries({ queryKey: initiativeKeys.lists() });
}
