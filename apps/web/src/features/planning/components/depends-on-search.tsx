import type { Task } from "@initiative-planner/contract/tasks";
import { Command } from "cmdk";
import { Check } from "lucide-react";
import { useMemo, useState } from "react";
import { cn } from "@/lib/cn";
import { dependencyChoices, waitingFor } from "../lib/task-table-model";

interface DependsOnSearchProps {
  task: Task;
  allTasks: Task[];
  teams: Array<{ id: string; name: string }>;
  onToggle: (id: string) => void;
}

/** Enough to find a task by a word or two; typing narrows it (2,000 options would stall a keystroke). */
const SHOWN = 60;

/** A searchable list of the other tasks, grouped by team; choosing one adds or removes it (cmdk, decision 106). */
export default function DependsOnSearch({ task, allTasks, teams, onToggle }: DependsOnSearchProps) {
  const [query, setQuery] = useState("");
  const chosen = new Set(task.depends_on);
  const { groups, more } = dependencyChoices(allTasks, task, query, teams, SHOWN);
  // Tasks that wait for this one cannot also be waited for: the schedule would have a cycle.
  const blocked = useMemo(() => waitingFor(allTasks, task.id), [allTasks, task.id]);
  return (
    <Command label={`What ${task.title} depends on`} shouldFilter={false} loop className="flex flex-col">
      <Command.Input
        value={query}
        onValueChange={setQuery}
        placeholder="Search tasks..."
        className="h-9 border-b bg-transparent px-2 text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      />
      <Command.List className="max-h-72 overflow-y-auto p-1">
        <Command.Empty className="px-2 py-3 text-sm text-muted-foreground">No task matches.</Command.Empty>
        {groups.map((group) => (
          <Command.Group
            key={group.id}
            heading={group.name}
            className="[&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:text-muted-foreground"
          >
            {group.tasks.map((t) => (
              <Command.Item
                key={t.id}
                value={t.id}
                aria-checked={chosen.has(t.id)}
                disabled={blocked.has(t.id) && !chosen.has(t.id)}
                onSelect={() => onToggle(t.id)}
                className="flex cursor-pointer items-start gap-2 rounded px-2 py-1.5 text-sm data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground data-[disabled=true]:cursor-not-allowed data-[disabled=true]:opacity-60"
              >
                <Check
                  className={cn("mt-0.5 size-4 shrink-0", !chosen.has(t.id) && "invisible")}
                  aria-hidden
                />
                <span>
                  {t.title}
                  {blocked.has(t.id) && !chosen.has(t.id) && (
                    <span className="block text-xs text-muted-foreground">waits for this task</span>
                  )}
                </span>
              </Command.Item>
            ))}
          </Command.Group>
        ))}
      </Command.List>
      {more > 0 && (
        <p className="border-t px-2 py-1.5 text-xs text-muted-foreground">
          {more} more {more === 1 ? "task matches" : "tasks match"}: type to narrow the list.
        </p>
      )}
    </Command>
  );
}
