import type { QueryClient } from "@tanstack/react-query";
import { createContext } from "react";

/**
 * The query client a test chose for the app (AppProviders' `queryClient`). The query library itself loads
 * with the first screen that fetches data (app/layouts/data-layout.tsx), not with /login: this context only
 * carries the choice there, so it imports the library's types and nothing else.
 */
export const QueryClientChoice = createContext<QueryClient | null>(null);

let loaded: QueryClient | null = null;

/** The app's query client registers itself here once its module has loaded (lib/query-client.ts). */
export function noteLoadedQueryClient(client: QueryClient): void {
  loaded = client;
}

/** The app's query client if a screen has loaded it; null on a page that never fetched with it (/login). */
export function loadedQueryClient(): QueryClient | null {
  return loaded;
}
