import type { WorkstreamSummary } from "@initiative-planner/contract/initiative";
import type { TaskSchedule } from "@initiative-planner/contract/tasks";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { GanttChart } from "../../apps/web/src/features/planning/components/gantt-chart";

/** Mounts the Gantt chart once in a fresh root and returns the milliseconds the render took. */
function firstRender(schedule: TaskSchedule, workstreams: WorkstreamSummary[]): number {
  const host = document.createElement("div");
  document.body.append(host);
  const root = createRoot(host);
  const start = performance.now();
  flushSync(() =>
    root.render(
      <GanttChart schedule={schedule} workstreams={workstreams} today={schedule.tasks[0]!.start_date} />,
    ),
  );
  // Layout of the new SVG counts too: reading a size forces it.
  host.getBoundingClientRect();
  const elapsed = performance.now() - start;
  root.unmount();
  host.remove();
  return elapsed;
}

declare global {
  interface Window {
    timelineBench: { firstRender: typeof firstRender };
  }
}
window.timelineBench = { firstRender };
