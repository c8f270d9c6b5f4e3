import type { TaskSchedule } from "@initiative-planner/contract/tasks";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { GanttChart } from "./gantt-chart";

const task = (
  id: string,
  ws: string,
  start: string,
  end: string,
  critical: boolean,
  deps: string[] = [],
) => ({
  id,
  workstream_id: ws,
  title: `Task ${id}`,
  description: "",
  owner_role: "Engineer",
  estimate_days: 1,
  depends_on: deps,
  status: "todo" as const,
  assignee_id: null,
  due_date: null,
  position: 0,
  external: [],
  start_date: start,
  end_date: end,
  critical,
});

const A = "00000000-0000-4000-8000-00000000000a";
const B = "00000000-0000-4000-8000-00000000000b";
const C = "00000000-0000-4000-8000-00000000000c";
const schedule: TaskSchedule = {
  tasks: [
    task(A, "design", "2026-11-23", "2026-11-24", true),
    task(B, "engg_frontend", "2026-11-25", "2026-11-30", true, [A]),
    task(C, "legal", "2026-11-23", "2026-11-23", false),
  ],
  projected_finish: "2026-11-30",
  due_date: "2026-11-27",
  late: true,
};
const workstreams = [
  { id: "design", name: "Design" },
  { id: "engg_frontend", name: "Front-end" },
  { id: "legal", name: "Legal" },
];

describe("GanttChart", () => {
  it("draws a bar per task grouped by workstream, the critical path, arrows, today and the due date", () => {
    render(<GanttChart schedule={schedule} workstreams={workstreams} today="2026-11-25" />);
    const chart = screen.getByRole("img", {
      name: /Gantt chart of 3 tasks from 2026-11-23 to 2026-11-30; 2 on the critical path/,
    });
    for (const name of ["Design", "Front-end", "Legal"]) expect(within(chart).getByText(name)).toBeTruthy();
    expect(chart.querySelectorAll("rect[data-critical]")).toHaveLength(2);
    // One arrow, between the two critical tasks: the critical path's own arrows.
    expect(screen.getByTestId("critical-arrows").getAttribute("d")?.match(/M/g)).toHaveLength(2);
    expect(screen.getByTestId("today-line")).toBeTruthy();
    expect(screen.getByTestId("due-line")).toBeTruthy();
    expect(chart.textContent).toContain("Task " + A);
  });

  it("leaves out the today line when today is outside the schedule", () => {
    render(
      <GanttChart schedule={{ ...schedule, due_date: null }} workstreams={workstreams} today="2025-01-01" />,
    );
    expect(screen.queryByTestId("today-line")).toBeNull();
    expect(screen.queryByTestId("due-line")).toBeNull();
  });
});
