import type { WorkstreamSummary } from "@initiative-planner/contract/initiative";
import { Check, ChevronDown } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { cn } from "@/lib/cn";
import { WorkstreamIcon } from "./workstream-icon";

interface TeamDropdownProps {
  workstreams: WorkstreamSummary[];
  selected: WorkstreamSummary | null;
  onSelect: (id: string) => void;
}

/** The 'TEAM' picker: one workstream at a time. */
export function TeamDropdown({ workstreams, selected, onSelect }: TeamDropdownProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <span id="team-label" className="text-xs font-semibold tracking-wide text-muted-foreground">
        TEAM
      </span>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="outline"
            className="w-full justify-between"
            aria-labelledby="team-label team-value"
          >
            <span id="team-value" className="flex min-w-0 items-center gap-2">
              {selected && <WorkstreamIcon id={selected.id} />}
              <span className="truncate">{selected?.name ?? "Select a team"}</span>
            </span>
            <ChevronDown className="opacity-60" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="w-(--radix-dropdown-menu-trigger-width)">
          {workstreams.map((workstream) => {
            const current = workstream.id === selected?.id;
            return (
              <DropdownMenuItem
                key={workstream.id}
                onSelect={() => onSelect(workstream.id)}
                aria-current={current ? "true" : undefined}
                className={cn(current && "bg-accent/60 font-medium")}
              >
                <WorkstreamIcon id={workstream.id} />
                <span className="min-w-0 flex-1 truncate">{workstream.name}</span>
                {current && <Check data-testid="team-selected-check" aria-hidden className="ml-auto" />}
              </DropdownMenuItem>
            );
          })}
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
