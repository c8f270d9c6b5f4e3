import type { Task } from "@initiative-planner/contract/tasks";
import { ArrowDown, ArrowUp } from "lucide-react";
import { useRef } from "react";
import { useRowsInView } from "../hooks/use-rows-in-view";
import { OPTIONAL_COLUMNS, type OptionalColumn, type SortKey, type TaskSort } from "../lib/task-table-model";
import type { TaskTableContext } from "./task-fields";
import { stickyCell, TaskRow } from "./task-row";

interface TaskGridProps {
  tasks: Task[];
  columns: ReadonlySet<OptionalColumn>;
  sort: TaskSort;
  onSort: (key: SortKey) => void;
  ctx: TaskTableContext;
}

/** Rows are one line high (h-11), so the virtualiser never measures them. */
const ROW_HEIGHT = 44;

/** Column widths that fit 1,280 px beside the sidebar; the title takes what is left (decision 105). */
const WIDTHS: Record<OptionalColumn | "status" | "actions", string> = {
  status: "w-32",
  team: "w-36",
  owner_role: "w-36",
  estimate_days: "w-20",
  depends_on: "w-28",
  assignee: "w-36",
  due_date: "w-36",
  actions: "w-20",
};
const SORTABLE: Partial<Record<OptionalColumn | "title" | "status", SortKey>> = {
  title: "title",
  status: "status",
  team: "team",
  estimate_days: "estimate_days",
  assignee: "assignee",
  due_date: "due_date",
};

/**
 * The tasks as a table that renders only the rows in view (2,000 tasks: decision 105): the header and the
 * title column are sticky inside the table's own scroll area, whose height is the window's.
 */
export function TaskGrid({ tasks, columns, sort, onSort, ctx }: TaskGridProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const { first, last } = useRowsInView({
    scroller: scrollRef,
    count: tasks.length,
    rowHeight: ROW_HEIGHT,
    overscan: 6,
    // Before the first layout (and in jsdom) the area has no height: show a screenful rather than nothing.
    fallbackHeight: 600,
  });
  const top = first * ROW_HEIGHT;
  const bottom = Math.max(0, tasks.length - 1 - last) * ROW_HEIGHT;
  const inView = tasks.slice(first, last + 1);
  const shown = (Object.keys(OPTIONAL_COLUMNS) as OptionalColumn[]).filter((c) => columns.has(c));

  const header = (id: OptionalColumn | "title" | "status", label: string, className: string) => {
    const key = SORTABLE[id];
    const active = key !== undefined && sort.key === key;
    return (
      <th
        key={id}
        scope="col"
        className={`px-1 py-2 text-left font-medium ${className}`}
        aria-sort={active ? (sort.direction === "asc" ? "ascending" : "descending") : undefined}
      >
        {key ? (
          <button
            type="button"
            onClick={() => onSort(key)}
            className="inline-flex items-center gap-1 rounded px-1 uppercase hover:text-foreground focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            {label}
            {active &&
              (sort.direction === "asc" ? <ArrowUp className="size-3" /> : <ArrowDown className="size-3" />)}
          </button>
        ) : (
          <span className="px-1 uppercase">{label}</span>
        )}
      </th>
    );
  };

  return (
    <div
      ref={scrollRef}
      data-testid="task-scroll"
      className="max-h-[calc(100dvh-16rem)] min-h-48 @container overflow-auto rounded-md border bg-background"
    >
      <table
        className="w-full min-w-[44rem] table-fixed text-sm"
        aria-label="Tasks"
        aria-rowcount={tasks.length + 1}
      >
        <thead className="sticky top-0 z-20 bg-muted text-xs text-muted-foreground">
          <tr aria-rowindex={1}>
            {header("title", "Task", `${stickyCell} @max-[44rem]:z-30 bg-muted min-w-48`)}
            {header("status", "Status", WIDTHS.status)}
            {shown.map((c) => header(c, OPTIONAL_COLUMNS[c], WIDTHS[c]))}
            <th scope="col" className={`${WIDTHS.actions} px-1 py-2`}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty spacer row standing for the rows above the view */}
          {top > 0 && <tr aria-hidden="true" style={{ height: top }} />}
          {inView.map((task, i) => (
            <TaskRow key={task.id} task={task} rowIndex={first + i + 2} columns={columns} ctx={ctx} />
          ))}
          {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty spacer row standing for the rows below the view */}
          {bottom > 0 && <tr aria-hidden="true" style={{ height: bottom }} />}
        </tbody>
      </table>
    </div>
  );
}
