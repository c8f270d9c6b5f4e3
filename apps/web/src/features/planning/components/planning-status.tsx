import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

export function PlanningLoading() {
  return (
    <div role="status" className="flex items-center justify-center gap-2 py-16 text-sm text-muted-foreground">
      <Spinner aria-hidden="true" />
      Loading Agents...
    </div>
  );
}

/** The initiative is still being planned (status CREATED); the screen polls until it is ready. */
export function PlanningPolling() {
  return (
    <div role="status" className="flex flex-col items-center gap-2 py-16 text-center">
      <span className="flex items-center gap-2 text-sm font-medium">
        <Spinner aria-hidden="true" />
        Polling...
      </span>
      <span className="text-sm text-muted-foreground">Checking for workstream updates...</span>
    </div>
  );
}

interface PlanningFailedProps {
  reason: string | null;
  canRetry: boolean;
  retrying: boolean;
  onRetry: () => void;
}

export function PlanningFailed({ reason, canRetry, retrying, onRetry }: PlanningFailedProps) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-16 text-center">
      <p className="text-sm text-destructive">{reason ?? "Workstream generation failed."}</p>
      {canRetry && (
        <Button onClick={onRetry} disabled={retrying}>
          Try again
        </Button>
      )}
    </div>
  );
}

export function PlanningError({ message }: { message: string }) {
  return (
    <p role="alert" className="py-16 text-center text-sm text-destructive">
      {message}
    </p>
  );
}
