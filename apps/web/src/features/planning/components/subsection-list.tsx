import type { Subsection } from "@initiative-planner/contract/planning";
import { CircleCheck } from "lucide-react";
import { Spinner } from "@/components/ui/spinner";
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "@/components/ui/tooltip";
import { cn } from "@/lib/cn";

interface SubsectionListProps {
  subsections: Subsection[];
  selectedUid: string | null;
  /** The subsection whose plan is streaming, if any. */
  generatingUid: string | null;
  onSelect: (uid: string) => void;
}

export function SubsectionList({ subsections, selectedUid, generatingUid, onSelect }: SubsectionListProps) {
  if (subsections.length === 0) {
    return <p className="px-2 py-3 text-sm text-muted-foreground">No subsections found</p>;
  }
  return (
    <TooltipProvider delayDuration={300}>
      <ul aria-label="Subsections" className="flex flex-col gap-0.5">
        {subsections.map((sub) => {
          const selected = sub.uid === selectedUid;
          return (
            <li key={sub.uid}>
              <Tooltip>
                <TooltipTrigger asChild>
                  <button
                    type="button"
                    aria-current={selected ? "true" : undefined}
                    onClick={() => onSelect(sub.uid)}
                    className={cn(
                      "flex w-full items-center justify-between gap-2 rounded-md px-2 py-1.5 text-left text-sm",
                      "hover:bg-accent focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
                      selected && "bg-accent font-medium",
                    )}
                  >
                    <span className="truncate">{sub.display_name}</span>
                    {sub.uid === generatingUid ? (
                      <Spinner aria-label="Generating" />
                    ) : sub.plan.content.trim() ? (
                      <CircleCheck
                        role="img"
                        aria-label="Has plan"
                        className="size-4 shrink-0 text-green-600"
                      />
                    ) : null}
                  </button>
                </TooltipTrigger>
                <TooltipContent side="right">{sub.placeholder}</TooltipContent>
              </Tooltip>
            </li>
          );
        })}
      </ul>
    </TooltipProvider>
  );
}
