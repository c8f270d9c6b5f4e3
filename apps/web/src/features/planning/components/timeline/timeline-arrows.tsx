import type { ScheduledTask } from "@initiative-planner/contract/tasks";
import type { VirtualItem } from "@tanstack/react-virtual";
import { dayOf } from "./timeline-scale";

interface TimelineArrowsProps {
  tasks: ScheduledTask[];
  rowIndex: ReadonlyMap<string, number>;
  /** The rows rendered now: only arrows that cross them are drawn. */
  items: VirtualItem[];
  rowHeight: number;
  /** From a row's top to the middle of its bar. */
  barTop: number;
  x: (day: number) => number;
  width: number;
}

/**
 * The dependency arrows that cross the rows in view, one path for the critical path's and one for the rest,
 * in an SVG as tall as those rows: scrolling draws a few dozen arrows, never all of them.
 */
export function TimelineArrows({ tasks, rowIndex, items, rowHeight, barTop, x, width }: TimelineArrowsProps) {
  const firstItem = items[0];
  const lastItem = items[items.length - 1];
  if (!firstItem || !lastItem) return null;
  const top = firstItem.start;
  const height = lastItem.end - top;
  const y = (row: number) => firstItem.start + (row - firstItem.index) * rowHeight + barTop - top;
  const byId = new Map(tasks.map((t) => [t.id, t]));
  let plain = "";
  let critical = "";
  for (const t of tasks) {
    const toRow = rowIndex.get(t.id);
    if (toRow === undefined) continue;
    for (const dep of t.depends_on) {
      const from = byId.get(dep);
      const fromRow = rowIndex.get(dep);
      if (!from || fromRow === undefined) continue;
      if (Math.max(fromRow, toRow) < firstItem.index || Math.min(fromRow, toRow) > lastItem.index) continue;
      const x1 = x(dayOf(from.end_date) + 1);
      const x2 = x(dayOf(t.start_date));
      const y1 = y(fromRow);
      const y2 = y(toRow);
      const mid = Math.max(x1 + 4, x2 - 6);
      const d = `M${x1},${y1}H${mid}V${y2}H${x2}M${x2 - 4},${y2 - 3}L${x2},${y2}L${x2 - 4},${y2 + 3}`;
      if (from.critical && t.critical) critical += d;
      else plain += d;
    }
  }
  return (
    <svg
      aria-hidden="true"
      className="pointer-events-none absolute left-0"
      style={{ top, height, width }}
      width={width}
      height={height}
    >
      <path d={plain} fill="none" className="stroke-muted-foreground/60" />
      <path
        d={critical}
        fill="none"
        strokeWidth={1.5}
        className="stroke-red-600"
        data-testid="critical-arrows"
      />
    </svg>
  );
}
