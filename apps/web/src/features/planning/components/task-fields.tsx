import type { Collaborator } from "@initiative-planner/contract/collaborators";
import type { Task, TaskStatus, UpdateTaskBody } from "@initiative-planner/contract/tasks";
import { PanelRightOpen, Trash2 } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import type { TaskNames } from "../lib/task-table-model";
import { STATUS_LABELS } from "./task-row";

/** What the table, the phone cards and the detail panel need to show and change a task. */
export interface TaskTableContext {
  initiativeId: string;
  /** Every task of the initiative: dependency titles, the picker, "needed by". */
  allTasks: Task[];
  teams: Array<{ id: string; name: string }>;
  members: Collaborator[];
  names: TaskNames;
  canEdit: boolean;
  change: (task: Task, body: UpdateTaskBody) => void;
  remove: (task: Task) => void;
  open: (task: Task) => void;
}

export const selectClass =
  "h-8 w-full min-w-0 truncate rounded-md border bg-background px-1 text-sm focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50";

export function StatusSelect({
  task,
  onChange,
  className,
  ...props
}: { task: Task; onChange: (status: TaskStatus) => void } & Omit<ComponentProps<"select">, "onChange">) {
  return (
    <select
      aria-label={`Status of ${task.title}`}
      className={cn(selectClass, className)}
      value={task.status}
      onChange={(e) => onChange(e.target.value as TaskStatus)}
      {...props}
    >
      {(Object.keys(STATUS_LABELS) as TaskStatus[]).map((s) => (
        <option key={s} value={s}>
          {STATUS_LABELS[s]}
        </option>
      ))}
    </select>
  );
}

export function AssigneeSelect({
  task,
  members,
  onChange,
  className,
  ...props
}: {
  task: Task;
  members: Collaborator[];
  onChange: (assigneeId: string | null) => void;
} & Omit<ComponentProps<"select">, "onChange">) {
  return (
    <select
      aria-label={`Assignee of ${task.title}`}
      className={cn(selectClass, className)}
      value={task.assignee_id ?? ""}
      onChange={(e) => onChange(e.target.value || null)}
      {...props}
    >
      <option value="">Unassigned</option>
      {members.map((m) => (
        <option key={m.user_id} value={m.user_id}>
          {m.name}
        </option>
      ))}
    </select>
  );
}

/** The change a date input's value makes to a task's due date, or null when it makes none. */
export function dueDateChange(task: Task, value: string): UpdateTaskBody | null {
  const due = value || null;
  return due === task.due_date ? null : { due_date: due };
}

/** A task's details button and, for editors, its delete button (the table's last cell, a card's corner). */
export function TaskButtons({
  task,
  ctx,
  className,
}: {
  task: Task;
  ctx: TaskTableContext;
  className: string;
}) {
  return (
    <>
      <Button variant="ghost" size="icon" className={className} onClick={() => ctx.open(task)}>
        <PanelRightOpen />
        <span className="sr-only">Details of {task.title}</span>
      </Button>
      {ctx.canEdit && (
        <Button variant="ghost" size="icon" className={className} onClick={() => ctx.remove(task)}>
          <Trash2 />
          <span className="sr-only">Delete {task.title}</span>
        </Button>
      )}
    </>
  );
}

/** A task's title as a button that opens its details. */
export function TaskLink({ task, ctx, className }: { task: Task; ctx: TaskTableContext; className: string }) {
  return (
    <button
      type="button"
      className={cn(
        "rounded text-left hover:underline focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
        className,
      )}
      onClick={() => ctx.open(task)}
    >
      {task.title}
    </button>
  );
}
