import { memo } from "react";
import { LabelResizer } from "./label-resizer";
import type { Span, Tick } from "./timeline-scale";
import { weekdayOf } from "./timeline-scale";

interface TimelineGridProps {
  span: Span;
  ticks: Tick[];
  dayWidth: number;
  shadeWeekends: boolean;
  labelWidth: number;
  onLabelWidth: (width: number) => void;
  phone: boolean;
  width: number;
  height: number;
  header: number;
  today: number;
  due: number | null;
}

/**
 * What does not move with the rows: weekend shading (one CSS gradient, however many weeks), the week or month
 * lines, today's and the due date's lines, and the sticky header with the task column's resizer.
 */
export const TimelineGrid = memo(function TimelineGrid(props: TimelineGridProps) {
  const { span, ticks, dayWidth, labelWidth, phone, width, height, header, today, due } = props;
  const chartWidth = width - labelWidth;
  const x = (day: number) => labelWidth + (day - span.first) * dayWidth;
  const body = { top: header, height: height - header };
  const weekend = props.shadeWeekends
    ? {
        backgroundImage: `linear-gradient(to right, transparent ${5 * dayWidth}px, var(--color-muted) ${5 * dayWidth}px)`,
        backgroundSize: `${7 * dayWidth}px 100%`,
        backgroundPositionX: `${-weekdayOf(span.first) * dayWidth}px`,
      }
    : {};
  return (
    <>
      <div
        aria-hidden="true"
        className="absolute"
        style={{ ...body, left: labelWidth, width: chartWidth, ...weekend }}
      />
      {ticks.map((t) => (
        <div
          key={t.day}
          aria-hidden="true"
          className="absolute border-l border-border"
          style={{ ...body, left: x(t.day) }}
        />
      ))}
      {today >= span.first && today <= span.last && (
        <div
          data-testid="today-line"
          title="Today"
          className="absolute w-0.5 bg-primary"
          style={{ ...body, left: x(today) }}
        />
      )}
      {due !== null && (
        <div
          data-testid="due-line"
          title="Due date"
          className="absolute border-l-2 border-dashed border-amber-600"
          style={{ ...body, left: x(due + 1) }}
        />
      )}
      <div
        className="sticky top-0 z-20 flex border-b bg-background text-xs text-muted-foreground"
        style={{ width, height: header }}
      >
        {!phone && (
          <div
            className="sticky left-0 z-30 flex items-center border-r bg-background px-2 font-medium"
            style={{ width: labelWidth }}
          >
            Task
            <LabelResizer width={labelWidth} onResize={props.onLabelWidth} />
          </div>
        )}
        <div aria-hidden="true" className="relative" style={{ width: chartWidth }}>
          {ticks.map((t) => (
            <span
              key={t.day}
              className="absolute top-2 whitespace-nowrap pl-1"
              style={{ left: x(t.day) - labelWidth }}
            >
              {t.label}
            </span>
          ))}
        </div>
      </div>
    </>
  );
});
