import type { WorkstreamSummary } from "@initiative-planner/contract/initiative";
import type { TaskSchedule } from "@initiative-planner/contract/tasks";

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
      <defs>
        <marker
          id="gantt-arrow"
          viewBox="0 0 6 6"
          refX="6"
          refY="3"
          markerWidth="6"
          markerHeight="6"
          orient="auto"
        >
          <path d="M0,0 L6,3 L0,6 z" className="fill-muted-foreground" />
        </marker>
      </defs>
      {weekends.map((d) => (
        <rect
          key={d}
          x={x(d)}
          y={HEADER}
          width={dayWidth}
          height={height - HEADER}
          className="fill-muted/60"
        />
      ))}
      {mondays.map((d) => (
        <g key={d}>
          <line x1={x(d)} x2={x(d)} y1={HEADER - 6} y2={height} className="stroke-border" />
          <text x={x(d) + 2} y={HEADER - 10} className="fill-muted-foreground">
            {isoOf(d).slice(5)}
          </text>
        </g>
      ))}
      {rows.map((row, i) =>
        row.kind === "group" ? (
          <text key={`g${row.name}`} x={4} y={y(i) + 17} className="fill-foreground font-semibold">
            {row.name}
          </text>
        ) : null,
      )}
      {tasks.flatMap((t) =>
        t.depends_on.flatMap((dep) => {
          const from = byId.get(dep);
          const fromRow = rowOf.get(dep);
          const toRow = rowOf.get(t.id);
          if (!from || fromRow === undefined || toRow === undefined) return [];
          const x1 = x(dayOf(from.end_date) + 1);
          const x2 = x(dayOf(t.start_date));
          const y1 = y(fromRow) + ROW / 2;
          const y2 = y(toRow) + ROW / 2;
          const mid = Math.max(x1 + 4, x2 - 6);
          const both = from.critical && t.critical;
          return [
            <path
              key={`${dep}>${t.id}`}
              d={`M${x1},${y1} H${mid} V${y2} H${x2}`}
              fill="none"
              markerEnd="url(#gantt-arrow)"
              className={both ? "stroke-red-600" : "stroke-muted-foreground/60"}
              data-critical={both || undefined}
            />,
          ];
        }),
      )}
      {tasks.map((t) => {
        const row = rowOf.get(t.id)!;
        const start = dayOf(t.start_date);
        const barWidth = (dayOf(t.end_date) - start + 1) * dayWidth;
        return (
          <g key={t.id} data-critical={t.critical || undefined}>
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
          </g>
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
