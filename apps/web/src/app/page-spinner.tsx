import { Spinner } from "@/components/ui/spinner";

/** Shown while the first screen's code downloads. */
export function PageSpinner() {
  return (
    <div className="flex min-h-screen items-center justify-center text-muted-foreground">
      <Spinner className="size-6" />
    </div>
  );
}
