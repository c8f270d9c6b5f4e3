import { type ReactNode, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { loadRuntimeConfig, RuntimeConfigProvider, type RuntimeConfigResult } from "@/lib/runtime-config";

function Loading() {
  return (
    <div className="flex min-h-screen items-center justify-center gap-2 text-sm text-muted-foreground">
      <Spinner /> Loading…
    </div>
  );
}

/** Nothing below this renders before the runtime settings are known (inline in the page, else `GET /portal/config`). */
export function RuntimeConfigGate({ children }: { children: ReactNode }) {
  const [attempt, setAttempt] = useState(0);
  // 'Try again' starts a fresh attempt: a new loader, mounted under a new key.
  return (
    <ConfigLoader key={attempt} retry={() => setAttempt((n) => n + 1)}>
      {children}
    </ConfigLoader>
  );
}

function ConfigLoader({ retry, children }: { retry: () => void; children: ReactNode }) {
  const [result, setResult] = useState<RuntimeConfigResult | null>(null);
  // Synchronises with the server once per mount; a late answer after unmounting is ignored.
  useEffect(() => {
    let current = true;
    void loadRuntimeConfig().then((loaded) => {
      if (current) setResult(loaded);
    });
    return () => {
      current = false;
    };
  }, []);

  if (!result) return <Loading />;
  if (result.ok) return <RuntimeConfigProvider value={result.config}>{children}</RuntimeConfigProvider>;
  return (
    <div className="flex min-h-screen items-center justify-center p-6">
      <div role="alert" className="max-w-md rounded-lg border border-destructive/40 bg-destructive/10 p-5">
        <h1 className="font-semibold text-destructive">The portal could not load its settings.</h1>
        <p className="mt-2 text-sm text-foreground">{result.message}</p>
        <p className="mt-1 text-sm text-muted-foreground">
          Check that the server is running, then try again.
        </p>
        <Button className="mt-4" variant="outline" size="sm" onClick={retry}>
          Try again
        </Button>
      </div>
    </div>
  );
}
