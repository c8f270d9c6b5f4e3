import { CalendarRange, ListChecks } from "lucide-react";
import { cn } from "@/lib/cn";
import type { PlanningView } from "../hooks/use-planning-params";

interface PlanningViewLinksProps {
  view: PlanningView | null;
  onSelect: (view: PlanningView) => void;
}

const LINKS: Array<{ view: PlanningView; label: string; Icon: typeof ListChecks }> = [
  { view: "tasks", label: "Task breakdown", Icon: ListChecks },
  { view: "timeline", label: "Timeline", Icon: CalendarRange },
];

/** Under the subsections: the workstream's Task breakdown and the whole initiative's Timeline. */
export function PlanningViewLinks({ view, onSelect }: PlanningViewLinksProps) {
  return (
    <ul aria-label="Tasks and timeline" className="flex flex-col gap-0.5 border-t pt-3">
      {LINKS.map(({ view: value, label, Icon }) => (
        <li key={value}>
          <button
            type="button"
            aria-current={view === value ? "true" : undefined}
            onClick={() => onSelect(value)}
            className={cn(
              "flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm",
              "hover:bg-accent focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
              view === value && "bg-accent font-medium",
            )}
          >
            <Icon className="size-4 shrink-0" aria-hidden="true" />
            {label}
          </button>
        </li>
      ))}
    </ul>
  );
}
