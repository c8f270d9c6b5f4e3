import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import type { SamplePriority, SampleStatus } from "../data/sample-workstream";

const STATUS: Record<SampleStatus, { label: string; className: string }> = {
  pending: { label: "Pending", className: "bg-muted text-muted-foreground" },
  in_progress: { label: "In progress", className: "bg-warning/15 text-foreground" },
  completed: { label: "Completed", className: "bg-success/15 text-foreground" },
};

const PRIORITY: Record<SamplePriority, string> = {
  High: "border-destructive/40 text-destructive",
  Medium: "border-warning/60 text-foreground",
  Low: "text-muted-foreground",
};

export function StatusBadge({ status }: { status: SampleStatus }) {
  const { label, className } = STATUS[status];
  return (
    <Badge variant="outline" className={cn("border-transparent", className)}>
      {label}
    </Badge>
  );
}

export function PriorityBadge({ priority }: { priority: SamplePriority }) {
  return (
    <Badge variant="outline" className={PRIORITY[priority]}>
      {priority} priority
    </Badge>
  );
}
