import { routes } from "@initiative-planner/contract/routes";
import type { Task, TaskSchedule } from "@initiative-planner/contract/tasks";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatDay } from "@/lib/dates";
import { apiError, handle } from "@/test/api-handlers";
import { PlanStream } from "@/test/api-streams";
import { servePlanning, subsection } from "../test/fixtures";
import { renderPlanning } from "../test/render-planning";
import { makeTask, taskId } from "../test/task-fixtures";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const T1 = taskId(1);
const task = (n: number, title: string, deps: string[] = []) =>
  makeTask(n, { title, estimate_days: 2, depends_on: deps, position: 0 });
const TASKS = [task(1, "Design the API"), task(2, "Build the API", [T1])];
const MARKDOWN =
  "# Backend Engineering: task breakdown\n\n| Task | Owner | Estimate | Depends on | Status |\n|---|---|---|---|---|\n| Design the API | Backend Engineer | 2 days | — | To do |\n";
const PROPOSED = {
  title: "Load-test the API",
  description: "",
  owner_role: "Backend Engineer",
  estimate_days: 1,
};
const schedule = (late: boolean): TaskSchedule => ({
  tasks: TASKS.map((t, i) => ({
    ...t,
    start_date: i === 0 ? "2026-11-23" : "2026-11-25",
    end_date: i === 0 ? "2026-11-24" : "2026-11-26",
    critical: true,
  })),
  projected_finish: "2026-11-26",
  due_date: late ? "2026-11-25" : "2026-12-31",
  late,
});
const members = {
  list: [
    {
      user_id: "u1",
      name: "Ada",
      email: "ada@example.com",
      picture: null,
      role: "owner" as const,
      added_at: "2026-01-01T00:00:00Z",
    },
  ],
  total_items: 1,
  current_page: 0,
  total_pages: 1,
};

function setup(options: { withTasks: boolean; late?: boolean; peopleEdited?: boolean }) {
  const streams: PlanStream[] = [];
  let tasks = options.withTasks ? TASKS : [];
  const backendOnly = (wsId: string) =>
    wsId === "engg_backend" ? null : apiError(404, "No such workstream.");
  servePlanning({ engg_backend: [subsection("architecture")] });
  handle(
    routes.getWorkstream,
    ({ params }) =>
      backendOnly(params.wsId) ?? {
        id: "engg_backend",
        name: "Backend Engineering",
        task_breakdown: {
          data: tasks.length ? MARKDOWN : "",
          version: tasks.length ? 1 : 0,
          tasks,
          people_edited: options.peopleEdited ?? false,
        },
      },
  );
  handle(routes.streamWorkstream, ({ params }) => {
    const refused = backendOnly(params.wsId);
    if (refused) return refused;
    const stream = new PlanStream();
    streams.push(stream);
    return stream.response;
  });
  handle(routes.listTasks, () =>
    tasks.length
      ? schedule(options.late ?? false)
      : { tasks: [], projected_finish: null, due_date: null, late: false },
  );
  handle(routes.listCollaborators, () => members);
  const updateTask = handle(routes.updateTask, ({ params, body }) =>
    params.taskId === T1 ? { ...TASKS[0]!, ...body } : apiError(404, "No such task."),
  );
  const propose = handle(routes.proposeTaskBreakdown, () => ({
    id: "0b7f3c4e-5d6a-4b8c-9e0f-1a2b3c4d5e6f",
    workstream_id: "engg_backend",
    created_at: "2026-11-28T10:00:00Z",
    added: [{ key: "new-1", apply_by_default: true, task: PROPOSED }],
    removed: [],
    changed: [],
    edges_added: [],
    edges_removed: [],
  }));
  return { updateTask, streams, propose, setTasks: (next: Task[]) => (tasks = next) };
}

describe("Agents screen: task breakdown and timeline", { timeout: 20_000 }, () => {
  it("Run Agent streams the breakdown, then the task table shows and edits save inline", async () => {
    const { updateTask, streams, setTasks } = setup({ withTasks: false });
    const user = userEvent.setup();
    renderPlanning({ search: "?view=tasks" });

    expect(
      await screen.findByRole(
        "heading",
        { name: "Create your project's Task breakdown" },
        { timeout: 5_000 },
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Run Agent" }));
    await waitFor(() => expect(streams).toHaveLength(1));
    act(() => streams[0]!.chunk(MARKDOWN));
    expect(await screen.findByText("Generating content...")).toBeInTheDocument();
    setTasks(TASKS);
    act(() => streams[0]!.done(1));

    const table = await screen.findByRole("table", { name: "Tasks" }, { timeout: 5_000 });
    expect(within(table).getAllByTestId("task-row")).toHaveLength(2);
    await user.selectOptions(
      within(table).getByRole("combobox", { name: "Status of Design the API" }),
      "done",
    );
    await waitFor(() => expect(updateTask.calls()[0]?.body).toEqual({ status: "done" }));
    await user.selectOptions(
      within(table).getByRole("combobox", { name: "Assignee of Design the API" }),
      "u1",
    );
    await waitFor(() => expect(updateTask.calls()[1]?.body).toEqual({ assignee_id: "u1" }));
  });

  it("Run Agent on tasks people edited asks for a proposal straight away: no refused stream, no 409", async () => {
    const { streams, propose } = setup({ withTasks: true, peopleEdited: true });
    const user = userEvent.setup();
    renderPlanning({ search: "?view=tasks" });
    await screen.findByRole("table", { name: "Tasks" }, { timeout: 5_000 });
    await user.click(screen.getByRole("button", { name: "Run Agent" }));

    const dialog = await screen.findByRole("dialog", { name: "Review the agent's task breakdown" });
    expect(within(dialog).getByText(/Load-test the API/)).toBeInTheDocument();
    expect(propose.calls()).toHaveLength(1);
    expect(streams).toHaveLength(0);
  });

  it("Run Agent on tasks no person edited streams a new breakdown without a proposal", async () => {
    const { streams, propose } = setup({ withTasks: true });
    const user = userEvent.setup();
    renderPlanning({ search: "?view=tasks" });
    await screen.findByRole("table", { name: "Tasks" }, { timeout: 5_000 });
    await user.click(screen.getByRole("button", { name: "Run Agent" }));
    await waitFor(() => expect(streams).toHaveLength(1));
    act(() => streams[0]!.done(2));
    expect(propose.calls()).toHaveLength(0);
  });

  it("viewers read the table without inputs", async () => {
    setup({ withTasks: true });
    renderPlanning({ search: "?view=tasks", canEdit: false });
    const table = await screen.findByRole("table", { name: "Tasks" }, { timeout: 5_000 });
    expect(within(table).getByText("Build the API")).toBeInTheDocument();
    expect(within(table).queryByRole("combobox")).toBeNull();
    expect(screen.queryByRole("button", { name: "Run Agent" })).toBeNull();
  });

  it("the Timeline shows the Gantt chart, the late banner and the table alternative", async () => {
    setup({ withTasks: true, late: true });
    const user = userEvent.setup();
    renderPlanning();
    await user.click(await screen.findByRole("button", { name: "Timeline" }));
    expect(await screen.findByRole("region", { name: /Gantt chart of 2 tasks/ })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(
      `later than the due date (${formatDay("2026-11-25")})`,
    );
    // The table alternative is written when opened.
    expect(screen.queryByRole("table", { name: "Timeline as a table" })).toBeNull();
    await user.click(screen.getByText("Timeline as a table"));
    const table = await screen.findByRole("table", { name: "Timeline as a table" });
    expect(within(table).getAllByRole("row")).toHaveLength(3);
    expect(screen.getByTestId("location")).toHaveTextContent("view=timeline");
  });
});
