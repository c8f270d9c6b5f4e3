import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Toaster } from "@/components/ui/toaster";
import { AuthProvider } from "@/features/auth/components/auth-provider";
import { clearInitiativeListCache } from "@/features/initiatives/lib/list-cache";
import { queryClient as defaultQueryClient } from "@/lib/query-client";
import { RuntimeConfigGate } from "./runtime-config-gate";

export function AppProviders({
  children,
  queryClient = defaultQueryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <RuntimeConfigGate>
        <AuthProvider clearUserData={clearInitiativeListCache}>{children}</AuthProvider>
      </RuntimeConfigGate>
      <Toaster />
    </QueryClientProvider>
  );
}
