import type { Task } from "@initiative-planner/contract/tasks";
import { useVirtualizer } from "@tanstack/react-virtual";
import { PanelRightOpen, Trash2 } from "lucide-react";
import { useRef } from "react";
import { Button } from "@/components/ui/button";
import { formatDay } from "@/lib/dates";
import { observeRectOrInitial } from "../lib/virtual-rect";
import { DependsOnPicker } from "./depends-on-picker";
import { AssigneeSelect, StatusSelect, type TaskTableContext } from "./task-fields";
import { STATUS_LABELS } from "./task-row";

interface TaskCardsProps {
  tasks: Task[];
  ctx: TaskTableContext;
}

/**
 * The phone's task list (decision 105): one card per task with the table's actions (status, assignee,
 * dependencies, details, delete); the due date and the rest are in the details. Virtualised like the table.
 */
export function TaskCards({ tasks, ctx }: TaskCardsProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: tasks.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => (ctx.canEdit ? 152 : 96),
    overscan: 6,
    getItemKey: (index) => tasks[index]?.id ?? index,
    observeElementRect: observeRectOrInitial,
    initialRect: { width: 360, height: 600 },
  });
  return (
    <div
      ref={scrollRef}
      data-testid="task-scroll"
      className="max-h-[calc(100dvh-14rem)] min-h-48 overflow-y-auto"
    >
      <ul aria-label="Tasks" className="relative" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const task = tasks[item.index];
          if (!task) return null;
          return (
            <li
              key={task.id}
              data-index={item.index}
              ref={virtualizer.measureElement}
              data-testid="task-card"
              aria-setsize={tasks.length}
              aria-posinset={item.index + 1}
              className="absolute top-0 left-0 w-full pb-2"
              style={{ transform: `translateY(${item.start}px)` }}
            >
              <TaskCard task={task} ctx={ctx} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function TaskCard({ task, ctx }: { task: Task; ctx: TaskTableContext }) {
  const assignee = ctx.members.find((m) => m.user_id === task.assignee_id)?.name;
  return (
    <article aria-label={task.title} className="flex flex-col gap-2 rounded-md border p-3 text-sm">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-medium break-words">{task.title}</h3>
          <p className="text-xs text-muted-foreground">
            {ctx.names.team(task.workstream_id)} · {task.estimate_days} d · due{" "}
            {formatDay(task.due_date, "not set")}
          </p>
        </div>
        <div className="flex shrink-0">
          <Button variant="ghost" size="icon" className="size-9" onClick={() => ctx.open(task)}>
            <PanelRightOpen />
            <span className="sr-only">Details of {task.title}</span>
          </Button>
          {ctx.canEdit && (
            <Button variant="ghost" size="icon" className="size-9" onClick={() => ctx.remove(task)}>
              <Trash2 />
              <span className="sr-only">Delete {task.title}</span>
            </Button>
          )}
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
