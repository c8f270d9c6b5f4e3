import type { Subsection } from "@initiative-planner/contract/planning";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { AgentImage } from "./agent-image";
import { StopButton } from "./stop-button";

interface PlanEmptyStateProps {
  subsection: Subsection;
  canEdit: boolean;
  /** Any plan stream on the screen is running (only one runs at a time). */
  busy: boolean;
  /** This subsection's plan is the one being generated. */
  generatingHere: boolean;
  /** Someone else is generating this plan right now (their name). */
  runningBy?: string | null;
  onRun: () => void;
  onStop: () => void;
  /** Write the plan by hand instead. */
  onWrite: () => void;
}

/** A subsection without a plan yet. */
export function PlanEmptyState({
  subsection,
  canEdit,
  busy,
  generatingHere,
  runningBy = null,
  onRun,
  onStop,
  onWrite,
}: PlanEmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-4 px-6 py-12 text-center">
      <AgentImage />
      <h2 className="text-xl font-semibold">Create your project's {subsection.display_name}</h2>
      <p className="max-w-prose text-sm text-muted-foreground">{subsection.placeholder}</p>
      {runningBy && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          {runningBy} is running this agent...
        </p>
      )}
      {canEdit && (
        <div className="flex items-center gap-2">
          <Button onClick={onRun} disabled={busy}>
            {generatingHere ? "Contacting Agent..." : "Run Agent"}
          </Button>
          {generatingHere && <StopButton onStop={onStop} />}
          {!generatingHere && (
            <Button variant="outline" onClick={onWrite} disabled={busy}>
              Write it yourself
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
