import { routes } from "@initiative-planner/contract/routes";
import type { ScheduledTask, TaskSchedule } from "@initiative-planner/contract/tasks";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatDay } from "@/lib/dates";
import { handle } from "@/test/api-handlers";
import { EventStream } from "@/test/api-streams";
import { servePlanning, subsection } from "../../test/fixtures";
import { renderPlanning } from "../../test/render-planning";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const T1 = "00000000-0000-4000-8000-000000000001";
const T2 = "00000000-0000-4000-8000-000000000002";
const scheduled = (
  id: string,
  title: string,
  start: string,
  end: string,
  due: string | null,
): ScheduledTask => ({
  id,
  workstream_id: "engg_backend",
  title,
  description: "",
  owner_role: "Backend Engineer",
  estimate_days: 2,
  depends_on: [],
  status: "todo",
  assignee_id: null,
  due_date: due,
  position: 0,
  start_date: start,
  end_date: end,
  critical: false,
  external: [],
});

/** A timeline whose tasks the test changes, as the server would after a save or a colleague's edit. */
function setup() {
  const events = new EventStream();
  let due: string | null = null;
  const schedule = (): TaskSchedule => ({
    tasks: [
      scheduled(T1, "Design the API", "2026-11-23", "2026-11-24", due),
      scheduled(T2, "Build the API", "2026-11-25", "2026-11-26", null),
    ],
    projected_finish: "2026-11-26",
    due_date: "2026-12-31",
    late: false,
  });
  servePlanning({ engg_backend: [subsection("architecture")] });
  handle(routes.initiativeEvents, () => events.response);
  const list = handle(routes.listTasks, () => schedule());
  const update = handle(routes.updateTask, ({ body }) => {
    if (body.due_date !== undefined) due = body.due_date;
    return { ...schedule().tasks[0]!, due_date: due };
  });
  return { events, list, update, setDue: (value: string) => (due = value) };
}

const bar = (title: string) => screen.getByRole("button", { name: new RegExp(`^${title}:`) });

describe("Timeline view", { timeout: 20_000 }, () => {
  it("changes a due date in the form a bar opens, and the bar shows it once saved", async () => {
    const { update } = setup();
    const user = userEvent.setup();
    renderPlanning({ search: "?view=timeline" });
    await screen.findByRole("region", { name: /Gantt chart of 2 tasks/ }, { timeout: 5_000 });
    await user.click(bar("Design the API"));
    const dialog = await screen.findByRole("dialog", { name: "Change dates" });
    await user.type(within(dialog).getByLabelText("Due date"), "2026-12-04");
    await user.click(within(dialog).getByRole("button", { name: "Save dates" }));
    await waitFor(() => expect(update.calls()[0]?.body).toEqual({ due_date: "2026-12-04" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() =>
      expect(bar("Design the API")).toHaveAccessibleName(new RegExp(`due ${formatDay("2026-12-04")}`)),
    );
  });

  it("sets the end day in the form, saved as the length in working days; not before the start", async () => {
    const { update } = setup();
    const user = userEvent.setup();
    renderPlanning({ search: "?view=timeline" });
    await screen.findByRole("region", { name: /Gantt chart/ }, { timeout: 5_000 });
    // The selected task (the first) has a Change dates button too.
    await user.click(
      await screen.findByRole("button", { name: "Change dates of Design the API" }, { timeout: 5_000 }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Change dates" });
    const end = within(dialog).getByLabelText("Ends on");
    expect(end).toHaveValue("2026-11-24");
    await user.clear(end);
    await user.type(end, "2026-11-20");
    expect(within(dialog).getByRole("button", { name: "Save dates" })).toBeDisabled();
    await user.clear(end);
    // Monday 23 to Friday 27 November: five working days.
    await user.type(end, "2026-11-27");
    expect(within(dialog).getByText("5 working days")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Save dates" }));
    await waitFor(() => expect(update.calls()[0]?.body).toEqual({ estimate_days: 5 }));
  });

  it("follows a colleague's change live, and keeps the chosen zoom", async () => {
    const { events, list, setDue } = setup();
    const user = userEvent.setup();
    renderPlanning({ search: "?view=timeline", canEdit: false });
    await screen.findByRole("region", { name: /Gantt chart/ }, { timeout: 5_000 });
    expect(bar("Design the API")).not.toHaveAccessibleName(/due/);
    const before = list.calls().length;
    setDue("2026-12-01");
    act(() => events.send({ id: 3, type: "tasks_changed", data: { workstream_id: "engg_backend" } }));
    await waitFor(() =>
      expect(bar("Design the API")).toHaveAccessibleName(new RegExp(`due ${formatDay("2026-12-01")}`)),
    );
    expect(list.calls().length).toBeGreaterThan(before);
    // The initiative's own due date is part of the schedule too.
    const now = list.calls().length;
    act(() => events.send({ id: 4, type: "initiative_updated", data: {} }));
    await waitFor(() => expect(list.calls().length).toBeGreaterThan(now));

    await user.click(screen.getByRole("button", { name: "Months" }));
    expect(screen.getByRole("button", { name: "Months" })).toHaveAttribute("aria-pressed", "true");
    expect(localStorage.getItem("timeline:zoom")).toBe("months");
    // Viewers get no form.
    await user.click(bar("Design the API"));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
