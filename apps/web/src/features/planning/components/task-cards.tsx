import type { Task } from "@initiative-planner/contract/tasks";
import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { useLayoutEffect, useRef, useState } from "react";
import { formatDay } from "@/lib/dates";
import { DependsOnPicker } from "./depends-on-picker";
import { ExternalLinks } from "./external-links";
import { AssigneeSelect, StatusSelect, TaskButtons, type TaskTableContext } from "./task-fields";
import { STATUS_LABELS } from "./task-row";

interface TaskCardsProps {
  tasks: Task[];
  ctx: TaskTableContext;
}

/**
 * The phone's task list (decision 105): one card per task with the table's actions (status, assignee,
 * dependencies, details, delete); the rest is in the details. Virtualised against the page's own scroll.
 */
export function TaskCards({ tasks, ctx }: TaskCardsProps) {
  // The page scrolls, not a box inside it: on a phone a second scroll area traps the thumb.
  const listRef = useRef<HTMLUListElement>(null);
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list) setTop(list.getBoundingClientRect().top + window.scrollY);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: tasks.length,
    estimateSize: () => (ctx.canEdit ? 152 : 96),
    overscan: 6,
    scrollMargin: top,
    getItemKey: (index) => tasks[index]?.id ?? index,
  });
  return (
    <ul ref={listRef} aria-label="Tasks" className="relative" style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => {
        const task = tasks[item.index];
        if (!task) return null;
        return (
          <li
            key={task.id}
            data-index={item.index}
            ref={virtualizer.measureElement}
            data-testid="task-card"
            data-task-id={task.id}
            aria-setsize={tasks.length}
            aria-posinset={item.index + 1}
            className="absolute top-0 left-0 w-full pb-2"
            style={{ transform: `translateY(${item.start - top}px)` }}
          >
            <TaskCard task={task} ctx={ctx} />
          </li>
        );
      })}
    </ul>
  );
}

function TaskCard({ task, ctx }: { task: Task; ctx: TaskTableContext }) {
  const assignee = ctx.members.find((m) => m.user_id === task.assignee_id)?.name;
  return (
    <article aria-label={task.title} className="flex flex-col gap-2 rounded-md border p-3 text-sm">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-medium break-words">
            {task.title} <ExternalLinks links={task.external} status={task.status} />
          </h3>
          <p className="text-xs text-muted-foreground">
            {ctx.names.team(task.workstream_id)} · {task.estimate_days} d · due{" "}
            {formatDay(task.due_date, "not set")}
          </p>
        </div>
        <div className="flex shrink-0">
          <TaskButtons task={task} ctx={ctx} className="size-9" />
        </div>
      </div>
      {ctx.canEdit ? (
        <div className="grid grid-cols-2 gap-2">
          <StatusSelect task={task} className="h-9" onChange={(status) => ctx.change(task, { status })} />
          <AssigneeSelect
            task={task}
            members={ctx.members}
            className="h-9"
            onChange={(assignee_id) => ctx.change(task, { assignee_id })}
          />
          <div className="col-span-2 flex items-center gap-2">
            <span className="shrink-0 text-xs text-muted-foreground">Depends on</span>
            <DependsOnPicker
              task={task}
              allTasks={ctx.allTasks}
              teams={ctx.teams}
              // The rest of the row, not the row's whole width beside its label (it overflowed a phone).
              className="w-auto min-w-0 flex-1 shrink"
              onChange={(depends_on) => ctx.change(task, { depends_on })}
            />
          </div>
        </div>
      ) : (
        <p className="text-xs">
          {STATUS_LABELS[task.status]} · {assignee ?? "Unassigned"}
        </p>
      )}
    </article>
  );
}
