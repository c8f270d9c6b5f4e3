import { describeTotals } from "@/lib/usage-format";
import { useInitiativeUsage } from "../api/initiative-usage";

const KIND_LABELS: Record<string, string> = {
  propose: "Planning the workstreams",
  subsection: "Plans",
  task_breakdown: "Task breakdowns",
  improve: "Improvements",
};

/** What the AI cost on this initiative: in total, by kind of call and by person. */
export function InitiativeUsagePanel({ initiativeId }: { initiativeId: string }) {
  const usage = useInitiativeUsage(initiativeId);
  if (!usage.data) return null;
  const { total, by_kind, by_user } = usage.data;
  return (
    <details className="rounded-md border p-3 text-sm" data-testid="initiative-usage">
      <summary className="cursor-pointer font-medium">AI usage</summary>
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
