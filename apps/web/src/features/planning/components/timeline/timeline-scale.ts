import type { WorkstreamSummary } from "@initiative-planner/contract/initiative";
import type { ScheduledTask } from "@initiative-planner/contract/tasks";
import { byTeam } from "../../lib/task-table-model";

/** Calendar days as whole numbers (days since 1970-01-01, UTC): the timeline's one unit. */
const DAY_MS = 86_400_000;
export const dayOf = (iso: string) => Math.floor(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / DAY_MS);
export const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** 0 = Monday … 6 = Sunday (day 0 was a Thursday). */
export const weekdayOf = (day: number) => (day + 3) % 7;
export const isWorkingDay = (day: number) => weekdayOf(day) < 5;

/** The next (step 1) or previous (step -1) working day after `day`. */
export function stepWorkingDay(day: number, step: 1 | -1): number {
  let next = day + step;
  while (!isWorkingDay(next)) next += step;
  return next;
}

/** Working days gained moving from `from` to `to`: the working days in (from, to], negative going back. */
export function workingDaysBetween(from: number, to: number): number {
  const [lo, hi, sign] = from <= to ? [from, to, 1] : [to, from, -1];
  let count = 0;
  for (let d = lo + 1; d <= hi; d++) if (isWorkingDay(d)) count++;
  return count * sign;
}

export type Zoom = "days" | "weeks" | "months";
export const ZOOMS: Array<{ zoom: Zoom; label: string }> = [
  { zoom: "days", label: "Days" },
  { zoom: "weeks", label: "Weeks" },
  { zoom: "months", label: "Months" },
];
/** Pixels per calendar day at each zoom. */
export const DAY_WIDTH: Record<Zoom, number> = { days: 28, weeks: 10, months: 3 };

/** The zoom that fits a span of days on a desktop screen without scrolling far. */
export const zoomFor = (days: number): Zoom => (days > 180 ? "months" : days > 45 ? "weeks" : "days");

export interface Span {
  first: number;
  last: number;
}

/** From the first task's start to a day past the last task's end or due date and the initiative's due date. */
export function spanOf(tasks: ScheduledTask[], dueDate: string | null): Span {
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const t of tasks) {
    first = Math.min(first, dayOf(t.start_date));
    last = Math.max(last, dayOf(t.end_date), t.due_date ? dayOf(t.due_date) : last);
  }
  if (dueDate) last = Math.max(last, dayOf(dueDate));
  // A little room on both sides, so that a bar can be lengthened and a due date moved past the end.
  return { first: first - 1, last: last + 7 };
}

export interface Tick {
  day: number;
  /** Text under the tick: a day at the Days and Weeks zooms, a month at the Months zoom. */
  label: string;
}

/** Where the header's labels and the chart's lines go: every Monday, or every month's first day. */
export function ticksOf(
  span: Span,
  zoom: Zoom,
  formatDay: (iso: string) => string,
  formatMonth: (iso: string) => string,
): Tick[] {
  const ticks: Tick[] = [];
  for (let d = span.first; d <= span.last; d++) {
    const iso = isoOf(d);
    if (zoom === "months" ? iso.endsWith("-01") : weekdayOf(d) === 0)
      ticks.push({ day: d, label: zoom === "months" ? formatMonth(iso) : formatDay(iso) });
  }
  return ticks;
}

export type Row = { kind: "group"; id: string; name: string } | { kind: "task"; task: ScheduledTask };

/** A heading row per workstream (in the initiative's order) followed by its tasks. */
export function rowsOf(tasks: ScheduledTask[], workstreams: WorkstreamSummary[]): Row[] {
  return byTeam(tasks, workstreams).flatMap(({ id, name, tasks }): Row[] => [
    { kind: "group", id, name },
    ...tasks.map((task) => ({ kind: "task" as const, task })),
  ]);
}

/** Estimates are half days from 0.5 to 60 (the contract's limits). */
export const clampEstimate = (days: number) => Math.min(60, Math.max(0.5, Math.round(days * 2) / 2));

/** The estimate that makes a task end on `endDay` instead of on its scheduled end. */
export const estimateEndingOn = (task: ScheduledTask, endDay: number) =>
  clampEstimate(task.estimate_days + workingDaysBetween(dayOf(task.end_date), endDay));
