import type { Collaborator } from "@initiative-planner/contract/collaborators";
import type { Task } from "@initiative-planner/contract/tasks";
import { Plus } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { getTaskHistory, type useTaskMutations } from "../api/tasks";
import { TaskRow } from "./task-row";

interface TaskTableProps {
  initiativeId: string;
  workstreamId: string;
  tasks: Task[];
  allTasks: Task[];
  members: Collaborator[];
  canEdit: boolean;
  mutations: ReturnType<typeof useTaskMutations>;
}

const HEADERS = ["Status", "Task", "Owner role", "Estimate", "Depends on", "Assignee", "Due date"];

/** The workstream's tasks, edited inline by editors; a refused change (a cycle…) is told in a toast. */
export function TaskTable({
  initiativeId,
  workstreamId,
  tasks,
  allTasks,
  members,
  canEdit,
  mutations,
}: TaskTableProps) {
  const [title, setTitle] = useState("");
  const fail = (error: unknown) =>
    toast.error(error instanceof Error ? error.message : "The change was not saved.");

  // A deletion can be taken back: its entry in the task history is the newest one of that task.
  const offerUndo = (task: Task) =>
    toast.success(`Deleted “${task.title}”`, {
      action: {
        label: "Undo",
        onClick: () =>
          void getTaskHistory(initiativeId, task.id)
            .then(([deletion]) => {
              if (deletion?.kind !== "delete" || !deletion.undoable)
                throw new Error("This deletion can no longer be undone.");
              return mutations.undo.mutateAsync(deletion.id);
            })
            .then(() => toast.success(`Brought back “${task.title}”`), fail),
      },
    });

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return;
    mutations.create.mutate(
      {
        workstream_id: workstreamId,
        title: title.trim(),
        owner_role: "Owner to be decided",
        estimate_days: 1,
      },
      { onSuccess: () => setTitle(""), onError: fail },
    );
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-x-auto rounded-md border">
        <table className="w-full text-sm" aria-label="Tasks">
          <thead className="bg-muted/50 text-left text-xs uppercase text-muted-foreground">
            <tr>
              {HEADERS.map((h) => (
                <th key={h} scope="col" className="px-2 py-2 font-medium">
                  {h}
                </th>
              ))}
              {canEdit && (
                <th scope="col" className="px-2 py-2">
                  <span className="sr-only">Delete</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {tasks.map((task) => (
              <TaskRow
                key={`${task.id}|${task.title}|${task.owner_role}|${task.estimate_days}|${task.due_date}`}
                task={task}
                allTasks={allTasks}
                members={members}
                canEdit={canEdit}
                onChange={(body) => mutations.update.mutate({ id: task.id, body }, { onError: fail })}
                onDelete={() =>
                  mutations.remove.mutate(task.id, { onError: fail, onSuccess: () => offerUndo(task) })
                }
              />
            ))}
          </tbody>
        </table>
      </div>
      {canEdit && (
        <form onSubmit={add} className="flex items-center gap-2">
          <Input
            aria-label="New task title"
            placeholder="Add a task..."
            value={title}
            maxLength={200}
            onChange={(e) => setTitle(e.target.value)}
            className="max-w-md"
          />
          <Button
            type="submit"
            size="sm"
            variant="outline"
            disabled={!title.trim() || mutations.create.isPending}
          >
            <Plus />
            Add task
          </Button>
        </form>
      )}
    </div>
  );
}
