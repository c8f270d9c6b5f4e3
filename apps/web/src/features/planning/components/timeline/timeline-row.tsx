import type { ScheduledTask } from "@initiative-planner/contract/tasks";
import { clsx as cn } from "clsx";
import { type KeyboardEvent, memo, type PointerEvent } from "react";
import { formatDay } from "@/lib/dates";
import { ExternalLinks, linkNames } from "../external-links";
import { STATUS_LABELS } from "../task-row";
import { dayOf, estimateEndingOn, isoOf, type Row } from "./timeline-scale";
import type { DatePreview } from "./use-date-preview";

type DragHandlers = Record<
  "onPointerDown" | "onPointerMove" | "onPointerUp" | "onPointerCancel",
  (event: PointerEvent<HTMLElement>) => void
>;

/** What a bar does; one object for every row, the same across renders (rows render again only when they change). */
export interface RowHandlers {
  onKeyDown: (event: KeyboardEvent, task: ScheduledTask) => void;
  onOpen: (task: ScheduledTask) => void;
  onFocus: (task: ScheduledTask) => void;
  drag: (task: ScheduledTask, kind: keyof DatePreview) => DragHandlers;
}

interface TimelineRowProps {
  row: Row;
  top: number;
  height: number;
  width: number;
  labelWidth: number;
  /** On a phone the title sits above its bar instead of in a column beside it. */
  phone: boolean;
  first: number;
  dayWidth: number;
  preview: DatePreview | undefined;
  active: boolean;
  canEdit: boolean;
  hintId: string;
  on: RowHandlers;
}

/** What a bar says to a screen reader, from the dates it shows (a preview's, while one is being made). */
export function barName(task: ScheduledTask, end: string, due: string | null, estimate: number): string {
  const parts = [
    `${task.title}: ${formatDay(task.start_date)} to ${formatDay(end)}`,
    `${estimate} working ${estimate === 1 ? "day" : "days"}`,
    STATUS_LABELS[task.status],
  ];
  if (task.critical) parts.push("critical path");
  if (due) parts.push(`due ${formatDay(due)}${dayOf(end) > dayOf(due) ? ", ends after it" : ""}`);
  const issues = linkNames(task.external);
  if (issues) parts.push(issues);
  return parts.join(", ");
}

const barColour = (task: ScheduledTask) =>
  task.critical
    ? "bg-red-500 border-red-700"
    : task.status === "done"
      ? "bg-emerald-500/70 border-emerald-700"
      : "bg-sky-500/70 border-sky-700";

/**
 * The titles of the rows in view, in one column that sticks to the left as the chart scrolls sideways (one
 * sticky box for all rows: a sticky box per row costs every scroll frame). On a phone the column has no width
 * and each title sits above its bar.
 */
export const TimelineLabel = memo(function TimelineLabel({
  row,
  top,
  height,
  phone,
}: {
  row: Row;
  top: number;
  height: number;
  phone: boolean;
}) {
  const group = row.kind === "group";
  const text = group ? row.name : row.task.title;
  const links = group ? undefined : row.task.external;
  return (
    <div
      className={cn(
        "absolute left-0 text-xs",
        phone ? "pointer-events-none w-max max-w-[calc(100vw-5rem)] px-2 pt-1" : "w-full pr-2 leading-4",
        group ? "truncate font-semibold" : phone ? "font-medium" : "py-1.5 pl-4",
        group && !phone && "flex items-end bg-muted/40 pb-1 pl-2",
        !group && "flex min-w-0 items-start gap-1",
      )}
      style={{ top, height: phone ? undefined : height }}
      title={group ? undefined : text}
    >
      {group ? (
        text
      ) : (
        <>
          <span className="min-w-0 truncate">{text}</span>
          {links && links.length > 0 && (
            // The bars keep the chart's one tab stop; the bar's name says the keys, the selected task's links
            // above the chart are in the tab order (decision 141).
            <span className="pointer-events-auto shrink-0 whitespace-nowrap" data-testid="timeline-links">
              <ExternalLinks links={links} status={row.task.status} tabIndex={-1} />
            </span>
          )}
        </>
      )}
    </div>
  );
});

/** One row of the timeline: a workstream's band, or a task's bar and due-date marker. */
export const TimelineRow = memo(function TimelineRow({
  row,
  top,
  height,
  width,
  labelWidth,
  phone,
  first,
  dayWidth,
  preview,
  active,
  canEdit,
  hintId,
  on,
}: TimelineRowProps) {
  if (row.kind === "group")
    return <div className="absolute left-0 bg-muted/40" style={{ top, height, width }} />;
  const { task } = row;
  const start = dayOf(task.start_date);
  const endDay = preview?.end ?? dayOf(task.end_date);
  const dueDay = preview?.due ?? (task.due_date ? dayOf(task.due_date) : null);
  const end = isoOf(endDay);
  const due = dueDay === null ? null : isoOf(dueDay);
  const estimate = preview?.end === undefined ? task.estimate_days : estimateEndingOn(task, endDay);
  const x = (day: number) => labelWidth + (day - first) * dayWidth;
  // No box per row: the bar and its marks are placed in the chart itself (fewer elements for each row scrolled in).
  const barTop = top + (phone ? 24 : 6);
  const barHeight = phone ? 18 : height - 12;

  return (
    <>
      <button
        type="button"
        data-task-id={task.id}
        data-critical={task.critical || undefined}
        tabIndex={active ? 0 : -1}
        aria-label={barName(task, end, due, estimate)}
        aria-describedby={hintId}
        onKeyDown={(event) => on.onKeyDown(event, task)}
        onFocus={() => on.onFocus(task)}
        onClick={() => on.onOpen(task)}
        className={cn(
          "absolute rounded-sm border outline-none focus-visible:ring-[3px] focus-visible:ring-ring",
          barColour(task),
          preview && "ring-2 ring-primary/60",
        )}
        style={{
          left: x(start),
          top: barTop,
          height: barHeight,
          width: Math.max(3, (endDay - start + 1) * dayWidth),
        }}
      />
      {canEdit && (
        <span
          aria-hidden="true"
          title="Drag to change the length"
          data-testid="bar-end-handle"
          className="absolute w-2 cursor-ew-resize touch-none rounded-r-sm hover:bg-foreground/40"
          style={{ left: x(endDay + 1) - 4, top: barTop, height: barHeight }}
          {...on.drag(task, "end")}
        />
      )}
      {dueDay !== null && (
        <span
          aria-hidden="true"
          title={`Due ${formatDay(due)}${canEdit ? " — drag to move" : ""}`}
          data-testid="due-marker"
          className={cn(
            "absolute size-2.5 rotate-45 border",
            endDay > dueDay ? "border-red-800 bg-red-600" : "border-amber-800 bg-amber-400",
            canEdit && "cursor-ew-resize touch-none",
          )}
          style={{ left: x(dueDay) + dayWidth / 2 - 5, top: barTop + barHeight / 2 - 5 }}
          {...(canEdit ? on.drag(task, "due") : {})}
        />
      )}
    </>
  );
});
