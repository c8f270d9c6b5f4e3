import type { Collaborator, PendingInvite } from "@initiative-planner/contract/collaborators";
import type { Role } from "@initiative-planner/contract/initiative";
import { routes } from "@initiative-planner/contract/routes";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { apiError, callsTo, handle, success } from "@/test/api-handlers";
import { serveQuietEvents } from "@/test/api-streams";
import { signIn } from "@/test/session";
import { INITIATIVE_ID, makeCollaborator, makeInvite, pageOf, renderElement } from "../test/fixtures";
import { ShareDialog } from "./share-dialog";

beforeAll(() => {
  // Radix Select relies on browser APIs jsdom lacks.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
});
beforeEach(() => {
  signIn();
});

const owner = () => makeCollaborator({ name: "Ada Lovelace", email: "ada@example.com", role: "owner" });

/** A small in-memory server: the dialog's mutations change what the next list call returns. */
function serve(members: Collaborator[], invites: PendingInvite[] = [], inviteLink: string | null = null) {
  const state = { members: [...members], invites: [...invites] };
  // The dialog listens to the initiative's live events; nothing happens on them here.
  serveQuietEvents();
  handle(routes.listCollaborators, ({ url }) =>
    pageOf(state.members, Number(url.searchParams.get("page") ?? 0)),
  );
  handle(routes.pendingInvites, () => state.invites);
  handle(routes.invite, ({ body }) => {
    const invite = makeInvite({ email: body.email, role: body.role });
    state.invites.push(invite);
    return success({ ...invite, invite_link: inviteLink }, 201);
  });
  handle(routes.changeRole, ({ params, body }) => {
    state.members = state.members.map((m) => (m.user_id === params.userId ? { ...m, role: body.role } : m));
    return { user_id: params.userId, role: body.role };
  });
  handle(routes.removeCollaborator, ({ params }) => {
    state.members = state.members.filter((m) => m.user_id !== params.userId);
    return { user_id: params.userId };
  });
  handle(routes.revokeInvite, ({ params }) => {
    state.invites = state.invites.filter((i) => i.id !== params.inviteId);
    return { id: params.inviteId };
  });
  return { state };
}

async function openDialog(role: Role) {
  const user = userEvent.setup();
  renderElement(<ShareDialog initiativeId={INITIATIVE_ID} initiativeName="Seed shop" role={role} />);
  await user.click(await screen.findByRole("button", { name: "Share" }));
  const dialog = await screen.findByRole("dialog", { name: "Share Seed shop" });
  await within(dialog).findByRole("list", { name: "Collaborators" });
  return { user, dialog };
}

const memberRow = (name: string) => screen.getByText(name).closest("li") as HTMLElement;

describe("ShareDialog", () => {
  it("gives the owner every control: invite, role change, remove, resend and revoke", async () => {
    const grace = makeCollaborator({ name: "Grace Hopper", role: "editor" });
    serve([owner(), grace], [makeInvite({ email: "linus@example.com" })]);
    const { dialog } = await openDialog("owner");

    expect(within(dialog).getByRole("form", { name: "Invite people" })).toBeInTheDocument();
    expect(within(memberRow("Ada Lovelace")).getByText("Owner")).toBeInTheDocument();
    expect(within(memberRow("Ada Lovelace")).queryByRole("combobox")).toBeNull();
    expect(screen.getByRole("combobox", { name: "Role of Grace Hopper" })).toHaveTextContent("Editor");
    expect(screen.getByRole("button", { name: "Remove Grace Hopper" })).toBeInTheDocument();
    expect(
      await screen.findByRole("button", { name: "Resend invitation to linus@example.com" }),
    ).toBeVisible();
    expect(screen.getByRole("button", { name: "Revoke invitation to linus@example.com" })).toBeVisible();
  });

  it("shows a viewer the people and invitations read-only", async () => {
    serve([owner(), makeCollaborator({ name: "Grace Hopper", role: "viewer" })], [makeInvite()]);
    const { dialog } = await openDialog("viewer");

    expect(within(memberRow("Grace Hopper")).getByText("Viewer")).toBeInTheDocument();
    expect(await within(dialog).findByRole("list", { name: "Pending invitations" })).toBeInTheDocument();
    expect(within(dialog).queryByRole("form", { name: "Invite people" })).toBeNull();
    expect(within(dialog).queryByRole("combobox")).toBeNull();
    expect(within(dialog).queryByRole("button", { name: /^(Remove|Resend|Revoke)/ })).toBeNull();
    expect(within(dialog).getByRole("button", { name: "Copy link" })).toBeInTheDocument();
  });

  it("lets an editor invite and resend, but not change roles, remove or revoke", async () => {
    serve(
      [owner(), makeCollaborator({ name: "Grace Hopper" })],
      [makeInvite({ email: "linus@example.com" })],
    );
    const { dialog } = await openDialog("editor");

    expect(within(dialog).getByRole("form", { name: "Invite people" })).toBeInTheDocument();
    expect(
      await screen.findByRole("button", { name: "Resend invitation to linus@example.com" }),
    ).toBeVisible();
    expect(within(dialog).queryByRole("button", { name: /^(Remove|Revoke)/ })).toBeNull();
    expect(within(dialog).queryByRole("combobox", { name: /^Role of/ })).toBeNull();
  });

  it("refuses a bad address without calling the server, then invites as viewer", async () => {
    serve([owner()]);
    const { user, dialog } = await openDialog("owner");
    const email = within(dialog).getByRole("textbox", { name: "Invite by e-mail" });

    await user.type(email, "not-an-address");
    await user.click(within(dialog).getByRole("button", { name: "Invite" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent(
      "Enter a valid e-mail address, like name@example.com.",
    );
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(callsTo(routes.invite)).toHaveLength(0);

    await user.clear(email);
    await user.type(email, "  grace@example.com ");
    await user.click(within(dialog).getByRole("combobox", { name: "Role" }));
    await user.click(await screen.findByRole("option", { name: "Viewer" }));
    await user.click(within(dialog).getByRole("button", { name: "Invite" }));

    expect(await screen.findByText("Invitation sent to grace@example.com")).toBeInTheDocument();
    expect(callsTo(routes.invite).map((c) => c.body)).toEqual([
      { email: "grace@example.com", role: "viewer" },
    ]);
    const pending = await within(dialog).findByRole("list", { name: "Pending invitations" });
    expect(within(pending).getByText("grace@example.com")).toBeInTheDocument();
    expect(within(pending).getByText("Viewer")).toBeInTheDocument();
    expect(email).toHaveValue("");
    expect(within(dialog).queryByRole("alert")).toBeNull();
  });

  it("shows the server's sentence when it refuses an address the lists did not show (409)", async () => {
    serve([owner()]);
    handle(routes.invite, () => apiError(409, "bob@example.com is already a member of this initiative."));
    const { user, dialog } = await openDialog("owner");

    await user.type(within(dialog).getByRole("textbox", { name: "Invite by e-mail" }), "bob@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Invite" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "bob@example.com is already a member of this initiative.",
    );
    expect(within(dialog).getByRole("textbox", { name: "Invite by e-mail" })).toHaveValue("bob@example.com");
  });

  it("answers an address its lists already show without asking the server (no 409 in the console)", async () => {
    serve([owner()], [makeInvite({ email: "linus@example.com" })]);
    const { user, dialog } = await openDialog("owner");
    await within(dialog).findByRole("list", { name: "Pending invitations" });
    const email = within(dialog).getByRole("textbox", { name: "Invite by e-mail" });
    const invite = within(dialog).getByRole("button", { name: "Invite" });

    await user.type(email, "ADA@example.com");
    await user.click(invite);
    expect(within(dialog).getByRole("alert")).toHaveTextContent(
      "ADA@example.com is already a member of this initiative.",
    );
    await user.clear(email);
    await user.type(email, "linus@example.com");
    await user.click(invite);
    expect(within(dialog).getByRole("alert")).toHaveTextContent(
      "An invitation to linus@example.com is already pending. Resend it instead.",
    );
    expect(callsTo(routes.invite)).toHaveLength(0);
  });

  it("says whether a resent invitation went out", async () => {
    const invite = makeInvite({ email: "linus@example.com" });
    serve([owner()], [invite]);
    const answers = [true, false];
    handle(routes.resendInvite, () => answers.shift() ?? false);
    const { user } = await openDialog("owner");
    const resend = await screen.findByRole("button", { name: "Resend invitation to linus@example.com" });

    await user.click(resend);
    expect(await screen.findByText("Invitation sent")).toBeInTheDocument();
    await waitFor(() => expect(resend).toBeEnabled());
    await user.click(resend);
    expect(await screen.findByText("Invitation not sent: try again in a minute")).toBeInTheDocument();
    expect(callsTo(routes.resendInvite).map((c) => c.params)).toEqual([
      { id: INITIATIVE_ID, inviteId: invite.id },
      { id: INITIATIVE_ID, inviteId: invite.id },
    ]);
  });

  it("shows an invitation's last delivery error", async () => {
    serve([owner()], [makeInvite({ last_sent_at: null, last_error: "Delivery failed: connection refused" })]);
    await openDialog("editor");
    expect(await screen.findByText("Delivery failed: connection refused")).toBeInTheDocument();
    expect(screen.getByText(/not sent yet/)).toBeInTheDocument();
  });

  it("changes a collaborator's role", async () => {
    const grace = makeCollaborator({ name: "Grace Hopper", role: "editor" });
    serve([owner(), grace]);
    const { user } = await openDialog("owner");

    await user.click(screen.getByRole("combobox", { name: "Role of Grace Hopper" }));
    await user.click(await screen.findByRole("option", { name: "Viewer" }));

    expect(await screen.findByText("Grace Hopper is now viewer")).toBeInTheDocument();
    expect(callsTo(routes.changeRole).map((c) => [c.params, c.body])).toEqual([
      [{ id: INITIATIVE_ID, userId: grace.user_id }, { role: "viewer" }],
    ]);
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "Role of Grace Hopper" })).toHaveTextContent("Viewer"),
    );
  });

  it("removes a collaborator", async () => {
    const grace = makeCollaborator({ name: "Grace Hopper" });
    serve([owner(), grace]);
    const { user } = await openDialog("owner");

    await user.click(screen.getByRole("button", { name: "Remove Grace Hopper" }));
    expect(await screen.findByText("Grace Hopper was removed")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("button", { name: "Remove Grace Hopper" })).toBeNull());
    expect(callsTo(routes.removeCollaborator).map((c) => c.params)).toEqual([
      { id: INITIATIVE_ID, userId: grace.user_id },
    ]);
  });

  it("revokes an invitation", async () => {
    const invite = makeInvite({ email: "linus@example.com" });
    serve([owner()], [invite]);
    const { user } = await openDialog("owner");

    await user.click(await screen.findByRole("button", { name: "Revoke invitation to linus@example.com" }));
    expect(await screen.findByText("Invitation to linus@example.com revoked")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("list", { name: "Pending invitations" })).toBeNull());
  });

  it("pages through the people, 10 at a time", async () => {
    const people = [
      owner(),
      ...Array.from({ length: 11 }, (_, i) => makeCollaborator({ name: `Member ${i + 1}` })),
    ];
    serve(people);
    const { user, dialog } = await openDialog("viewer");

    expect(within(dialog).getByText("Page 1 of 2")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Previous" })).toBeDisabled();
    expect(within(dialog).getByText("Member 9")).toBeInTheDocument();
    expect(within(dialog).queryByText("Member 10")).toBeNull();

    await user.click(within(dialog).getByRole("button", { name: "Next" }));
    expect(await within(dialog).findByText("Member 10")).toBeInTheDocument();
    expect(within(dialog).getByText("Member 11")).toBeInTheDocument();
    expect(within(dialog).getByText("Page 2 of 2")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Next" })).toBeDisabled();
    expect(callsTo(routes.listCollaborators).map((c) => c.url.search)).toEqual([
      "?page=0&size=10",
      "?page=1&size=10",
    ]);
  });

  it("copies the share link, and says so when the clipboard refuses", async () => {
    serve([owner()]);
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error("denied"));
    const { user, dialog } = await openDialog("viewer");
    // user-event installs its own clipboard; ours replaces it to observe and fail on demand.
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });

    await user.click(within(dialog).getByRole("button", { name: "Copy link" }));
    expect(await screen.findByText("Sharable link copied")).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/initiative/${INITIATIVE_ID}`);
    await user.click(within(dialog).getByRole("button", { name: "Copy link" }));
    expect(await screen.findByText("Failed to copy link to clipboard")).toBeInTheDocument();
  });

  it("without a mail server, shows the invitation link once with a copy button", async () => {
    const link = `${window.location.origin}/invite/k3J9x2LmQp8VwY4tR7sN1aBcDeFgHiJk`;
    serve([owner()], [], link);
    const writeText = vi.fn().mockResolvedValue(undefined);
    const { user, dialog } = await openDialog("owner");
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });

    await user.type(within(dialog).getByRole("textbox", { name: "Invite by e-mail" }), "grace@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Invite" }));
    expect(await screen.findByText("Invitation created for grace@example.com")).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: "Invitation link" })).toHaveValue(link);
    expect(within(dialog).getByText(/Send this link to grace@example.com yourself/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Copy invitation link" }));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(await screen.findByText("Invitation link copied")).toBeInTheDocument();
  });
});
