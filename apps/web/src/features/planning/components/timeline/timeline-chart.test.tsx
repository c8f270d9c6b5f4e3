import type { TaskSchedule } from "@initiative-planner/contract/tasks";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { scheduledTask, taskId } from "../../test/task-fixtures";
import { TimelineChart } from "./timeline-chart";

// jsdom has no pointer capture; Chromium's is exercised by the timeline spec.
beforeAll(() => {
  Element.prototype.setPointerCapture ??= () => {};
});
afterEach(() => localStorage.clear());

const A = "00000000-0000-4000-8000-00000000000a";
const B = "00000000-0000-4000-8000-00000000000b";
const C = "00000000-0000-4000-8000-00000000000c";
const schedule: TaskSchedule = {
  tasks: [
    scheduledTask(A, "design", "2026-11-23", "2026-11-24", { critical: true }),
    scheduledTask(B, "engg_frontend", "2026-11-25", "2026-11-30", {
      critical: true,
      depends_on: [A],
      estimate_days: 4,
    }),
    scheduledTask(C, "legal", "2026-11-23", "2026-11-23", { due_date: "2026-11-26", estimate_days: 1 }),
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

function renderChart(
  options: { canEdit?: boolean; phone?: boolean; today?: string; schedule?: TaskSchedule } = {},
) {
  const onSave = vi.fn(() => Promise.resolve());
  const onOpen = vi.fn();
  render(
    <TimelineChart
      schedule={options.schedule ?? schedule}
      workstreams={workstreams}
      today={options.today ?? "2026-11-25"}
      zoom="days"
      phone={options.phone ?? false}
      canEdit={options.canEdit ?? true}
      onSave={onSave}
      onOpen={onOpen}
    />,
  );
  return { onSave, onOpen };
}

const bar = (title: string) => screen.getByRole("button", { name: new RegExp(`^${title}:`) });

describe("TimelineChart", () => {
  it("shows every workstream's tasks as named bars, the critical path's arrows, today and the due date", () => {
    renderChart();
    const chart = screen.getByRole("region", { name: /Gantt chart of 3 tasks/ });
    for (const name of ["Design", "Front-end", "Legal"])
      expect(within(chart).getByText(name)).toBeInTheDocument();
    expect(bar("Task b")).toHaveAccessibleName(/Task b: .+, 4 working days, To do, critical path/);
    expect(bar("Task c")).toHaveAccessibleName(/due .*26.*/);
    expect(screen.getAllByTestId("due-marker")).toHaveLength(1);
    // One arrow (a line and a head), between the two critical tasks.
    expect(screen.getByTestId("critical-arrows").getAttribute("d")?.match(/M/g)).toHaveLength(2);
    expect(screen.getByTestId("today-line")).toBeInTheDocument();
    expect(screen.getByTestId("due-line")).toBeInTheDocument();
  });

  it("leaves out today's line when today is outside the schedule", () => {
    renderChart({ today: "2025-01-01" });
    expect(screen.queryByTestId("today-line")).toBeNull();
  });

  it("resizes the task column from the keyboard and keeps the width", async () => {
    const user = userEvent.setup();
    renderChart();
    const separator = screen.getByRole("separator", { name: "Task column width" });
    expect(separator).toHaveAttribute("aria-valuenow", "240");
    separator.focus();
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(separator).toHaveAttribute("aria-valuenow", "272");
    await user.keyboard("{End}");
    expect(separator).toHaveAttribute("aria-valuenow", "480");
    await user.keyboard("{Home}");
    expect(separator).toHaveAttribute("aria-valuenow", "120");
    expect(localStorage.getItem("timeline:label-width")).toBe("120");
  });

  it("resizes the task column by dragging", () => {
    renderChart();
    const separator = screen.getByRole("separator", { name: "Task column width" });
    fireEvent.pointerDown(separator, { button: 0, pointerId: 1, clientX: 240 });
    fireEvent.pointerMove(separator, { pointerId: 1, clientX: 300 });
    fireEvent.pointerUp(separator, { pointerId: 1, clientX: 300 });
    expect(separator).toHaveAttribute("aria-valuenow", "300");
  });

  it("changes a task's length and due date with the arrow keys, saved once after the last press", async () => {
    const user = userEvent.setup();
    const { onSave } = renderChart();
    bar("Task b").focus();
    // Two working days longer: Monday 30 Nov → Wednesday 2 Dec.
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(bar("Task b")).toHaveAccessibleName(/6 working days/);
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ id: B }), { estimate_days: 6 });

    bar("Task c").focus();
    await user.keyboard("{Shift>}{ArrowRight}{/Shift}");
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    expect(onSave).toHaveBeenLastCalledWith(expect.objectContaining({ id: C }), { due_date: "2026-11-27" });
  });

  it("moves between bars with Up and Down, and opens the form with Enter", async () => {
    const user = userEvent.setup();
    const { onOpen } = renderChart();
    // One bar is in the tab order; the others are reached with the arrow keys.
    expect(bar("Task a")).toHaveAttribute("tabindex", "0");
    expect(bar("Task b")).toHaveAttribute("tabindex", "-1");
    bar("Task a").focus();
    await user.keyboard("{ArrowDown}");
    await waitFor(() => expect(bar("Task b")).toHaveFocus());
    await user.keyboard("{Enter}");
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: B }));
  });

  it("lengthens a bar by dragging its end", async () => {
    const { onSave } = renderChart();
    const handle = screen.getAllByTestId("bar-end-handle")[0]!;
    fireEvent.pointerDown(handle, { button: 0, pointerId: 1, clientX: 100 });
    // 28 px a day at the Days zoom: three calendar days later, Tuesday 24 → Friday 27 Nov.
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 184 });
    fireEvent.pointerUp(handle, { pointerId: 1, clientX: 184 });
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ id: A }), { estimate_days: 5 }),
    );
  });

  it("lets viewers read and move between bars but change nothing", async () => {
    const user = userEvent.setup();
    const { onSave, onOpen } = renderChart({ canEdit: false });
    expect(screen.queryByTestId("bar-end-handle")).toBeNull();
    bar("Task a").focus();
    await user.keyboard("{ArrowRight}{Enter}");
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(onSave).not.toHaveBeenCalled();
    expect(onOpen).not.toHaveBeenCalled();
  });

  describe("tracker links", () => {
    const synced_at = "2026-11-25T09:00:00Z";
    const linked: TaskSchedule = {
      ...schedule,
      tasks: schedule.tasks.map((t) =>
        t.id === B
          ? {
              ...t,
              external: [
                { kind: "github", key: "#12", url: "https://github.com/acme/plan/issues/12", synced_at },
                { kind: "jira", key: "PLAN-7", url: "https://acme.atlassian.net/browse/PLAN-7", synced_at },
              ],
            }
          : t.id === C
            ? {
                ...t,
                status: "done" as const,
                external: [
                  { kind: "linear", key: "ENG-4", url: "https://linear.app/acme/issue/ENG-4", synced_at },
                ],
              }
            : t,
      ),
    };

    it("shows a linked task's issues next to its title and in its bar's name, outside the tab order", async () => {
      const user = userEvent.setup();
      renderChart({ schedule: linked });
      const chart = screen.getByRole("region", { name: /Gantt chart/ });
      const github = within(chart).getByRole("link", { name: "GitHub #12, open (opens GitHub)" });
      expect(github).toHaveAttribute("href", "https://github.com/acme/plan/issues/12");
      expect(github).toHaveAttribute("tabindex", "-1");
      expect(within(chart).getByRole("link", { name: "Jira PLAN-7, open (opens Jira)" })).toBeInTheDocument();
      expect(
        within(chart).getByRole("link", { name: "Linear ENG-4, done (opens Linear)" }),
      ).toBeInTheDocument();
      expect(within(chart).getAllByRole("link")).toHaveLength(3);
      expect(bar("Task b")).toHaveAccessibleName(/, critical path, GitHub #12, Jira PLAN-7$/);
      expect(bar("Task a").getAttribute("aria-label")).not.toMatch(/GitHub|Linear|Jira/);
      // Tab reaches one bar, then leaves the chart: the links do not add tab stops to the rows.
      bar("Task a").focus();
      await user.tab();
      expect(
        within(chart)
          .queryAllByRole("link")
          .some((l) => l === document.activeElement),
      ).toBe(false);
      expect(document.activeElement?.closest("[data-timeline-scroller]")).toBeNull();
    });

    it("offers the selected task's links above the chart, for viewers too", async () => {
      const user = userEvent.setup();
      renderChart({ schedule: linked, canEdit: false });
      const chart = screen.getByRole("region", { name: /Gantt chart/ });
      const outside = () =>
        screen.queryAllByRole("link", { name: /GitHub #12/ }).filter((l) => !chart.contains(l));
      // Task a is selected first and has no issue: nothing above the chart.
      expect(outside()).toHaveLength(0);
      bar("Task a").focus();
      await user.keyboard("{ArrowDown}");
      await waitFor(() => expect(bar("Task b")).toHaveFocus());
      expect(screen.getByText("Selected: Task b")).toBeInTheDocument();
      expect(outside()).toHaveLength(1);
      expect(outside()[0]).not.toHaveAttribute("tabindex");
      expect(screen.queryByRole("button", { name: /Change dates/ })).toBeNull();
    });
  });

  it("puts the title above the bar on a phone, without a task column", () => {
    renderChart({ phone: true });
    expect(screen.queryByRole("separator")).toBeNull();
    expect(screen.getByTitle("Task a")).toBeInTheDocument();
  });

  it("writes only the rows in view of 2,000 tasks, and every row when the page is printed", () => {
    const many: TaskSchedule = {
      ...schedule,
      tasks: Array.from({ length: 2_000 }, (_, i) =>
        scheduledTask(taskId(i), "design", "2026-11-23", "2026-11-24"),
      ),
    };
    render(
      <TimelineChart
        schedule={many}
        workstreams={workstreams}
        today="2026-11-25"
        zoom="weeks"
        phone={false}
        canEdit={false}
        onSave={() => Promise.resolve()}
        onOpen={() => {}}
      />,
    );
    const bars = () => document.querySelectorAll("[data-task-id]").length;
    expect(bars()).toBeGreaterThan(20);
    expect(bars()).toBeLessThan(100);
    act(() => {
      window.dispatchEvent(new Event("beforeprint"));
    });
    expect(bars()).toBe(2_000);
    act(() => {
      window.dispatchEvent(new Event("afterprint"));
    });
    expect(bars()).toBeLessThan(100);
  });
});
