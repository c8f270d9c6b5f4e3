import type { CollaboratorPage } from "@initiative-planner/contract/collaborators";
import { toPage } from "@initiative-planner/contract/common";
import { routes } from "@initiative-planner/contract/routes";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, api } from "@/lib/api-client";
import { collaboratorKeys } from "./collaborator-keys";

/** Spec section 7: pages of 10 by default. */
export const COLLABORATOR_PAGE_SIZE = 10;

const emptyPage = (page: number): CollaboratorPage => toPage([], 0, page, COLLABORATOR_PAGE_SIZE);

/** Spec section 8: a failed collaborators fetch yields an empty list (auth failures still end the session). */
export async function listCollaborators(
  initiativeId: string,
  page: number,
  size: number,
  signal?: AbortSignal,
): Promise<CollaboratorPage> {
  try {
    return await api.call(routes.listCollaborators, {
      params: { id: initiativeId },
      query: { page, size },
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status !== 401) return emptyPage(page);
    throw error;
  }
}

export const collaboratorsQuery = (initiativeId: string, page: number, size = COLLABORATOR_PAGE_SIZE) =>
  queryOptions({
    queryKey: collaboratorKeys.page(initiativeId, page, size),
    queryFn: ({ signal }) => listCollaborators(initiativeId, page, size, signal),
    // Paging keeps the previous page on screen instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });

export const useCollaborators = (initiativeId: string, page: number, size = COLLABORATOR_PAGE_SIZE) =>
  useQuery(collaboratorsQuery(initiativeId, page, size));
