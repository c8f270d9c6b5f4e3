import type { WorkstreamSummary } from "@initiative-planner/contract/initiative";
import type { TaskSchedule } from "@initiative-planner/contract/tasks";
import { flushSync } from "react-dom";
import { createRoot, type Root } from "react-dom/client";
import { TimelineChart } from "../../apps/web/src/features/planning/components/timeline/timeline-chart";
import { zoomFor } from "../../apps/web/src/features/planning/components/timeline/timeline-scale";
import "./bench.css";

const DAY = 86_400_000;
const chart = (schedule: TaskSchedule, workstreams: WorkstreamSummary[]) => {
  const days = (Date.parse(schedule.projected_finish!) - Date.parse(schedule.tasks[0]!.start_date)) / DAY;
  return (
    <TimelineChart
      schedule={schedule}
      workstreams={workstreams}
      today={schedule.tasks[0]!.start_date}
      zoom={zoomFor(days)}
      phone={false}
      canEdit={true}
      onSave={() => Promise.resolve()}
      onOpen={() => {}}
    />
  );
};

/** Mounts the timeline once in a fresh root and returns the milliseconds the render took. */
function firstRender(schedule: TaskSchedule, workstreams: WorkstreamSummary[]): number {
  const host = document.createElement("div");
  document.body.append(host);
  const root = createRoot(host);
  const start = performance.now();
  flushSync(() => root.render(chart(schedule, workstreams)));
  // Layout of the new chart counts too: reading a size forces it.
  host.getBoundingClientRect();
  const elapsed = performance.now() - start;
  root.unmount();
  host.remove();
  return elapsed;
}

let mounted: Root | null = null;

/**
 * Mounts the timeline in a box the size of the window, as the timeline screen shows it, and keeps it for the
 * scrolling measurement. Returns the milliseconds to the first paint of the chart.
 */
async function mount(schedule: TaskSchedule, workstreams: WorkstreamSummary[]): Promise<number> {
  const host = document.createElement("div");
  host.id = "bench-host";
  host.style.cssText = "height:100vh;overflow:auto";
  document.body.style.margin = "0";
  document.body.append(host);
  mounted = createRoot(host);
  const start = performance.now();
  flushSync(() => mounted!.render(chart(schedule, workstreams)));
  host.getBoundingClientRect();
  // Until the frame that shows it has been painted.
  await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  return performance.now() - start;
}

declare global {
  interface Window {
    timelineBench: { firstRender: typeof firstRender; mount: typeof mount };
  }
}
window.timelineBench = { firstRender, mount };
