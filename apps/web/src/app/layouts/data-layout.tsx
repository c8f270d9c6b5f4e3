import { QueryClientProvider } from "@tanstack/react-query";
import { useContext, useEffect } from "react";
import { Outlet } from "react-router";
import { queryClient } from "@/app/query-client";
import { preloadToaster } from "@/components/ui/toast";
import { useAfterFirstLoad } from "@/hooks/use-after-first-load";
import { QueryClientChoice } from "@/lib/query-client-choice";

/** Loads the toaster once the screen's own requests are answered and painted, so the first toast shows at once. */
function WarmToaster() {
  const loaded = useAfterFirstLoad();
  useEffect(() => {
    if (loaded) preloadToaster();
  }, [loaded]);
  return null;
}

/** Every screen that loads data (all but /login and the 404 page): the query client, and the toaster warmed. */
export function DataLayout() {
  const chosen = useContext(QueryClientChoice);
  return (
    <QueryClientProvider client={chosen ?? queryClient}>
      <Outlet />
      <WarmToaster />
    </QueryClientProvider>
  );
}
