import { isRouteErrorResponse, useRouteError } from "react-router";
import { Button } from "@/components/ui/button";
import { NotFound } from "./not-found";

/** Last-resort boundary: a failed chunk download or a render error must not leave a blank page. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <main
      role="alert"
      className="flex min-h-screen flex-col items-center justify-center gap-4 p-8 text-center"
    >
      <h1 className="text-2xl font-semibold tracking-tight">Something went wrong</h1>
      <p className="max-w-md text-muted-foreground">
        This page could not be shown. Reload to try again; if it keeps happening, the portal may have been
        updated while it was open.
      </p>
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </main>
  );
}
