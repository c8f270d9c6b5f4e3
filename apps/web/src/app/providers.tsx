import type { QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ToasterSlot } from "@/components/ui/toaster-slot";
import { AuthProvider } from "@/features/auth/components/auth-provider";
import { clearInitiativeListCache } from "@/features/initiatives/lib/list-cache";
import { QueryClientChoice } from "@/lib/query-client-choice";
import { RuntimeConfigGate } from "./runtime-config-gate";

/**
 * What every page needs, and no more: /login must stay small (issue 19's budget), so the query client lives in the
 * data layout of the screens that use it, and the toaster loads once it is wanted.
 */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  return (
    <QueryClientChoice.Provider value={queryClient ?? null}>
      <RuntimeConfigGate>
        <AuthProvider clearUserData={clearInitiativeListCache}>{children}</AuthProvider>
      </RuntimeConfigGate>
      <ToasterSlot />
    </QueryClientChoice.Provider>
  );
}
