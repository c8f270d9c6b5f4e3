import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { renderPlanning } from "../test/render-planning";
import { change, makeTask, serveTasks, taskId } from "../test/task-fixtures";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const TASKS = [
  makeTask(1, { title: "Design the API", status: "done", assignee_id: "u1" }),
  makeTask(2, { title: "Build the API", depends_on: [taskId(1)], due_date: "2026-12-01" }),
  makeTask(3, { title: "Announce the launch", workstream_id: "marketing", assignee_id: "u2" }),
  makeTask(4, { title: "Write the press kit", workstream_id: "marketing" }),
];

const titles = () =>
  screen
    .getAllByTestId("task-row")
    .map((row) => (within(row).getByRole("textbox", { name: "Title" }) as HTMLInputElement).value);

async function openTable() {
  renderPlanning({ search: "?view=tasks" });
  return screen.findByRole("table", { name: "Tasks" }, { timeout: 5_000 });
}

describe("the task table", { timeout: 20_000 }, () => {
  it("shows the workstream's tasks once and filters by team, status, assignee and words", async () => {
    serveTasks(TASKS);
    const user = userEvent.setup();
    await openTable();
    expect(titles()).toEqual(["Design the API", "Build the API"]);
    // A title cut by its column shows whole on hover.
    const firstTitle = within(screen.getAllByTestId("task-row")[0]!).getByRole("textbox", { name: "Title" });
    expect(firstTitle).toHaveAttribute("title", "Design the API");
    // The breakdown's text is not repeated under the table; it is one switch away.
    expect(screen.queryByTestId("plan-content")).toBeNull();
    expect(screen.getByRole("button", { name: "Table" })).toHaveAttribute("aria-pressed", "true");

    await user.selectOptions(screen.getByLabelText("Team"), "all");
    expect(titles()).toHaveLength(4);
    expect(screen.getByText("4 tasks")).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Status"), "done");
    expect(titles()).toEqual(["Design the API"]);
    expect(screen.getByText("1 of 4 tasks")).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Status"), "all");
    await user.selectOptions(screen.getByLabelText("Assignee"), "u2");
    expect(titles()).toEqual(["Announce the launch"]);
    await user.selectOptions(screen.getByLabelText("Assignee"), "unassigned");
    expect(titles()).toEqual(["Build the API", "Write the press kit"]);
    await user.selectOptions(screen.getByLabelText("Assignee"), "all");
    await user.type(screen.getByLabelText("Search"), "api");
    expect(titles()).toEqual(["Design the API", "Build the API"]);
  });

  it("sorts by a header both ways, and shows the breakdown's text instead of the table on request", async () => {
    serveTasks(TASKS);
    const user = userEvent.setup();
    await openTable();
    await user.selectOptions(screen.getByLabelText("Team"), "all");
    const table = screen.getByRole("table", { name: "Tasks" });
    await user.click(within(table).getByRole("button", { name: "Task" }));
    expect(within(table).getByRole("columnheader", { name: "Task" })).toHaveAttribute(
      "aria-sort",
      "ascending",
    );
    const byTitle = ["Announce the launch", "Build the API", "Design the API", "Write the press kit"];
    expect(titles()).toEqual(byTitle);
    await user.click(within(table).getByRole("button", { name: "Task" }));
    expect(titles()).toEqual(byTitle.toReversed());
    // Due date, soonest first: undated tasks last.
    await user.click(within(table).getByRole("button", { name: "Due date" }));
    expect(titles()[0]).toBe("Build the API");

    await user.click(screen.getByRole("button", { name: "Text" }));
    expect(await screen.findByTestId("plan-content", {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByRole("table", { name: "Tasks" })).toBeNull();
  });

  it("the column chooser hides a column and the choice is kept", async () => {
    serveTasks(TASKS);
    const user = userEvent.setup();
    const table = await openTable();
    expect(within(table).getByRole("columnheader", { name: "Team" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Columns" }));
    await user.click(screen.getByRole("checkbox", { name: "Team" }));
    await user.click(screen.getByRole("checkbox", { name: "Estimate" }));
    expect(within(table).queryByRole("columnheader", { name: "Team" })).toBeNull();
    expect(within(table).getByRole("columnheader", { name: "Estimate" })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem("task-table-columns") ?? "[]")).toEqual([
      "assignee",
      "due_date",
      "depends_on",
      "estimate_days",
    ]);
    localStorage.removeItem("task-table-columns");
  });

  it("the detail panel saves only the fields changed, shows the task's history with undo and links its dependencies", async () => {
    const edited = change(TASKS[1]!, { before: { ...TASKS[1]!, title: "Build it" } });
    const { update, undo } = serveTasks(TASKS, (id) => (id === taskId(2) ? [edited] : []));
    const user = userEvent.setup();
    await openTable();
    await user.click(screen.getByRole("button", { name: "Details of Build the API" }));
    const dialog = await screen.findByRole("dialog", { name: "Build the API" }, { timeout: 5_000 });
    expect(within(dialog).getByText(/Backend Engineering · scheduled/)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText("Owner role"));
    await user.type(within(dialog).getByLabelText("Owner role"), "Platform Engineer");
    await user.type(within(dialog).getByLabelText("Description"), "Versioned from day one.");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await waitFor(() =>
      expect(update.calls()[0]?.body).toEqual({
        owner_role: "Platform Engineer",
        description: "Versioned from day one.",
      }),
    );

    const history = await within(dialog).findByRole("list", { name: "Changes of Build the API" });
    expect(history).toHaveTextContent("title: Build it → Build the API");
    await user.click(within(history).getByRole("button", { name: /^Undo: / }));
    await waitFor(() => expect(undo.calls()).toHaveLength(1));
    expect(undo.calls()[0]?.params.changeId).toBe(edited.id);

    // What it waits for is a link to that task's details.
    await user.click(
      within(within(dialog).getByRole("region", { name: "Depends on" })).getByRole("button", {
        name: "Design the API",
      }),
    );
    expect(await screen.findByRole("dialog", { name: "Design the API" })).toBeInTheDocument();
    expect(within(screen.getByRole("dialog")).getByRole("region", { name: "Needed by" })).toHaveTextContent(
      "Build the API",
    );
  });

  it("the dependency picker searches every team's tasks, grouped by team, and greys out a cycle", async () => {
    // cmdk keeps the highlighted option in view; jsdom does not scroll.
    Element.prototype.scrollIntoView = () => {};
    onTestFinished(() => {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    });
    const { update } = serveTasks(TASKS);
    const user = userEvent.setup();
    await openTable();
    await user.click(screen.getByRole("button", { name: /change what Design the API depends on/ }));
    const search = await screen.findByRole(
      "combobox",
      { name: "What Design the API depends on" },
      { timeout: 5_000 },
    );
    expect(screen.getByRole("group", { name: "Marketing" })).toBeInTheDocument();
    // Build the API waits for Design the API: depending on it would be a cycle.
    expect(screen.getByRole("option", { name: /Build the API/ })).toHaveAttribute("aria-disabled", "true");
    await user.type(search, "press");
    expect(screen.queryByRole("group", { name: "Backend Engineering" })).toBeNull();
    const marketing = screen.getByRole("group", { name: "Marketing" });
    await user.click(within(marketing).getByRole("option", { name: "Write the press kit" }));
    await waitFor(() => expect(update.calls()[0]?.body).toEqual({ depends_on: [taskId(4)] }));
  });

  it("a deletion is undone from its toast", async () => {
    const deletion = change(TASKS[0]!, { id: taskId(901), kind: "delete", after: null });
    const { remove, undo } = serveTasks(TASKS, (id) => (id === taskId(1) ? [deletion] : []));
    const user = userEvent.setup();
    await openTable();
    await user.click(screen.getByRole("button", { name: "Delete Design the API" }));
    await waitFor(() => expect(remove.calls()).toHaveLength(1));
    await waitFor(() => expect(titles()).toEqual(["Build the API"]));
    // Keyboard focus goes on to the next task.
    await waitFor(() => expect(document.activeElement).toHaveValue("Build the API"));
    // A plain click: the toast's swipe handling needs pointer capture, which jsdom lacks.
    const undoButton = await screen.findByRole("button", { name: "Undo" }, { timeout: 5_000 });
    undoButton.click();
    await waitFor(() => expect(undo.calls()[0]?.params.changeId).toBe(deletion.id));
    expect(await screen.findByText("Brought back “Design the API”")).toBeInTheDocument();
  });

  it("on a phone the tasks are cards with the same actions", async () => {
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query === "(max-width: 767px)",
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const { update } = serveTasks(TASKS);
    const user = userEvent.setup();
    renderPlanning({ search: "?view=tasks" });
    const list = await screen.findByRole("list", { name: "Tasks" }, { timeout: 5_000 });
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByRole("button", { name: "Columns" })).toBeNull();
    const card = within(list).getByRole("article", { name: "Build the API" });
    expect(card).toHaveTextContent("due");
    await user.selectOptions(
      within(card).getByRole("combobox", { name: "Status of Build the API" }),
      "in_progress",
    );
    await waitFor(() => expect(update.calls()[0]?.body).toEqual({ status: "in_progress" }));
    expect(within(card).getByRole("button", { name: "Delete Build the API" })).toBeInTheDocument();
    await user.click(within(card).getByRole("button", { name: "Details of Build the API" }));
    expect(await screen.findByRole("dialog", { name: "Build the API" })).toBeInTheDocument();
  });

  it("viewers open a task's details but change nothing", async () => {
    serveTasks(TASKS);
    const user = userEvent.setup();
    renderPlanning({ search: "?view=tasks", canEdit: false });
    const table = await screen.findByRole("table", { name: "Tasks" }, { timeout: 5_000 });
    expect(within(table).queryByRole("combobox")).toBeNull();
    expect(within(table).queryByRole("button", { name: /^Delete/ })).toBeNull();
    await user.click(within(table).getByRole("button", { name: "Build the API" }));
    const dialog = await screen.findByRole("dialog", { name: "Build the API" });
    expect(within(dialog).queryByRole("button", { name: "Save changes" })).toBeNull();
    expect(within(dialog).getByText("Backend Engineer")).toBeInTheDocument();
  });
});
