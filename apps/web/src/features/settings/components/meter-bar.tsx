import { cn } from "@/lib/cn";

/** A labelled progress bar of a share used (AI budget, document storage); red once `warn` is set. */
export function MeterBar({ label, percent, warn }: { label: string; percent: number; warn: boolean }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuenow={percent}
      aria-valuemin={0}
      aria-valuemax={100}
      className="h-2 overflow-hidden rounded bg-muted"
    >
      <div
        className={cn("h-full", warn ? "bg-destructive" : "bg-primary")}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
