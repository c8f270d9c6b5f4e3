import type { WorkstreamSummary } from "@initiative-planner/contract/initiative";
import type { TaskSchedule } from "@initiative-planner/contract/tasks";
import { Fragment } from "react";
import { formatDayShort } from "../../../lib/dates";

const DAY_MS = 86_400_000;
const ROW = 26;
const HEADER = 28;
const LABEL = 240;

const dayOf = (iso: string) => Math.floor(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / DAY_MS);
const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

interface GanttChartProps {
  schedule: TaskSchedule;
  workstreams: WorkstreamSummary[];
  /** Today as an ISO date (passed in so tests and prints are stable). */
  today: string;
}

type Row = { kind: "group"; name: string } | { kind: "task"; index: number };

/**
 * The whole initiative as one SVG: a row per task grouped by workstream, bars over calendar days
 * (weekends shaded), dependency arrows, the critical path in red, today's line and the due-date line.
 */
export function GanttChart({ schedule, workstreams, today }: GanttChartProps) {
  const { tasks } = schedule;
  const first = Math.min(...tasks.map((t) => dayOf(t.start_date)));
  const lastTask = Math.max(...tasks.map((t) => dayOf(t.end_date)));
  const last = Math.max(lastTask, schedule.due_date ? dayOf(schedule.due_date) : lastTask) + 1;
  const days = last - first + 1;
  const dayWidth = days > 180 ? 6 : days > 90 ? 10 : 20;

  const order = new Map(workstreams.map((w, i) => [w.id, i]));
  const rows: Row[] = [];
  const rowOf = new Map<string, number>();
  const groups = [...new Set(tasks.map((t) => t.workstream_id))].sort(
    (a, b) => (order.get(a) ?? 99) - (order.get(b) ?? 99),
  );
  for (const id of groups) {
    rows.push({ kind: "group", name: workstreams.find((w) => w.id === id)?.name ?? id });
    tasks.forEach((t, index) => {
      if (t.workstream_id !== id) return;
      rowOf.set(t.id, rows.length);
      rows.push({ kind: "task", index });
    });
  }
  const width = LABEL + days * dayWidth;
  const height = HEADER + rows.length * ROW;
  const x = (day: number) => LABEL + (day - first) * dayWidth;
  const y = (row: number) => HEADER + row * ROW;

  const weekends: number[] = [];
  const mondays: number[] = [];
  for (let d = first; d <= last; d++) {
    const weekday = (d + 3) % 7; // 0 = Monday
    if (weekday >= 5) weekends.push(d);
    if (weekday === 0) mondays.push(d);
  }
  const todayDay = dayOf(today);
  const dueDay = schedule.due_date ? dayOf(schedule.due_date) : null;
  const critical = tasks.filter((t) => t.critical).length;
  const byId = new Map(tasks.map((t) => [t.id, t]));
  // Every dependency arrow (elbow line plus a head) as one path per kind, critical or not.
  const arrows = { plain: "", critical: "" };
  for (const t of tasks) {
    for (const dep of t.depends_on) {
      const from = byId.get(dep);
      const fromRow = rowOf.get(dep);
      const toRow = rowOf.get(t.id);
      if (!from || fromRow === undefined || toRow === undefined) continue;
      const x1 = x(dayOf(from.end_date) + 1);
      const x2 = x(dayOf(t.start_date));
      const y1 = y(fromRow) + ROW / 2;
      const y2 = y(toRow) + ROW / 2;
      const mid = Math.max(x1 + 4, x2 - 6);
      const d = `M${x1},${y1}H${mid}V${y2}H${x2}M${x2 - 4},${y2 - 3}L${x2},${y2}L${x2 - 4},${y2 + 3}`;
      if (from.critical && t.critical) arrows.critical += d;
      else arrows.plain += d;
    }
  }

  return (
    <svg
      role="img"
      aria-label={`Gantt chart of ${tasks.length} tasks from ${isoOf(first)} to ${schedule.projected_finish}; ${critical} on the critical path`}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      className="gantt max-w-none font-sans text-[11px]"
      data-testid="gantt"
    >
      {/* One path each for the weekend bands and the week lines: hundreds of days stay a few elements. */}
      <path
        d={weekends.map((d) => `M${x(d)},${HEADER} h${dayWidth} V${height} h${-dayWidth} z`).join("")}
        className="fill-muted/60"
      />
      <path d={mondays.map((d) => `M${x(d)},${HEADER - 6} V${height}`).join("")} className="stroke-border" />
      {mondays.map((d) => (
        <text key={d} x={x(d) + 2} y={HEADER - 10} className="fill-muted-foreground">
          {formatDayShort(isoOf(d))}
        </text>
      ))}
      {rows.map((row, i) =>
        row.kind === "group" ? (
          <text key={`g${row.name}`} x={4} y={y(i) + 17} className="fill-foreground font-semibold">
            {row.name}
          </text>
        ) : null,
      )}
      <path d={arrows.plain} fill="none" className="stroke-muted-foreground/60" />
      <path
        d={arrows.critical}
        fill="none"
        strokeWidth={1.5}
        className="stroke-red-600"
        data-testid="critical-arrows"
      />
      {tasks.map((t) => {
        const row = rowOf.get(t.id)!;
        const start = dayOf(t.start_date);
        const barWidth = (dayOf(t.end_date) - start + 1) * dayWidth;
        return (
          <Fragment key={t.id}>
            {/* The full title is the bar's tooltip and in the table alternative. */}
            <text x={16} y={y(row) + 17} className="fill-foreground">
              {t.title.length > 34 ? `${t.title.slice(0, 33)}…` : t.title}
            </text>
            <rect
              x={x(start)}
              y={y(row) + 5}
              width={barWidth}
              height={ROW - 10}
              rx={3}
              data-critical={t.critical || undefined}
              className={
                t.critical
                  ? "fill-red-500 stroke-red-700"
                  : t.status === "done"
                    ? "fill-emerald-500/70 stroke-emerald-700"
                    : "fill-sky-500/70 stroke-sky-700"
              }
            >
              <title>
                {`${t.title}: ${t.start_date} → ${t.end_date}, ${t.estimate_days} d${t.critical ? ", critical" : ""}`}
              </title>
            </rect>
          </Fragment>
        );
      })}
      {todayDay >= first && todayDay <= last && (
        <line
          x1={x(todayDay)}
          x2={x(todayDay)}
          y1={HEADER - 4}
          y2={height}
          strokeWidth={2}
          className="stroke-primary"
          data-testid="today-line"
        >
          <title>Today</title>
        </line>
      )}
      {dueDay !== null && (
        <line
          x1={x(dueDay + 1)}
          x2={x(dueDay + 1)}
          y1={HEADER - 4}
          y2={height}
          strokeWidth={2}
          strokeDasharray="4 3"
          className="stroke-amber-600"
          data-testid="due-line"
        >
          <title>Due date</title>
        </line>
      )}
    </svg>
  );
}
