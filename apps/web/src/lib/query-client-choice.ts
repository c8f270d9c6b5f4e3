import type { QueryClient } from "@tanstack/react-query";
import { createContext } from "react";

/**
 * The query client a test chose for the app (AppProviders' `queryClient`). The query library itself loads
 * with the first screen that fetches data (app/layouts/data-layout.tsx), not with /login: this context only
 * carries the choice there, so it imports the library's types and nothing else.
 */
export const QueryClientChoice = createContext<QueryClient | null>(null);
