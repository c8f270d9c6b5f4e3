import { cn } from "@/lib/cn";

interface ProgressBarProps {
  /** 0–100. */
  value: number;
  label: string;
  className?: string;
  barClassName?: string;
}

/** A thin bar announced as a progressbar (aria-valuenow 0–100). */
export function ProgressBar({ value, label, className, barClassName }: ProgressBarProps) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className={cn("h-1.5 overflow-hidden rounded-full bg-muted", className)}
    >
      <div
        className={cn("h-full rounded-full bg-primary transition-[width]", barClassName)}
        style={{ width: `${value}%` }}
      />
    </div>
  );
}
