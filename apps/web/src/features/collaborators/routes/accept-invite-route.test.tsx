import { routes } from "@initiative-planner/contract/routes";
import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { apiError, handle } from "@/test/api-handlers";
import { renderApp } from "@/test/render";
import { signIn } from "@/test/session";
import { INITIATIVE_ID } from "../test/fixtures";
import { AcceptInviteRoute } from "./accept-invite-route";

beforeEach(() => {
  signIn();
});

const TOKEN = "k3J9x2LmQp8VwY4tR7sN1aBcDeFgHiJk";

function renderAccept(loadInitiativeName = vi.fn(async () => "Seed shop"), onJoined = vi.fn()) {
  const app = renderApp(`/invite/${TOKEN}`, {
    routes: [
      {
        path: "/invite/:token",
        element: <AcceptInviteRoute loadInitiativeName={loadInitiativeName} onJoined={onJoined} />,
      },
      { path: "/initiative/:id", element: <p>Initiative page</p> },
      { path: "/", element: <p>Home page</p> },
    ],
  });
  return { ...app, loadInitiativeName, onJoined };
}

describe("/invite/:token", () => {
  it("accepts the invitation, then opens the initiative with a toast naming it and the role", async () => {
    const accept = handle(routes.acceptInvite, () => ({
      initiative_id: INITIATIVE_ID,
      role: "viewer" as const,
    }));
    const { router, loadInitiativeName, onJoined } = renderAccept();

    expect(await screen.findByText("Joining the initiative...")).toBeInTheDocument();
    expect(await screen.findByText("Initiative page")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/initiative/${INITIATIVE_ID}`);
    expect(await screen.findByText("You joined 'Seed shop' as viewer")).toBeInTheDocument();
    expect(accept.calls().map((c) => c.body)).toEqual([{ token: TOKEN }]);
    expect(loadInitiativeName).toHaveBeenCalledWith(INITIATIVE_ID);
    expect(onJoined).toHaveBeenCalledWith(INITIATIVE_ID);
  });

  it("still joins when the name cannot be read", async () => {
    handle(routes.acceptInvite, () => ({ initiative_id: INITIATIVE_ID, role: "editor" as const }));
    renderAccept(vi.fn(async () => Promise.reject(new Error("offline"))));
    expect(await screen.findByText("You joined 'the initiative' as editor")).toBeInTheDocument();
  });

  it("explains a used link and offers the way home", async () => {
    handle(routes.acceptInvite, () =>
      apiError(409, "This invitation has already been used. Ask for a new invitation."),
    );
    const { router, onJoined } = renderAccept();

    expect(await screen.findByRole("heading", { name: "This invitation can't be used" })).toBeInTheDocument();
    expect(
      screen.getByText("This invitation has already been used. Ask for a new invitation."),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go home" })).toHaveAttribute("href", "/");
    expect(router.state.location.pathname).toBe(`/invite/${TOKEN}`);
    expect(onJoined).not.toHaveBeenCalled();
  });

  it("explains a malformed link without the validator's wording", async () => {
    handle(routes.acceptInvite, () => apiError(400, "token: Too small"));
    renderAccept();
    expect(
      await screen.findByText(
        "This invitation link is not valid or has already been used. Ask for a new invitation.",
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText("token: Too small")).toBeNull());
  });

  it("explains an invitation sent to another address (403) with the server's sentence", async () => {
    const sentence =
      "This invitation was sent to another e-mail address. Sign in with the address it was sent to, or ask to be invited at yours.";
    handle(routes.acceptInvite, () => apiError(403, sentence));
    renderAccept();
    expect(await screen.findByText(sentence)).toBeInTheDocument();
  });
});
