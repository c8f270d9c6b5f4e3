import type { WorkstreamSummary } from "@initiative-planner/contract/initiative";
import type { ScheduledTask, TaskSchedule, UpdateTaskBody } from "@initiative-planner/contract/tasks";
import { clsx } from "clsx";
import { CalendarDays } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { formatDay, formatDayShort } from "@/lib/dates";
import { useRowsInView } from "../../hooks/use-rows-in-view";
import { ExternalLinks } from "../external-links";
import { LABEL_MAX, LABEL_MIN } from "./label-resizer";
import { arrowsOf, TimelineArrows } from "./timeline-arrows";
import { TimelineGrid } from "./timeline-grid";
import { type RowHandlers, TimelineLabel, TimelineRow } from "./timeline-row";
import {
  DAY_WIDTH,
  dayOf,
  isoOf,
  rowsOf,
  spanOf,
  stepWorkingDay,
  ticksOf,
  type Zoom,
} from "./timeline-scale";
import { useDatePreview } from "./use-date-preview";
import { usePrinting } from "./use-printing";
import { useStoredNumber } from "./use-stored";

const HEADER = 32;
const PAGE = 12;
const ROW = { desktop: 30, phone: 48 };
/** Until the scroll box has been laid out (and in tests without layout), rows for a window this tall. */
const FALLBACK_HEIGHT = 800;

let monthFormat: Intl.DateTimeFormat | null = null;
const formatMonth = (iso: string) => {
  monthFormat ??= new Intl.DateTimeFormat(undefined, { month: "short", year: "numeric", timeZone: "UTC" });
  return monthFormat.format(new Date(`${iso}T00:00:00Z`));
};

interface TimelineChartProps {
  schedule: TaskSchedule;
  workstreams: WorkstreamSummary[];
  /** Today as an ISO date (passed in so tests and prints are stable). */
  today: string;
  zoom: Zoom;
  phone: boolean;
  canEdit: boolean;
  /** Saves a date change made on a bar; the promise settles once the schedule has been read again. */
  onSave: (task: ScheduledTask, body: UpdateTaskBody) => Promise<unknown>;
  /** Opens the form to change a task's dates (a bar's click, Enter or Space). */
  onOpen: (task: ScheduledTask) => void;
}

/**
 * The initiative's tasks over calendar days, grouped by workstream: a sticky, resizable title column, a sticky
 * header of weeks or months, and only the rows in view rendered (2,000 tasks scroll without long tasks).
 * Editors change a task's length and due date by dragging its bar's end and its due marker, by the keyboard
 * (arrow keys on a focused bar), or in the form a bar opens.
 */
export function TimelineChart({
  schedule,
  workstreams,
  today,
  zoom,
  phone,
  canEdit,
  onSave,
  onOpen,
}: TimelineChartProps) {
  const { tasks } = schedule;
  const [storedLabel, setLabelWidth] = useStoredNumber("timeline:label-width", 240);
  const labelWidth = phone ? 0 : Math.min(LABEL_MAX, Math.max(LABEL_MIN, storedLabel));
  const dayWidth = DAY_WIDTH[zoom];
  const rowHeight = phone ? ROW.phone : ROW.desktop;
  const span = useMemo(() => spanOf(tasks, schedule.due_date), [tasks, schedule.due_date]);
  const rows = useMemo(() => rowsOf(tasks, workstreams), [tasks, workstreams]);
  const rowIndex = useMemo(() => {
    const map = new Map<string, number>();
    for (const [i, row] of rows.entries()) if (row.kind === "task") map.set(row.task.id, i);
    return map;
  }, [rows]);
  const ticks = useMemo(() => ticksOf(span, zoom, formatDayShort, formatMonth), [span, zoom]);
  const chartWidth = (span.last - span.first + 1) * dayWidth;
  const width = labelWidth + chartWidth;

  const scroller = useRef<HTMLDivElement>(null);
  // Rows come and go by pages of PAGE: scrolling renders nothing until a page comes into view, then its rows,
  // in a transition (slices between frames rather than in the scroll event; decision 170).
  const pages = useRowsInView({
    scroller,
    count: Math.ceil(rows.length / PAGE),
    rowHeight: PAGE * rowHeight,
    offset: HEADER,
    overscan: 2,
    fallbackHeight: FALLBACK_HEIGHT,
  });
  const height = HEADER + rows.length * rowHeight;
  const barMiddle = phone ? 33 : rowHeight / 2;
  const arrows = useMemo(
    () =>
      arrowsOf(
        tasks,
        rowIndex,
        (day) => labelWidth + (day - span.first) * dayWidth,
        (row) => HEADER + row * rowHeight + barMiddle,
      ),
    [tasks, rowIndex, labelWidth, span.first, dayWidth, rowHeight, barMiddle],
  );

  const [activeId, setActiveId] = useState<string | null>(null);
  const firstTask = rows.find((row) => row.kind === "task");
  const active = activeId && rowIndex.has(activeId) ? activeId : (firstTask?.task.id ?? null);
  const activeTask = active === null ? null : (rows[rowIndex.get(active) ?? -1] ?? null);
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    const bar = scroller.current?.querySelector<HTMLElement>(`[data-task-id="${focusNext.current}"]`);
    if (bar) {
      focusNext.current = null;
      bar.focus();
    }
  });

  const [said, setSaid] = useState("");
  const { previews, step, dragHandlers } = useDatePreview(dayWidth, (task, body) => {
    setSaid(`Saving ${task.title}…`);
    return onSave(task, body).then(
      () => setSaid(`Saved ${task.title}.`),
      () => setSaid(`${task.title} was not changed.`),
    );
  });

  const moveTo = (index: number) => {
    const row = rows[index];
    if (row?.kind !== "task") return;
    const box = scroller.current;
    if (box) {
      const top = HEADER + index * rowHeight;
      if (top < box.scrollTop + HEADER) box.scrollTop = top - HEADER;
      else if (top + rowHeight > box.scrollTop + box.clientHeight)
        box.scrollTop = top + rowHeight - box.clientHeight;
    }
    focusNext.current = row.task.id;
    setActiveId(row.task.id);
  };
  const findTask = (from: number, dir: 1 | -1) => {
    for (let i = from; i >= 0 && i < rows.length; i += dir) if (rows[i]?.kind === "task") return i;
    return -1;
  };
  const onKeyDown = (event: KeyboardEvent, task: ScheduledTask) => {
    const index = rowIndex.get(task.id) ?? 0;
    const start = dayOf(task.start_date);
    const dir = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (event.key === "ArrowDown") moveTo(findTask(index + 1, 1));
    else if (event.key === "ArrowUp") moveTo(findTask(index - 1, -1));
    else if (event.key === "Home") moveTo(findTask(0, 1));
    else if (event.key === "End") moveTo(findTask(rows.length - 1, -1));
    else if (dir !== 0 && canEdit && event.shiftKey) step(task, "due", (day) => day + dir);
    else if (dir !== 0 && canEdit) step(task, "end", (day) => Math.max(start, stepWorkingDay(day, dir)));
    else return;
    event.preventDefault();
  };

  // The rows get one handlers object for good, reading this render's functions: a scroll renders only new rows.
  const current = useRef({ onKeyDown, dragHandlers, onOpen, canEdit });
  current.current = { onKeyDown, dragHandlers, onOpen, canEdit };
  const handlers = useMemo<RowHandlers>(
    () => ({
      onKeyDown: (event, task) => current.current.onKeyDown(event, task),
      onFocus: (task) => setActiveId(task.id),
      onOpen: (task) => current.current.canEdit && current.current.onOpen(task),
      drag: (task, kind) => current.current.dragHandlers(task, kind),
    }),
    [],
  );

  const hintId = useId();
  const printing = usePrinting();
  const firstRow = printing ? 0 : pages.first * PAGE;
  const lastRow = printing ? rows.length - 1 : Math.min(rows.length, (pages.last + 1) * PAGE) - 1;
  const shown: Array<{ index: number; top: number }> = [];
  for (let i = firstRow; i <= lastRow; i++) shown.push({ index: i, top: HEADER + i * rowHeight });

  return (
    <>
      <p id={hintId} className="sr-only">
        {canEdit
          ? "Up and down arrows go to the next task. Left and right arrows shorten or lengthen the task by a working day; with Shift they move its due date by a day. Enter opens a form to change its dates."
          : "Up and down arrows go to the next task."}
      </p>
      <p className="sr-only" aria-live="polite">
        {said}
      </p>
      {activeTask?.kind === "task" && (canEdit || (activeTask.task.external?.length ?? 0) > 0) && (
        <div className="flex min-w-0 items-center gap-2 text-sm print:hidden">
          <span className="truncate text-muted-foreground">Selected: {activeTask.task.title}</span>
          <ExternalLinks links={activeTask.task.external} status={activeTask.task.status} />
          {canEdit && (
            <Button
              variant="outline"
              size="sm"
              className="shrink-0"
              aria-label={`Change dates of ${activeTask.task.title}`}
              onClick={() => onOpen(activeTask.task)}
            >
              <CalendarDays />
              Change dates
            </Button>
          )}
        </div>
      )}
      <section
        ref={scroller}
        data-timeline-scroller=""
        data-testid="gantt"
        className="relative max-h-[calc(100dvh-12rem)] min-h-64 overflow-auto rounded-md border focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 print:max-h-none print:overflow-visible"
        // The rows are reached with the arrow keys from a bar; the box itself scrolls with the keyboard too.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (axe scrollable-region-focusable).
        tabIndex={0}
        aria-label={`Gantt chart of ${tasks.length} tasks from ${formatDay(isoOf(span.first + 1))} to ${formatDay(schedule.projected_finish)}`}
      >
        <div className="relative" style={{ width, height }}>
          <TimelineGrid
            span={span}
            ticks={ticks}
            dayWidth={dayWidth}
            shadeWeekends={zoom !== "months"}
            labelWidth={labelWidth}
            onLabelWidth={setLabelWidth}
            phone={phone}
            width={width}
            height={height}
            header={HEADER}
            today={dayOf(today)}
            due={schedule.due_date ? dayOf(schedule.due_date) : null}
          />
          <div
            className={clsx("sticky left-0 z-10", !phone && "border-r bg-background")}
            style={{ width: labelWidth, height: height - HEADER }}
          >
            {shown.map((item) => {
              const row = rows[item.index]!;
              return (
                <TimelineLabel
                  key={row.kind === "task" ? row.task.id : `group:${row.id}`}
                  row={row}
                  top={item.top - HEADER}
                  height={rowHeight}
                  phone={phone}
                />
              );
            })}
          </div>
          {lastRow >= firstRow && (
            <TimelineArrows
              arrows={arrows}
              firstRow={firstRow}
              lastRow={lastRow}
              top={HEADER + firstRow * rowHeight}
              height={(lastRow - firstRow + 1) * rowHeight}
              width={width}
            />
          )}
          {shown.map((item) => {
            const row = rows[item.index]!;
            const id = row.kind === "task" ? row.task.id : "";
            return (
              <TimelineRow
                key={row.kind === "task" ? row.task.id : `group:${row.id}`}
                row={row}
                top={item.top}
                height={rowHeight}
                width={width}
                labelWidth={labelWidth}
                phone={phone}
                first={span.first}
                dayWidth={dayWidth}
                preview={previews.get(id)}
                active={id === active}
                canEdit={canEdit}
                hintId={hintId}
                on={handlers}
              />
            );
          })}
        </div>
      </section>
    </>
  );
}
