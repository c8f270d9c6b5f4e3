import type { Initiative, Role } from "@initiative-planner/contract/initiative";
import { routes } from "@initiative-planner/contract/routes";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { initiativeKeys } from "@/lib/initiative-query";
import { apiError, callsTo, handle } from "@/test/api-handlers";
import { serveQuietEvents } from "@/test/api-streams";
import { locationOf, renderApp as renderScreens } from "@/test/render";
import { signIn } from "@/test/session";
import { readListCache } from "../../lib/list-cache";
import { InitiativesListRoute } from "../../routes/initiatives-list-route";
import { makeInitiative } from "../../test/fixtures";
import { InitiativeDetailShell } from "../detail/initiative-detail-shell";

/** The API's initiative routes over an in-memory set, so reads after a write see the write. */
function serveInitiatives(initial: Initiative[]) {
  let all = [...initial];
  const missing = () => apiError(404, "This initiative does not exist or was deleted.");
  handle(routes.listInitiatives, () => ({
    list: all,
    total_items: all.length,
    current_page: 0,
    total_pages: 1,
  }));
  handle(routes.getInitiative, ({ params }) => all.find((i) => i.id === params.id) ?? missing());
  handle(routes.updateInitiative, ({ params, body }) => {
    all = all.map((i) => (i.id === params.id ? { ...i, ...body } : i));
    return all.find((i) => i.id === params.id) ?? missing();
  });
  handle(routes.deleteInitiative, ({ params }) => {
    all = all.filter((i) => i.id !== params.id);
    return { id: params.id };
  });
  handle(routes.listInitiativeFiles, () => []);
  handle(routes.listTrackers, () => ({ trackers: [] }));
}

const updates = () => callsTo(routes.updateInitiative);
const deletions = () => callsTo(routes.deleteInitiative);

const renderApp = (entry: string) =>
  renderScreens(entry, {
    routes: [
      { path: "/initiatives", element: <InitiativesListRoute /> },
      { path: "/initiative/:id", element: <InitiativeDetailShell renderPlanning={() => <p>Agents</p>} /> },
    ],
    protect: true,
  });

const make = (role: Role, name: string) => makeInitiative({ role, name, priority: "HIGH" });

/** Opens the initiative's page, then its Edit dialog. */
async function openEditDialog(user: UserEvent, initiative: Initiative) {
  const rendered = renderApp(`/initiative/${initiative.id}`);
  await user.click(await screen.findByRole("button", { name: "Edit" }));
  return { ...rendered, dialog: await screen.findByRole("dialog", { name: "Edit initiative" }) };
}

let userId = "";
beforeEach(() => {
  userId = signIn().user.id;
  // The initiative page listens to its live events (a quiet stream here).
  serveQuietEvents();
});

describe("edit and delete on the initiative page", { timeout: 20_000 }, () => {
  it("edits the name, description, due date and priority and shows the new name at once", async () => {
    const user = userEvent.setup();
    const initiative = make("owner", "old name");
    serveInitiatives([initiative]);
    const { dialog } = await openEditDialog(user, initiative);
    expect(within(dialog).getByLabelText("Name")).toHaveValue("old name");
    expect(within(dialog).getByLabelText("Description")).toHaveValue(initiative.description);
    expect(within(dialog).getByLabelText("Priority")).toHaveValue("HIGH");

    await user.clear(within(dialog).getByLabelText("Name"));
    await user.type(within(dialog).getByLabelText("Name"), "  new name ");
    await user.clear(within(dialog).getByLabelText("Due date"));
    await user.type(within(dialog).getByLabelText("Due date"), "2031-05-17");
    await user.selectOptions(within(dialog).getByLabelText("Priority"), "LOW");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    expect(await screen.findByRole("heading", { name: "New name" })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const [put] = updates();
    expect(put?.url.pathname).toBe(`/portal/initiative/${initiative.id}`);
    // Only what changed; the due date is the end of the picked day where the user is.
    expect(put?.body).toEqual({
      name: "new name",
      priority: "LOW",
      date_due_completion: new Date(2031, 4, 17, 23, 59, 59, 999).toISOString(),
    });
  });

  it("keeps the dialog open with the server's message when saving fails", async () => {
    const user = userEvent.setup();
    const initiative = make("editor", "kept");
    serveInitiatives([initiative]);
    handle(routes.updateInitiative, () =>
      apiError(403, "Only the owner and editors can change this initiative."),
    );
    const { dialog } = await openEditDialog(user, initiative);
    await user.type(within(dialog).getByLabelText("Name"), " more");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Only the owner and editors can change this initiative.",
    );
    expect(screen.getByRole("heading", { name: "Kept", hidden: true })).toBeInTheDocument();
  });

  it("sends only what the user changed, even when the initiative changed while the dialog was open", async () => {
    const user = userEvent.setup();
    const initiative = make("owner", "planner name");
    serveInitiatives([initiative]);
    const { dialog, queryClient } = await openEditDialog(user, initiative);
    // A collaborator renames it meanwhile; this user only changes the priority.
    act(() =>
      queryClient.setQueryData(initiativeKeys.detail(initiative.id), { ...initiative, name: "their name" }),
    );
    await user.selectOptions(within(dialog).getByLabelText("Priority"), "MEDIUM");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(updates()).toHaveLength(1));
    expect(updates()[0]?.body).toEqual({ priority: "MEDIUM" });
  });

  it("keeps the name while the planner is still naming the initiative", async () => {
    const user = userEvent.setup();
    const initiative = makeInitiative({ role: "owner", name: "provisional", status: "CREATED" });
    serveInitiatives([initiative]);
    const { dialog } = await openEditDialog(user, initiative);
    expect(within(dialog).getByLabelText("Name")).toBeDisabled();
    expect(within(dialog).getByLabelText("Name")).toHaveAccessibleDescription(
      "The planner is still naming this initiative; the name can be changed once it is done.",
    );
    expect(within(dialog).getByLabelText("Description")).toBeEnabled();
  });

  it("disables Save while the name is blank", async () => {
    const user = userEvent.setup();
    const initiative = make("owner", "named");
    serveInitiatives([initiative]);
    const { dialog } = await openEditDialog(user, initiative);
    await user.clear(within(dialog).getByLabelText("Name"));
    await user.type(within(dialog).getByLabelText("Name"), "   ");
    expect(within(dialog).getByRole("button", { name: "Save" })).toBeDisabled();
  });

  it("deletes after confirmation, goes to /initiatives and the list no longer shows it", async () => {
    const user = userEvent.setup();
    const doomed = make("owner", "doomed plan");
    const kept = make("owner", "kept plan");
    serveInitiatives([doomed, kept]);
    // A list page cached earlier in the session must not bring the deleted initiative back.
    const { router } = renderApp("/initiatives");
    expect(await screen.findByText("doomed plan")).toBeInTheDocument();
    expect(readListCache({ userId: userId, page: 1, search: "" })?.list).toHaveLength(2);
    await router.navigate(`/initiative/${doomed.id}`);

    await user.click(await screen.findByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this initiative?" });
    expect(deletions()).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));

    await waitFor(() => expect(locationOf(router)).toBe("/initiatives"));
    expect(await screen.findByText("kept plan")).toBeInTheDocument();
    expect(screen.queryByText("doomed plan")).toBeNull();
    expect(deletions()[0]?.url.pathname).toBe(`/portal/initiatives/${doomed.id}`);
    expect(screen.queryByText("Failed to load initiative details")).toBeNull();
  });

  it("offers the same actions in a menu (shown on a phone) and leaves for the list after deleting", async () => {
    const user = userEvent.setup();
    const initiative = make("owner", "pocket plan");
    serveInitiatives([initiative]);
    const { router } = renderApp(`/initiative/${initiative.id}`);
    await user.click(await screen.findByRole("button", { name: "Actions for pocket plan" }));
    await user.click(await screen.findByRole("menuitem", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this initiative?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(locationOf(router)).toBe("/initiatives"));
    expect(await screen.findByText("No initiatives yet.")).toBeInTheDocument();
  });

  it("gives editors Edit only and viewers neither", async () => {
    const editable = make("editor", "shared with me");
    const readable = make("viewer", "read only");
    serveInitiatives([editable, readable]);
    const { router } = renderApp(`/initiative/${editable.id}`);
    expect(await screen.findByRole("button", { name: "Edit" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Delete" })).toBeNull();

    await router.navigate(`/initiative/${readable.id}`);
    expect(await screen.findByRole("heading", { name: "Read only" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Edit" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete" })).toBeNull();
  });
});

describe("edit and delete from the list cards' menu", { timeout: 20_000 }, () => {
  it("offers Edit and Delete to the owner, Edit to an editor and no menu to a viewer", async () => {
    const user = userEvent.setup();
    serveInitiatives([make("owner", "mine"), make("editor", "theirs"), make("viewer", "watched")]);
    renderApp("/initiatives");
    expect(await screen.findByText("mine")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Actions for mine" }));
    expect(await screen.findByRole("menuitem", { name: "Edit" })).toBeInTheDocument();
    expect(screen.getByRole("menuitem", { name: "Delete" })).toBeInTheDocument();
    await user.keyboard("{Escape}");

    await user.click(screen.getByRole("button", { name: "Actions for theirs" }));
    expect(await screen.findByRole("menuitem", { name: "Edit" })).toBeInTheDocument();
    expect(screen.queryByRole("menuitem", { name: "Delete" })).toBeNull();
    await user.keyboard("{Escape}");

    expect(screen.queryByRole("button", { name: "Actions for watched" })).toBeNull();
  });

  it("renames from the menu and the card shows the new name", async () => {
    const user = userEvent.setup();
    serveInitiatives([make("owner", "draft title")]);
    renderApp("/initiatives");
    await user.click(await screen.findByRole("button", { name: "Actions for draft title" }));
    await user.click(await screen.findByRole("menuitem", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit initiative" });
    await user.clear(within(dialog).getByLabelText("Name"));
    await user.type(within(dialog).getByLabelText("Name"), "final title");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    expect(await screen.findByText("final title")).toBeInTheDocument();
    expect(screen.queryByText("draft title")).toBeNull();
    expect(readListCache({ userId: userId, page: 1, search: "" })?.list[0]?.name).toBe("final title");
  });

  it("deletes from the menu after confirmation and stays on the list", async () => {
    const user = userEvent.setup();
    serveInitiatives([make("owner", "gone soon"), make("owner", "stays")]);
    const { router } = renderApp("/initiatives");
    await user.click(await screen.findByRole("button", { name: "Actions for gone soon" }));
    await user.click(await screen.findByRole("menuitem", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this initiative?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));

    await waitFor(() => expect(screen.queryByText("gone soon")).toBeNull());
    expect(screen.getByText("stays")).toBeInTheDocument();
    expect(locationOf(router)).toBe("/initiatives");
  });
});
