import type { Collaborator } from "@initiative-planner/contract/collaborators";
import type { Task, TaskStatus, UpdateTaskBody } from "@initiative-planner/contract/tasks";
import { Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { formatDay } from "@/lib/dates";
import { DependsOnPicker } from "./depends-on-picker";
import { ExternalLinks } from "./external-links";

export const STATUS_LABELS: Record<TaskStatus, string> = {
  todo: "To do",
  in_progress: "In progress",
  done: "Done",
};

interface TaskRowProps {
  task: Task;
  /** Every task of the initiative, for the dependency picker and the titles shown. */
  allTasks: Task[];
  members: Collaborator[];
  canEdit: boolean;
  onChange: (body: UpdateTaskBody) => void;
  onDelete: () => void;
}

const cellInput =
  "h-8 min-w-0 border-transparent bg-transparent px-1 shadow-none hover:border-input focus-visible:border-ring";

/** One task, edited in place: every change is saved when the field is left or the choice is made. */
export function TaskRow({ task, allTasks, members, canEdit, onChange, onDelete }: TaskRowProps) {
  const titleOf = new Map(allTasks.map((t) => [t.id, t.title]));
  const assignee = members.find((m) => m.user_id === task.assignee_id);
  if (!canEdit) {
    return (
      <tr className="border-b align-top">
        <td className="px-2 py-2">{STATUS_LABELS[task.status]}</td>
        <td className="px-2 py-2 font-medium">
          {task.title} <ExternalLinks links={task.external} status={task.status} />
        </td>
        <td className="px-2 py-2">{task.owner_role}</td>
        <td className="px-2 py-2 tabular-nums">{task.estimate_days} d</td>
        <td className="px-2 py-2">{task.depends_on.map((id) => titleOf.get(id)).join("; ") || "—"}</td>
        <td className="px-2 py-2">{assignee?.name ?? "—"}</td>
        <td className="px-2 py-2">{formatDay(task.due_date)}</td>
      </tr>
    );
  }
  const commitText = (field: "title" | "owner_role", value: string) => {
    const trimmed = value.trim();
    if (trimmed && trimmed !== task[field]) onChange({ [field]: trimmed });
  };
  return (
    <tr className="border-b align-top" data-testid="task-row">
      <td className="px-1 py-1">
        <select
          aria-label={`Status of ${task.title}`}
          className="h-8 rounded-md border bg-background px-1 text-sm"
          value={task.status}
          onChange={(e) => onChange({ status: e.target.value as TaskStatus })}
        >
          {(Object.keys(STATUS_LABELS) as TaskStatus[]).map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </td>
      <td className="px-1 py-1">
        <Input
          aria-label="Title"
          className={`${cellInput} min-w-64 font-medium`}
          defaultValue={task.title}
          maxLength={200}
          onBlur={(e) => commitText("title", e.target.value)}
        />
        <ExternalLinks links={task.external} status={task.status} />
      </td>
      <td className="px-1 py-1">
        <Input
          aria-label={`Owner role of ${task.title}`}
          className={`${cellInput} min-w-40`}
          defaultValue={task.owner_role}
          maxLength={80}
          onBlur={(e) => commitText("owner_role", e.target.value)}
        />
      </td>
      <td className="px-1 py-1">
        <Input
          aria-label={`Estimate in days of ${task.title}`}
          className={`${cellInput} w-16 tabular-nums`}
          type="number"
          min={0.5}
          max={60}
          step={0.5}
          defaultValue={task.estimate_days}
          onBlur={(e) => {
            const days = Number(e.target.value);
            if (days >= 0.5 && days <= 60 && days !== task.estimate_days) onChange({ estimate_days: days });
          }}
        />
      </td>
      <td className="px-1 py-1">
        <DependsOnPicker
          task={task}
          allTasks={allTasks}
          onChange={(depends_on) => onChange({ depends_on })}
        />
      </td>
      <td className="px-1 py-1">
        <select
          aria-label={`Assignee of ${task.title}`}
          className="h-8 max-w-40 rounded-md border bg-background px-1 text-sm"
          value={task.assignee_id ?? ""}
          onChange={(e) => onChange({ assignee_id: e.target.value || null })}
        >
          <option value="">Unassigned</option>
          {members.map((m) => (
            <option key={m.user_id} value={m.user_id}>
              {m.name}
            </option>
          ))}
        </select>
      </td>
      <td className="px-1 py-1">
        <Input
          aria-label={`Due date of ${task.title}`}
          className={`${cellInput} w-36`}
          type="date"
          defaultValue={task.due_date ?? ""}
          onBlur={(e) => {
            const value = e.target.value || null;
            if (value !== task.due_date) onChange({ due_date: value });
          }}
        />
      </td>
      <td className="px-1 py-1">
        <Button variant="ghost" size="sm" aria-label={`Delete ${task.title}`} onClick={onDelete}>
          <Trash2 />
        </Button>
      </td>
    </tr>
  );
}
