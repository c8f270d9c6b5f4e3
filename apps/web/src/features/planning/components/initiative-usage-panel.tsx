import { useAfterFirstLoad } from "@/hooks/use-after-first-load";
import { describeTotals } from "@/lib/usage-format";
import { useInitiativeUsage } from "../api/initiative-usage";

const KIND_LABELS: Record<string, string> = {
  propose: "Planning the workstreams",
  subsection: "Plans",
  task_breakdown: "Task breakdowns",
  improve: "Improvements",
};

/**
 * What the AI cost on this initiative: in total, by kind of call and by person. The closed panel shows before
 * the figures arrive, so the plan below it on a phone does not jump down when they do. They are asked for once
 * the screen's own lists are in.
 */
export function InitiativeUsagePanel({ initiativeId }: { initiativeId: string }) {
  const usage = useInitiativeUsage(initiativeId, useAfterFirstLoad());
  const summary = <summary className="cursor-pointer font-medium">AI usage</summary>;
  if (!usage.data) {
    return (
      <details
        className="rounded-md border p-3 text-sm"
        data-testid="initiative-usage"
        aria-busy={!usage.isError}
      >
        {summary}
        <p className="mt-2 text-muted-foreground">
          {usage.isError ? "The AI usage could not be loaded." : "Loading..."}
        </p>
      </details>
    );
  }
  const { total, by_kind, by_user } = usage.data;
  return (
    <details className="rounded-md border p-3 text-sm" data-testid="initiative-usage">
      {summary}
      <p className="mt-2" data-testid="initiative-usage-total">
        {describeTotals(total)}
      </p>
      <ul className="mt-2 flex flex-col gap-1 text-xs text-muted-foreground">
        {by_kind.map((k) => (
          <li key={k.kind}>
            {KIND_LABELS[k.kind] ?? k.kind}: {describeTotals(k)}
          </li>
        ))}
      </ul>
      <ul aria-label="AI usage by person" className="mt-2 flex flex-col gap-1 text-xs text-muted-foreground">
        {by_user.map((u) => (
          <li key={u.user_id}>
            {u.name}: {describeTotals(u)}
          </li>
        ))}
      </ul>
    </details>
  );
}
