import type { Task } from "@initiative-planner/contract/tasks";
import { lazy, Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";

const DependsOnSearch = lazy(() => import("./depends-on-search"));

interface DependsOnPickerProps {
  task: Task;
  allTasks: Task[];
  teams: Array<{ id: string; name: string }>;
  onChange: (dependsOn: string[]) => void;
  className?: string;
}

/** The tasks this one waits for: a button with their count, opening a search grouped by team. */
export function DependsOnPicker({ task, allTasks, teams, onChange, className }: DependsOnPickerProps) {
  const count = task.depends_on.length;
  const label = count === 0 ? "None" : `${count} ${count === 1 ? "task" : "tasks"}`;
  const toggle = (id: string) =>
    onChange(
      task.depends_on.includes(id) ? task.depends_on.filter((d) => d !== id) : [...task.depends_on, id],
    );
  // A Radix popover per row costs on every scroll of a long table: the first click mounts it, already open.
  const [armed, setArmed] = useState(false);
  const trigger = (
    <Button
      variant="ghost"
      size="sm"
      aria-haspopup="dialog"
      aria-expanded={armed ? undefined : false}
      className={cn("h-auto min-h-8 w-full justify-start whitespace-normal text-left font-normal", className)}
      onClick={armed ? undefined : () => setArmed(true)}
    >
      <span className="line-clamp-2">{label}</span>
      <span className="sr-only">: change what {task.title} depends on</span>
    </Button>
  );
  if (!armed) return trigger;
  return (
    <Popover defaultOpen>
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      <PopoverContent className="w-80 p-0" align="start">
        <Suspense
          fallback={
            <div className="flex justify-center p-4">
              <Spinner />
            </div>
          }
        >
          <DependsOnSearch task={task} allTasks={allTasks} teams={teams} onToggle={toggle} />
        </Suspense>
      </PopoverContent>
    </Popover>
  );
}
