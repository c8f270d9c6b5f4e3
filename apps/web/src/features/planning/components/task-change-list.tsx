import type { Collaborator } from "@initiative-planner/contract/collaborators";
import type { Task, TaskChange } from "@initiative-planner/contract/tasks";
import type { UseQueryResult } from "@tanstack/react-query";
import { Undo2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import type { useTaskMutations } from "../api/tasks";
import { describeTaskChange } from "../lib/task-change-text";

interface TaskChangeListProps {
  history: UseQueryResult<TaskChange[]>;
  allTasks: Task[];
  members: Collaborator[];
  canEdit: boolean;
  undo: ReturnType<typeof useTaskMutations>["undo"];
  label: string;
}

/** Changes, newest first, each with who, when, before → after, and Undo while it can be taken back. */
export function TaskChangeList({ history, allTasks, members, canEdit, undo, label }: TaskChangeListProps) {
  const taskTitles = new Map(allTasks.map((t) => [t.id, t.title]));
  const memberNames = new Map(members.map((m) => [m.user_id, m.name]));
  const names = { task: (id: string) => taskTitles.get(id), member: (id: string) => memberNames.get(id) };
  return (
    <>
      {history.isPending && <p className="text-sm text-muted-foreground">Loading history...</p>}
      {history.isError && <p className="text-sm text-destructive">Failed to load the task history</p>}
      {history.data?.length === 0 && <p className="text-sm text-muted-foreground">No changes yet.</p>}
      <ol aria-label={label} className="flex max-h-[60vh] flex-col gap-2 overflow-auto">
        {history.data?.map((change) => {
          const { headline, details } = describeTaskChange(change, names);
          return (
            <li
              key={change.id}
              className="flex items-start justify-between gap-3 rounded-md border p-2 text-sm"
            >
              <div className="min-w-0">
                <p className={change.undone ? "text-muted-foreground line-through" : "font-medium"}>
                  {headline}
                </p>
                {details.map((line) => (
                  <p key={line} className="text-xs text-muted-foreground">
                    {line}
                  </p>
                ))}
                <p className="text-xs text-muted-foreground">
                  {new Date(change.created_at).toLocaleString()}
                  {change.undone && " · undone"}
                </p>
              </div>
              {canEdit && change.undoable && (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={undo.isPending}
                  aria-label={`Undo: ${headline}`}
                  onClick={() =>
                    undo.mutate(change.id, {
                      onSuccess: () => toast.success("Change undone"),
                      onError: (error) => toast.error(error.message),
                    })
                  }
                >
                  <Undo2 />
                  Undo
                </Button>
              )}
            </li>
          );
        })}
      </ol>
    </>
  );
}
