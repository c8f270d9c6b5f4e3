import type { Task, TaskSchedule } from "@initiative-planner/contract/tasks";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  FakeStream,
  INITIATIVE_ID,
  installFakeApi,
  ok,
  paths,
  readyDetails,
  readyInitiative,
  subsection,
} from "../test/fake-planning-api";
import { renderPlanning } from "../test/render-planning";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const T1 = "00000000-0000-4000-8000-000000000001";
const T2 = "00000000-0000-4000-8000-000000000002";
const task = (id: string, title: string, deps: string[] = []): Task => ({
  id,
  workstream_id: "engg_backend",
  title,
  description: "",
  owner_role: "Backend Engineer",
  estimate_days: 2,
  depends_on: deps,
  status: "todo",
  assignee_id: null,
  due_date: null,
  position: 0,
});
const TASKS = [task(T1, "Design the API"), task(T2, "Build the API", [T1])];
const MARKDOWN =
  "# Backend Engineering: task breakdown\n\n| Task | Owner | Estimate | Depends on | Status |\n|---|---|---|---|---|\n| Design the API | Backend Engineer | 2 days | — | To do |\n";
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
      role: "owner",
      added_at: "2026-01-01T00:00:00Z",
    },
  ],
  total_items: 1,
  current_page: 0,
  total_pages: 1,
};

function setup(options: { withTasks: boolean; late?: boolean }) {
  const ws = `/initiatives/${INITIATIVE_ID}/workstreams/engg_backend`;
  const streams: FakeStream[] = [];
  let tasks = options.withTasks ? TASKS : [];
  const api = installFakeApi({
    [`GET ${paths.initiative}`]: () => ok(readyInitiative()),
    [`GET ${paths.workstreams}`]: () => ok(readyDetails()),
    [`GET ${paths.subsections("engg_backend")}`]: () => ok([subsection("architecture")]),
    [`GET ${ws}`]: () =>
      ok({
        id: "engg_backend",
        name: "Backend Engineering",
        task_breakdown: { data: tasks.length ? MARKDOWN : "", version: tasks.length ? 1 : 0, tasks },
      }),
    [`POST ${ws}/stream`]: () => {
      const stream = new FakeStream();
      streams.push(stream);
      return stream.response;
    },
    [`GET /initiatives/${INITIATIVE_ID}/tasks`]: () =>
      ok(
        tasks.length
          ? schedule(options.late ?? false)
          : { tasks: [], projected_finish: null, due_date: null, late: false },
      ),
    [`GET /initiatives/${INITIATIVE_ID}/collaborators`]: () => ok(members),
    [`PATCH /initiatives/${INITIATIVE_ID}/tasks/${T1}`]: (call) =>
      ok({ ...TASKS[0]!, ...(call.body as object) }),
  });
  return { api, streams, setTasks: (next: Task[]) => (tasks = next) };
}

describe("Agents screen: task breakdown and timeline", { timeout: 20_000 }, () => {
  it("Run Agent streams the breakdown, then the task table shows and edits save inline", async () => {
    const { api, streams, setTasks } = setup({ withTasks: false });
    const user = userEvent.setup();
    renderPlanning({ search: "?view=tasks" });

    expect(
      await screen.findByRole("heading", { name: "Create your project's Task breakdown" }),
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
    await waitFor(() => expect(api.callsTo("PATCH", `/tasks/${T1}`)[0]?.body).toEqual({ status: "done" }));
    await user.selectOptions(
      within(table).getByRole("combobox", { name: "Assignee of Design the API" }),
      "u1",
    );
    await waitFor(() => expect(api.callsTo("PATCH", `/tasks/${T1}`)[1]?.body).toEqual({ assignee_id: "u1" }));
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
    expect(await screen.findByRole("img", { name: /Gantt chart of 2 tasks/ })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("later than the due date (2026-11-25)");
    const table = screen.getByRole("table", { name: "Timeline as a table" });
    expect(within(table).getAllByRole("row")).toHaveLength(3);
    expect(screen.getByTestId("location")).toHaveTextContent("view=timeline");
  });
});
