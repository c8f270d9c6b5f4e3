import type { Task, TaskStatus } from "@initiative-planner/contract/tasks";
import { memo, type ReactNode } from "react";
import { Input } from "@/components/ui/input";
import { formatDay } from "@/lib/dates";
import type { OptionalColumn } from "../lib/task-table-model";
import { DependsOnPicker } from "./depends-on-picker";
import { ExternalLinks } from "./external-links";
import {
  AssigneeSelect,
  dueDateChange,
  StatusSelect,
  TaskButtons,
  TaskLink,
  type TaskTableContext,
} from "./task-fields";

export const STATUS_LABELS: Record<TaskStatus, string> = {
  todo: "To do",
  in_progress: "In progress",
  done: "Done",
};

interface TaskRowProps {
  task: Task;
  /** 1-based, counting the header row (the table is virtualised: aria-rowindex). */
  rowIndex: number;
  columns: ReadonlySet<OptionalColumn>;
  ctx: TaskTableContext;
}

// No transitions in the rows: content moving under a still pointer would start one per control on every
// scroll frame, each with its own transition events (decision 170).
const cellInput =
  "h-8 min-w-0 border-transparent bg-transparent px-1 shadow-none transition-none hover:border-input focus-visible:border-ring";
const iconButton = "size-8 transition-none";
const td = "h-11 truncate px-1 py-1";
/**
 * The first column stays in view when the table scrolls sideways: only then, when its scroll box (a size
 * container) is narrower than the table's least width, 44rem. A sticky cell is a layer of its own in every
 * row, painted and composited on each scroll frame (decision 170).
 */
export const stickyCell = "@max-[44rem]:sticky @max-[44rem]:left-0 @max-[44rem]:z-10 bg-background";

/** One task in the table; editors change status, title, assignee and due date in place (saved on leaving). */
export const TaskRow = memo(function TaskRow({ task, rowIndex, columns, ctx }: TaskRowProps) {
  const { canEdit, change } = ctx;
  const assignee = ctx.members.find((m) => m.user_id === task.assignee_id);
  /** An optional column's cell, when shown: the editor for editors, the plain value for viewers. */
  const editableCell = (column: OptionalColumn, editor: ReactNode, value: ReactNode) =>
    columns.has(column) && <td className={td}>{canEdit ? editor : value}</td>;
  const commitTitle = (value: string) => {
    const trimmed = value.trim();
    if (trimmed && trimmed !== task.title) change(task, { title: trimmed });
  };
  return (
    <tr className="border-b" data-testid="task-row" data-task-id={task.id} aria-rowindex={rowIndex}>
      <th scope="row" className={`${td} ${stickyCell} font-medium`}>
        <div className="flex min-w-0 items-center gap-1">
          {canEdit ? (
            <Input
              key={task.title}
              aria-label="Title"
              // A title wider than its column ends in "…" (not cut mid-word); the whole of it on hover.
              className={`${cellInput} text-ellipsis font-medium`}
              title={task.title}
              defaultValue={task.title}
              maxLength={200}
              onBlur={(e) => commitTitle(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === "Enter") e.currentTarget.blur();
              }}
            />
          ) : (
            <TaskLink task={task} ctx={ctx} className="w-full truncate px-1" />
          )}
          <ExternalLinks links={task.external} status={task.status} />
        </div>
      </th>
      <td className={td}>
        {canEdit ? (
          <StatusSelect task={task} onChange={(status) => change(task, { status })} />
        ) : (
          STATUS_LABELS[task.status]
        )}
      </td>
      {columns.has("team") && <td className={td}>{ctx.names.team(task.workstream_id)}</td>}
      {columns.has("owner_role") && <td className={td}>{task.owner_role}</td>}
      {columns.has("estimate_days") && <td className={`${td} tabular-nums`}>{task.estimate_days} d</td>}
      {editableCell(
        "depends_on",
        <DependsOnPicker
          task={task}
          allTasks={ctx.allTasks}
          teams={ctx.teams}
          className="transition-none"
          onChange={(depends_on) => change(task, { depends_on })}
        />,
        `${task.depends_on.length || "None"}`,
      )}
      {editableCell(
        "assignee",
        <AssigneeSelect
          task={task}
          members={ctx.members}
          onChange={(assignee_id) => change(task, { assignee_id })}
        />,
        assignee?.name ?? "—",
      )}
      {editableCell(
        "due_date",
        <Input
          key={task.due_date}
          aria-label={`Due date of ${task.title}`}
          className={cellInput}
          type="date"
          defaultValue={task.due_date ?? ""}
          onBlur={(e) => {
            const body = dueDateChange(task, e.target.value);
            if (body) change(task, body);
          }}
        />,
        formatDay(task.due_date),
      )}
      <td className={`${td} text-right`}>
        <TaskButtons task={task} ctx={ctx} className={iconButton} />
      </td>
    </tr>
  );
});
