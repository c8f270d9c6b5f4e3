import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { describe, expect, it } from "vitest";
import { SAMPLE_MEMBERS, SAMPLE_STRATEGIES, SAMPLE_TASKS } from "../data/sample-workstream";
import { WorkstreamRoute } from "./workstream-route";

function renderWorkstream(teamId: string) {
  const router = createMemoryRouter(
    [{ path: "/initiative/:id/workstream/:teamId", Component: WorkstreamRoute }],
    { initialEntries: [`/initiative/abc/workstream/${teamId}`] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe("/initiative/{id}/workstream/{teamId}", () => {
  it.each([
    ["design", "Design"],
    ["product", "Product"],
    ["backend", "Back-end"],
    ["frontend", "Front-end"],
    ["marketing", "Unknown Team"],
    ["constructor", "Unknown Team"],
  ])("names team %s '%s'", (teamId, name) => {
    renderWorkstream(teamId);
    expect(screen.getByRole("heading", { level: 1, name })).toBeInTheDocument();
  });

  it("shows progress and tasks completed from the sample tasks", () => {
    renderWorkstream("design");
    expect(screen.getByText("2 of 6 tasks completed")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Progress" })).toHaveAttribute("aria-valuenow", "33");
  });

  it("lists the sample strategies with priority, effort, impact and status", () => {
    renderWorkstream("design");
    expect(screen.getByRole("tab", { name: "Strategies" })).toHaveAttribute("aria-selected", "true");
    for (const strategy of SAMPLE_STRATEGIES) {
      const card = screen.getByText(strategy.title).closest("[data-slot=card]") as HTMLElement;
      expect(within(card).getByText(strategy.description)).toBeInTheDocument();
      expect(within(card).getByText(`${strategy.priority} priority`)).toBeInTheDocument();
      expect(within(card).getByText(strategy.estimatedEffort)).toBeInTheDocument();
      expect(within(card).getByText(strategy.impact)).toBeInTheDocument();
    }
    const priorities = new Set(SAMPLE_STRATEGIES.map((s) => s.priority));
    expect(priorities).toEqual(new Set(["High", "Medium", "Low"]));
  });

  it("shows the tasks and the team on their tabs", async () => {
    const user = userEvent.setup();
    renderWorkstream("backend");

    await user.click(screen.getByRole("tab", { name: "Tasks" }));
    const rows = screen.getAllByRole("row").slice(1);
    expect(rows).toHaveLength(SAMPLE_TASKS.length);
    expect(within(rows[0]!).getByText(SAMPLE_TASKS[0]!.title)).toBeInTheDocument();
    expect(within(rows[0]!).getByText("Completed")).toBeInTheDocument();
    expect(within(rows[0]!).getByText(SAMPLE_TASKS[0]!.assignee)).toBeInTheDocument();
    expect(within(rows[0]!).getByText("7 Mar 2025")).toHaveAttribute("datetime", "2025-03-07");
    expect(screen.getAllByText("In progress").length).toBeGreaterThan(0);
    expect(screen.getAllByText("Pending").length).toBeGreaterThan(0);

    await user.click(screen.getByRole("tab", { name: "Team" }));
    for (const member of SAMPLE_MEMBERS) {
      const item = screen.getByText(member.name).closest("li") as HTMLElement;
      expect(within(item).getByText(member.role)).toBeInTheDocument();
    }
  });

  it("has Add buttons that change nothing", async () => {
    const user = userEvent.setup();
    const router = renderWorkstream("design");
    await user.click(screen.getByRole("button", { name: "Add Strategy" }));
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(SAMPLE_STRATEGIES.length);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "Tasks" }));
    await user.click(screen.getByRole("button", { name: "Add Task" }));
    expect(screen.getAllByRole("row")).toHaveLength(SAMPLE_TASKS.length + 1);

    await user.click(screen.getByRole("tab", { name: "Team" }));
    await user.click(screen.getByRole("button", { name: "Add Member" }));
    expect(screen.getAllByRole("listitem")).toHaveLength(SAMPLE_MEMBERS.length);
    expect(router.state.location.pathname).toBe("/initiative/abc/workstream/design");
  });

  it("offers Edit Strategy, Duplicate and Delete in each strategy's menu", async () => {
    const user = userEvent.setup();
    renderWorkstream("design");
    const first = SAMPLE_STRATEGIES[0]!;
    await user.click(screen.getByRole("button", { name: `Actions for ${first.title}` }));
    const menu = await screen.findByRole("menu");
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent?.trim()),
    ).toEqual(["Edit Strategy", "Duplicate", "Delete"]);
    await user.click(within(menu).getByRole("menuitem", { name: "Delete" }));
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    expect(screen.getByText(first.title)).toBeInTheDocument();
  });
});
