import { QueryClientProvider } from "@tanstack/react-query";
import { useContext, useEffect } from "react";
import { Outlet } from "react-router";
// Imported here, so the signed-in shell carries the toaster (sonner) that every data screen uses.
import "@/components/ui/toaster";
import { requestToaster } from "@/components/ui/toaster-slot";
import { queryClient } from "@/lib/query-client";
import { QueryClientChoice } from "@/lib/query-client-choice";

/** Every screen that loads data (all but /login and the 404 page): the query client and the toaster. */
export function DataLayout() {
  const chosen = useContext(QueryClientChoice);
  // Screens below toast: mount the page's toaster now.
  useEffect(requestToaster, []);
  return (
    <QueryClientProvider client={chosen ?? queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
