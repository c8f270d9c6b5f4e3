import type { TrashedWorkstream } from "@initiative-planner/contract/plan-shape";
import { routes } from "@initiative-planner/contract/routes";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, handle } from "@/test/api-handlers";
import { readyDetails, servePlanning, subsection } from "../test/fixtures";
import { renderPlanning } from "../test/render-planning";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const REMOVED: TrashedWorkstream = {
  trash_id: "22222222-2222-4222-8222-222222222222",
  id: "legal",
  name: "Legal",
  subsections: 3,
  tasks: 1,
  deleted_by: { id: "user-2", name: "Grace Hopper" },
  deleted_at: "2026-03-04T10:00:00.000Z",
};

function setup(trash: TrashedWorkstream[]) {
  servePlanning({
    engg_backend: [subsection("architecture", "# Architecture", 1)],
    marketing: [subsection("launch", "", 0)],
  });
  const list = handle(routes.listWorkstreamTrash, () => trash);
  const restore = handle(routes.restoreWorkstream, () => ({ id: "legal", name: "Legal", position: 2 }));
  const remove = handle(routes.deleteWorkstream, () => ({ id: "engg_backend", trash_id: REMOVED.trash_id }));
  return { list, restore, remove };
}

async function openTeamMenuItem(user: ReturnType<typeof userEvent.setup>, item: string) {
  await user.click(await screen.findByRole("button", { name: "Team options" }, { timeout: 5_000 }));
  await user.click(await screen.findByRole("menuitem", { name: item }));
}

describe("Agents screen: removed teams", { timeout: 20_000 }, () => {
  it("lists removed teams with what they bring back, and Restore puts one back", async () => {
    const { list, restore } = setup([REMOVED]);
    const user = userEvent.setup();
    renderPlanning();
    await openTeamMenuItem(user, "Removed teams");

    const dialog = await screen.findByRole("dialog", { name: "Removed teams" });
    const item = await within(dialog).findByRole("listitem");
    expect(item).toHaveTextContent("Legal");
    expect(item).toHaveTextContent("3 subsections, 1 task · removed by Grace Hopper on");
    expect(list.calls()).toHaveLength(1);

    await user.click(within(item).getByRole("button", { name: "Restore Legal" }));
    await waitFor(() => expect(restore.calls()).toHaveLength(1));
    expect(restore.calls()[0]?.params).toMatchObject({ trashId: REMOVED.trash_id });
    expect(await screen.findByText("Legal is back")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("says when nothing was removed, and asks for nothing while closed", async () => {
    const { list } = setup([]);
    const user = userEvent.setup();
    renderPlanning();
    await screen.findByRole("button", { name: "Team options" }, { timeout: 5_000 });
    expect(list.calls()).toHaveLength(0);
    await openTeamMenuItem(user, "Removed teams");
    const dialog = await screen.findByRole("dialog", { name: "Removed teams" });
    expect(await within(dialog).findByText("No removed teams.")).toBeInTheDocument();
  });

  it("a removed team can be undone from its toast", async () => {
    const { remove, restore } = setup([]);
    const user = userEvent.setup();
    renderPlanning();
    await openTeamMenuItem(user, "Remove team");
    const confirm = await screen.findByRole("dialog", { name: "Remove Backend Engineering?" });
    expect(confirm).toHaveTextContent("undo this for 15 seconds, or restore it later from Removed teams");
    await user.click(within(confirm).getByRole("button", { name: "Remove team" }));
    await waitFor(() => expect(remove.calls()).toHaveLength(1));
    expect(await screen.findByText("Removed Backend Engineering")).toBeInTheDocument();
    // A click without the pointer gesture: the toast's swipe handling needs pointer capture, which jsdom lacks.
    fireEvent.click(screen.getByRole("button", { name: "Undo" }));
    await waitFor(() => expect(restore.calls()).toHaveLength(1));
    expect(restore.calls()[0]?.params).toMatchObject({ trashId: REMOVED.trash_id });
  });

  it("removing the shown team moves to the next one without asking for the removed team's subsections", async () => {
    setup([]);
    let removed = false;
    handle(routes.listWorkstreams, () => ({
      ...readyDetails(),
      workstreams: readyDetails().workstreams.filter((ws) => !(removed && ws.id === "engg_backend")),
    }));
    const subsections = handle(routes.listSubsections, ({ params }) =>
      removed && params.wsId === "engg_backend"
        ? apiError(404, "No such workstream.")
        : [subsection(params.wsId === "marketing" ? "launch" : "architecture", "", 0)],
    );
    handle(routes.deleteWorkstream, () => {
      removed = true;
      return { id: "engg_backend", trash_id: REMOVED.trash_id };
    });
    const warn = vi.spyOn(console, "warn");
    const user = userEvent.setup();
    renderPlanning();
    await openTeamMenuItem(user, "Remove team");
    const confirm = await screen.findByRole("dialog", { name: "Remove Backend Engineering?" });
    await user.click(within(confirm).getByRole("button", { name: "Remove team" }));
    expect(await screen.findByText("Launch plan")).toBeInTheDocument();
    // Not a bad link: nothing is logged.
    expect(warn.mock.calls).toEqual([]);
    const askedFor = subsections.calls().map((call) => call.params.wsId);
    expect(askedFor).toEqual(["engg_backend", "marketing"]);
  });
});
