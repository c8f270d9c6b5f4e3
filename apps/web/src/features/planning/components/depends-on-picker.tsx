import type { Task } from "@initiative-planner/contract/tasks";
import { lazy, Suspense } from "react";
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
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className={cn(
            "h-auto min-h-8 w-full justify-start whitespace-normal text-left font-normal",
            className,
          )}
        >
          <span className="line-clamp-2">{label}</span>
          <span className="sr-only">: change what {task.title} depends on</span>
        </Button>
      </PopoverTrigger>
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
