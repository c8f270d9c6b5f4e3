import type { Task } from "@initiative-planner/contract/tasks";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";

interface DependsOnPickerProps {
  task: Task;
  allTasks: Task[];
  onChange: (dependsOn: string[]) => void;
}

/** The tasks this one waits for, picked from every other task of the initiative. */
export function DependsOnPicker({ task, allTasks, onChange }: DependsOnPickerProps) {
  const chosen = new Set(task.depends_on);
  const label = allTasks
    .filter((t) => chosen.has(t.id))
    .map((t) => t.title)
    .join("; ");
  const toggle = (id: string) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChange([...next]);
  };
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className="h-auto max-w-56 justify-start whitespace-normal text-left font-normal"
        >
          <span className="line-clamp-2">{label || "—"}</span>
          <span className="sr-only">: change what {task.title} depends on</span>
        </Button>
      </PopoverTrigger>
      <PopoverContent className="max-h-80 w-80 overflow-y-auto p-2">
        <fieldset>
          <legend className="px-1 pb-1 text-xs font-medium text-muted-foreground">Depends on</legend>
          {allTasks
            .filter((t) => t.id !== task.id)
            .map((t) => (
              <label key={t.id} className="flex items-start gap-2 rounded px-1 py-1 text-sm hover:bg-accent">
                <input
                  type="checkbox"
                  className="mt-1"
                  checked={chosen.has(t.id)}
                  onChange={() => toggle(t.id)}
                />
                <span>{t.title}</span>
              </label>
            ))}
        </fieldset>
      </PopoverContent>
    </Popover>
  );
}
