import type { Task, UpdateTaskBody } from "@initiative-planner/contract/tasks";
import { Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { formatDay } from "@/lib/dates";
import { useOneTaskHistory, type useTaskMutations } from "../api/tasks";
import { dependentsOf } from "../lib/task-table-model";
import { DependsOnPicker } from "./depends-on-picker";
import { TaskChangeList } from "./task-change-list";
import { TaskDetailForm } from "./task-detail-form";
import { TaskLink, type TaskTableContext } from "./task-fields";
import { STATUS_LABELS } from "./task-row";

interface TaskDetailDialogProps {
  /** The task shown; it is read from `ctx.allTasks` so that it follows saves and live changes. */
  taskId: string | null;
  ctx: TaskTableContext;
  mutations: ReturnType<typeof useTaskMutations>;
  onClose: () => void;
}

const scheduled = (task: Task): task is Task & { start_date: string; end_date: string; critical: boolean } =>
  "start_date" in task;

/** A task with all its fields, what it waits for and what waits for it (links), and its history with undo. */
export default function TaskDetailDialog({ taskId, ctx, mutations, onClose }: TaskDetailDialogProps) {
  const task = ctx.allTasks.find((t) => t.id === taskId) ?? null;
  return (
    <Dialog open={task !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:top-0 sm:right-0 sm:left-auto sm:h-dvh sm:max-h-dvh sm:max-w-xl sm:translate-x-0 sm:translate-y-0 sm:rounded-none">
        {task && <TaskDetail key={task.id} task={task} ctx={ctx} mutations={mutations} />}
      </DialogContent>
    </Dialog>
  );
}

function TaskDetail({
  task,
  ctx,
  mutations,
}: {
  task: Task;
  ctx: TaskTableContext;
  mutations: TaskDetailDialogProps["mutations"];
}) {
  const history = useOneTaskHistory(ctx.initiativeId, task.id);
  const byId = new Map(ctx.allTasks.map((t) => [t.id, t]));
  const needs = task.depends_on.map((id) => byId.get(id)).filter((t): t is Task => t !== undefined);
  const neededBy = dependentsOf(ctx.allTasks).get(task.id) ?? [];
  const save = (body: UpdateTaskBody) => ctx.change(task, body);
  const link = (t: Task) => (
    <li key={t.id}>
      <TaskLink task={t} ctx={ctx} className="text-primary underline-offset-4" />
      <span className="text-xs text-muted-foreground">
        {" "}
        · {ctx.names.team(t.workstream_id)} · {STATUS_LABELS[t.status]}
      </span>
    </li>
  );
  return (
    <>
      <DialogHeader className="pr-6">
        <DialogTitle className="break-words">{task.title}</DialogTitle>
        <DialogDescription>
          {ctx.names.team(task.workstream_id)}
          {scheduled(task) &&
            ` · scheduled ${formatDay(task.start_date)} to ${formatDay(task.end_date)}${task.critical ? " · on the critical path" : ""}`}
        </DialogDescription>
      </DialogHeader>
      {ctx.canEdit ? (
        <TaskDetailForm
          key={`${task.title}|${task.description}|${task.status}|${task.owner_role}|${task.estimate_days}|${task.assignee_id}|${task.due_date}`}
          task={task}
          members={ctx.members}
          saving={mutations.update.isPending}
          onSave={save}
        />
      ) : (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Status</dt>
          <dd>{STATUS_LABELS[task.status]}</dd>
          <dt className="text-muted-foreground">Assignee</dt>
          <dd>{ctx.members.find((m) => m.user_id === task.assignee_id)?.name ?? "Unassigned"}</dd>
          <dt className="text-muted-foreground">Owner role</dt>
          <dd>{task.owner_role}</dd>
          <dt className="text-muted-foreground">Estimate</dt>
          <dd>{task.estimate_days} working days</dd>
          <dt className="text-muted-foreground">Due date</dt>
          <dd>{formatDay(task.due_date, "Not set")}</dd>
          <dt className="text-muted-foreground">Description</dt>
          <dd className="whitespace-pre-wrap">{task.description || "—"}</dd>
        </dl>
      )}
      <section aria-label="Depends on" className="flex flex-col gap-1">
        <h3 className="text-sm font-medium">Depends on</h3>
        {ctx.canEdit && (
          <DependsOnPicker
            task={task}
            allTasks={ctx.allTasks}
            teams={ctx.teams}
            className="w-fit border"
            onChange={(depends_on) => save({ depends_on })}
          />
        )}
        {needs.length > 0 ? (
          <ul className="flex flex-col gap-1 text-sm">{needs.map(link)}</ul>
        ) : (
          <p className="text-sm text-muted-foreground">Nothing: it can start at once.</p>
        )}
      </section>
      <section aria-label="Needed by" className="flex flex-col gap-1">
        <h3 className="text-sm font-medium">Needed by</h3>
        {neededBy.length > 0 ? (
          <ul className="flex flex-col gap-1 text-sm">{neededBy.map(link)}</ul>
        ) : (
          <p className="text-sm text-muted-foreground">No task waits for this one.</p>
        )}
      </section>
      <section aria-label="History" className="flex flex-col gap-1">
        <h3 className="text-sm font-medium">History</h3>
        <TaskChangeList
          history={history}
          allTasks={ctx.allTasks}
          members={ctx.members}
          canEdit={ctx.canEdit}
          undo={mutations.undo}
          label={`Changes of ${task.title}`}
        />
      </section>
      {ctx.canEdit && (
        <div className="flex justify-end border-t pt-3">
          <Button variant="destructive" size="sm" onClick={() => ctx.remove(task)}>
            <Trash2 />
            Delete task
          </Button>
        </div>
      )}
    </>
  );
}
