import { ProgressBar } from "@/components/ui/progress-bar";

interface QuotaMeterProps {
  /** What is counted, e.g. "Storage". */
  label: string;
  used: string;
  limit: string;
  /** Of the limit, 0–100. */
  percent: number;
  /** The bar's accessible name. */
  barLabel: string;
  /** Near or at the limit: the bar turns red. */
  warn: boolean;
  testId?: string;
}

/** "Used of limit (percent %)" over a thin bar: a user's share of one of their quotas. */
export function QuotaMeter({ label, used, limit, percent, barLabel, warn, testId }: QuotaMeterProps) {
  return (
    <>
      <div className="flex justify-between text-muted-foreground">
        <span>{label}</span>
        <span data-testid={testId}>
          {used} of {limit} ({percent} %)
        </span>
      </div>
      <ProgressBar
        value={percent}
        label={barLabel}
        className="h-2"
        barClassName={warn ? "bg-destructive" : undefined}
      />
    </>
  );
}
