import type { Collaborator } from "@initiative-planner/contract/collaborators";
import type { Task, UpdateTaskBody } from "@initiative-planner/contract/tasks";
import { Plus } from "lucide-react";
import { type FormEvent, lazy, Suspense, useMemo, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { getTaskHistory, type useTaskMutations } from "../api/tasks";
import { useMediaQuery } from "../hooks/use-media-query";
import { useStoredColumns } from "../hooks/use-stored-columns";
import {
  filterTasks,
  type SortKey,
  sortTasks,
  type TaskFilters,
  type TaskSort,
} from "../lib/task-table-model";
import { TaskCards } from "./task-cards";
import type { TaskTableContext } from "./task-fields";
import { TaskGrid } from "./task-grid";
import { TaskTableToolbar } from "./task-table-toolbar";

/** Focuses a shown task's first control once it is rendered (after the list refreshed). */
function focusTask(id: string) {
  requestAnimationFrame(() =>
    document.querySelector<HTMLElement>(`[data-task-id="${id}"] :is(input, select, button)`)?.focus(),
  );
}

const TaskDetailDialog = lazy(() => import("./task-detail-dialog"));

interface TaskTableProps {
  initiativeId: string;
  /** The workstream the screen shows: the team filter starts on it, and new tasks go to it. */
  workstreamId: string;
  /** Every task of the initiative (the schedule), all teams. */
  allTasks: Task[];
  teams: Array<{ id: string; name: string }>;
  members: Collaborator[];
  canEdit: boolean;
  mutations: ReturnType<typeof useTaskMutations>;
}

/**
 * The initiative's tasks, filtered to a team (the shown workstream first), sorted, in a virtualised table on
 * wider screens and as cards on a phone (decision 105). A refused change (a cycle…) is told in a toast; a
 * deletion is undone from its toast (decision 107).
 */
export function TaskTable({
  initiativeId,
  workstreamId,
  allTasks,
  teams,
  members,
  canEdit,
  mutations,
}: TaskTableProps) {
  const phone = useMediaQuery("(max-width: 767px)");
  const [filters, setFilters] = useState<TaskFilters>({
    team: workstreamId,
    status: "all",
    assignee: "all",
    query: "",
  });
  const [sort, setSort] = useState<TaskSort>({ key: "position", direction: "asc" });
  const [columns, setColumns] = useStoredColumns();
  const [openId, setOpenId] = useState<string | null>(null);
  const [title, setTitle] = useState("");

  const names = useMemo(() => {
    const teamNames = new Map(teams.map((t) => [t.id, t.name]));
    const memberNames = new Map(members.map((m) => [m.user_id, m.name]));
    return { team: (id: string) => teamNames.get(id) ?? id, member: (id: string) => memberNames.get(id) };
  }, [teams, members]);
  const shown = useMemo(
    () => sortTasks(filterTasks(allTasks, filters), sort, names),
    [allTasks, filters, sort, names],
  );

  const fail = (error: unknown) =>
    toast.error(error instanceof Error ? error.message : "The change was not saved.");
  // A deletion can be taken back: its entry in the task history is the newest one of that task.
  const offerUndo = (task: Task) =>
    toast.success(`Deleted “${task.title}”`, {
      duration: 10_000,
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

  // Rows are memoised: they get one context object that changes only with the data, and its actions read
  // the latest state through a ref (scrolling 2,000 tasks re-renders only the rows that come into view).
  const actions = useRef<Pick<TaskTableContext, "change" | "remove" | "open">>(null!);
  actions.current = {
    change: (task: Task, body: UpdateTaskBody) =>
      mutations.update.mutate({ id: task.id, body }, { onError: fail }),
    remove: (task: Task) => {
      // Keyboard focus goes on to the next task (or the one before) rather than to the page's start.
      const at = shown.findIndex((t) => t.id === task.id);
      const next = shown[at + 1] ?? shown[at - 1];
      mutations.remove.mutate(task.id, {
        onError: fail,
        onSuccess: () => {
          offerUndo(task);
          if (next) focusTask(next.id);
        },
      });
    },
    open: (task: Task) => setOpenId(task.id),
  };
  const ctx = useMemo<TaskTableContext>(
    () => ({
      initiativeId,
      allTasks,
      teams,
      members,
      names,
      canEdit,
      change: (task, body) => actions.current.change(task, body),
      remove: (task) => actions.current.remove(task),
      open: (task) => actions.current.open(task),
    }),
    [initiativeId, allTasks, teams, members, names, canEdit],
  );

  const onSortColumn = (key: SortKey) =>
    setSort((s) => ({ key, direction: s.key === key && s.direction === "asc" ? "desc" : "asc" }));

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
      <TaskTableToolbar
        filters={filters}
        onFilters={setFilters}
        sort={sort}
        onSort={setSort}
        teams={teams}
        members={members}
        columns={phone ? null : columns}
        onColumns={setColumns}
        shown={shown.length}
        total={allTasks.length}
      />
      {shown.length === 0 ? (
        <p className="rounded-md border px-3 py-6 text-center text-sm text-muted-foreground">
          No task matches these filters.
        </p>
      ) : phone ? (
        <TaskCards tasks={shown} ctx={ctx} />
      ) : (
        <TaskGrid tasks={shown} columns={columns} sort={sort} onSort={onSortColumn} ctx={ctx} />
      )}
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
      {openId !== null && (
        <Suspense fallback={null}>
          <TaskDetailDialog taskId={openId} ctx={ctx} mutations={mutations} onClose={() => setOpenId(null)} />
        </Suspense>
      )}
    </div>
  );
}
