import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { RuntimeConfigProvider, runtimeConfigQuery } from "@/lib/runtime-config";

/** Nothing below this renders before `GET /portal/config` has answered. */
export function RuntimeConfigGate({ children }: { children: ReactNode }) {
  const config = useQuery(runtimeConfigQuery());

  if (config.isPending) {
    return (
      <div className="flex min-h-screen items-center justify-center gap-2 text-sm text-muted-foreground">
        <Spinner /> Loading…
      </div>
    );
  }
  if (config.isError) {
    return (
      <div className="flex min-h-screen items-center justify-center p-6">
        <div role="alert" className="max-w-md rounded-lg border border-destructive/40 bg-destructive/10 p-5">
          <h1 className="font-semibold text-destructive">The portal could not load its settings.</h1>
          <p className="mt-2 text-sm text-foreground">{config.error.message}</p>
          <p className="mt-1 text-sm text-muted-foreground">
            Check that the server is running, then try again.
          </p>
          <Button className="mt-4" variant="outline" size="sm" onClick={() => void config.refetch()}>
            Try again
          </Button>
        </div>
      </div>
    );
  }
  return <RuntimeConfigProvider value={config.data}>{children}</RuntimeConfigProvider>;
}
