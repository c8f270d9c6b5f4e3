import type { ScheduledTask } from "@initiative-planner/contract/tasks";
import { memo } from "react";
import { dayOf } from "./timeline-scale";

/** A dependency arrow between two rows: its path in the chart's coordinates, drawn when its rows are in view. */
export interface Arrow {
  top: number;
  bottom: number;
  d: string;
  critical: boolean;
}

/** Every dependency's arrow, from the end of the task depended on to the start of the one that waits. */
export function arrowsOf(
  tasks: ScheduledTask[],
  rowIndex: ReadonlyMap<string, number>,
  x: (day: number) => number,
  y: (row: number) => number,
): Arrow[] {
  const byId = new Map(tasks.map((t) => [t.id, t]));
  const arrows: Arrow[] = [];
  for (const t of tasks) {
    const toRow = rowIndex.get(t.id);
    if (toRow === undefined) continue;
    for (const dep of t.depends_on) {
      const from = byId.get(dep);
      const fromRow = rowIndex.get(dep);
      if (!from || fromRow === undefined) continue;
      const x1 = x(dayOf(from.end_date) + 1);
      const x2 = x(dayOf(t.start_date));
      const y1 = y(fromRow);
      const y2 = y(toRow);
      const mid = Math.max(x1 + 4, x2 - 6);
      arrows.push({
        top: Math.min(fromRow, toRow),
        bottom: Math.max(fromRow, toRow),
        d: `M${x1},${y1}H${mid}V${y2}H${x2}M${x2 - 4},${y2 - 3}L${x2},${y2}L${x2 - 4},${y2 + 3}`,
        critical: from.critical && t.critical,
      });
    }
  }
  return arrows;
}

interface TimelineArrowsProps {
  arrows: Arrow[];
  /** The rows rendered now (first and last index) and where they are drawn. */
  firstRow: number;
  lastRow: number;
  top: number;
  height: number;
  width: number;
}

/**
 * The arrows that cross the rows in view, one path for the critical path's and one for the rest, in an SVG as
 * tall as those rows: scrolling draws a few dozen arrows, never all of them.
 */
export const TimelineArrows = memo(function TimelineArrows({
  arrows,
  firstRow,
  lastRow,
  top,
  height,
  width,
}: TimelineArrowsProps) {
  let plain = "";
  let critical = "";
  for (const a of arrows) {
    if (a.bottom < firstRow || a.top > lastRow) continue;
    if (a.critical) critical += a.d;
    else plain += a.d;
  }
  return (
    <svg
      aria-hidden="true"
      className="pointer-events-none absolute left-0"
      style={{ top, height, width }}
      width={width}
      height={height}
      viewBox={`0 ${top} ${width} ${height}`}
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
});
