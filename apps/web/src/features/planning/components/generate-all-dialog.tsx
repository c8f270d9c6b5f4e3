import type { GenerateAllEstimate } from "@initiative-planner/contract/generate-all";
import { useEffect, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Checkbox } from "@/components/ui/checkbox";
import { Spinner } from "@/components/ui/spinner";
import { formatCost, formatTokens } from "@/lib/usage-format";
import { estimateGenerateAll, useGenerateAllActions } from "../api/generate-all";

interface GenerateAllDialogProps {
  initiativeId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** What Generate all would do and cost, before it starts (issue 32, item 5). */
export function GenerateAllDialog({ initiativeId, open, onOpenChange }: GenerateAllDialogProps) {
  const [includeTasks, setIncludeTasks] = useState(false);
  const [estimate, setEstimate] = useState<GenerateAllEstimate | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { start } = useGenerateAllActions(initiativeId);

  useEffect(() => {
    if (!open) return;
    let current = true;
    setEstimate(null);
    setError(null);
    estimateGenerateAll(initiativeId, includeTasks).then(
      (value) => current && setEstimate(value),
      (failure: Error) => current && setError(failure.message),
    );
    return () => {
      current = false;
    };
  }, [open, initiativeId, includeTasks]);

  const run = () =>
    start.mutate(includeTasks, {
      onSuccess: () => onOpenChange(false),
      onError: (failure) => setError(failure.message),
    });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Generate all"
      description="Plans every empty subsection in the background, a few at a time. Everyone on this initiative sees the progress; written subsections are left as they are."
      confirmLabel={
        estimate?.sections === 0 ? "Nothing to generate" : `Generate ${estimate?.sections ?? ""} sections`
      }
      pending={start.isPending}
      disabled={!estimate || estimate.sections === 0}
      error={error}
      onConfirm={run}
    >
      <label className="flex items-center gap-2 text-sm">
        <Checkbox checked={includeTasks} onCheckedChange={setIncludeTasks} />
        Also break down tasks for teams that have none
      </label>
      {estimate ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" aria-label="Estimate">
          <dt className="text-muted-foreground">Sections</dt>
          <dd>{estimate.sections}</dd>
          <dt className="text-muted-foreground">Tokens (about)</dt>
          <dd>{formatTokens(estimate.input_tokens + estimate.output_tokens)}</dd>
          <dt className="text-muted-foreground">Cost (about)</dt>
          <dd>{formatCost(estimate.cost_usd)}</dd>
          <dt className="text-muted-foreground">At a time</dt>
          <dd>
            {estimate.concurrency} · {estimate.model}
          </dd>
        </dl>
      ) : (
        !error && <Spinner aria-label="Estimating" />
      )}
    </ConfirmDialog>
  );
}
