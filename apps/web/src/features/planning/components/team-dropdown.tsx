import type { WorkstreamSummary } from "@initiative-planner/contract/initiative";
import { ChevronDown } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
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
          {workstreams.map((workstream) => (
            <DropdownMenuItem
              key={workstream.id}
              onSelect={() => onSelect(workstream.id)}
              aria-current={workstream.id === selected?.id ? "true" : undefined}
            >
              <WorkstreamIcon id={workstream.id} />
              <span className="truncate">{workstream.name}</span>
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
