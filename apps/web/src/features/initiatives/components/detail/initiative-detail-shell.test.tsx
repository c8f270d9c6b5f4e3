import { routes } from "@initiative-planner/contract/routes";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiError, handle, pending } from "@/test/api-handlers";
import { serveQuietEvents } from "@/test/api-streams";
import { locationOf, renderApp } from "@/test/render";
import { signIn } from "@/test/session";
import { makeInitiative } from "../../test/fixtures";
import { InitiativeDetailShell, type PlanningSlotProps } from "./initiative-detail-shell";

const initiative = makeInitiative({ name: "launch the spring campaign", description: "Sell more seeds." });

let mounts = 0;
/** Stands in for the Agents screen: counts mounts and keeps local state a remount would lose. */
function FakePlanning({ initiativeId, canEdit, active }: PlanningSlotProps) {
  const [mountId] = useState(() => ++mounts);
  return (
    <p data-testid="planning" data-active={String(active)}>
      Agents for {initiativeId} ({canEdit ? "editable" : "read-only"}) #{mountId}
    </p>
  );
}

const shell = <InitiativeDetailShell renderPlanning={(props) => <FakePlanning {...props} />} />;
const renderDetail = (entry: string) =>
  renderApp(entry, {
    routes: [
      "/initiative/:id",
      "/initiative/:id/chat",
      "/initiative/:id/callouts",
      "/initiative/:id/planning",
    ].map((path) => ({ path, element: shell })),
  });

/** The one initiative of these tests answers as `answer` says; any other id is not found. */
const serveInitiative = (answer: () => Response | typeof initiative | Promise<never>) =>
  handle(routes.getInitiative, ({ params }) =>
    params.id === initiative.id ? answer() : apiError(404, "Initiative not found."),
  );

beforeEach(() => {
  mounts = 0;
  signIn();
  serveInitiative(() => initiative);
  handle(routes.listInitiativeFiles, () => []);
  handle(routes.listTrackers, () => ({ trackers: [] }));
  // The shell listens to the initiative's live events (a quiet stream here).
  serveQuietEvents();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("initiative detail shell", { timeout: 15_000 }, () => {
  it("opens on the Agents tab with the capitalised name", async () => {
    renderDetail(`/initiative/${initiative.id}`);
    expect(await screen.findByRole("heading", { name: "Launch the spring campaign" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Agents" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByTestId("planning")).toBeVisible();
    expect(screen.getByTestId("planning")).toHaveTextContent(`Agents for ${initiative.id} (editable)`);
  });

  it("keeps workstream and subsection when switching tabs, and the Agents screen mounted", async () => {
    const user = userEvent.setup();
    const { router } = renderDetail(`/initiative/${initiative.id}?workstream=design&subsection=goals`);
    await screen.findByTestId("planning");

    await user.click(screen.getByRole("tab", { name: "Messages" }));
    await waitFor(() =>
      expect(locationOf(router)).toBe(
        `/initiative/${initiative.id}?workstream=design&subsection=goals&tab=chat`,
      ),
    );
    expect(
      screen.getByText(
        "We are refining the Messaging experience on the product. You'll be notified when it's ready.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId("planning")).not.toBeVisible();
    // Told it is hidden, so it leaves the address alone.
    expect(screen.getByTestId("planning")).toHaveAttribute("data-active", "false");

    await user.click(screen.getByRole("tab", { name: "Callouts" }));
    expect(
      screen.getByText(
        "We are refining the Callout experience on the product. You'll be notified when it's ready.",
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "Agents" }));
    expect(new URLSearchParams(router.state.location.search).get("tab")).toBe("planning");
    expect(new URLSearchParams(router.state.location.search).get("workstream")).toBe("design");
    expect(screen.getByTestId("planning")).toBeVisible();
    expect(screen.getByTestId("planning")).toHaveAttribute("data-active", "true");
    expect(screen.getByTestId("planning")).toHaveTextContent("#1");
    expect(mounts).toBe(1);
  });

  it("selects the tab of a direct route and of the tab parameter", async () => {
    renderDetail(`/initiative/${initiative.id}/chat`);
    expect(await screen.findByRole("tab", { name: "Messages" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByText(/refining the Messaging experience/)).toBeInTheDocument();
  });

  it("reads ?tab=callouts", async () => {
    renderDetail(`/initiative/${initiative.id}?tab=callouts`);
    expect(await screen.findByRole("tab", { name: "Callouts" })).toHaveAttribute("aria-selected", "true");
  });

  it("explains a 403 with the server's sentence, without an error toast", async () => {
    serveInitiative(() =>
      apiError(403, "You do not have access to this initiative. Ask its owner to invite you."),
    );
    renderDetail(`/initiative/${initiative.id}`);
    expect(
      await screen.findByRole("heading", { name: "You don't have access to this initiative" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("You do not have access to this initiative. Ask its owner to invite you."),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to your initiatives" })).toHaveAttribute(
      "href",
      "/initiatives",
    );
    expect(screen.queryByText("Failed to load initiative details")).toBeNull();
    expect(screen.queryByTestId("planning")).toBeNull();
  });

  it("toasts when the initiative cannot be loaded", async () => {
    serveInitiative(() => apiError(404, "Initiative not found."));
    renderDetail(`/initiative/${initiative.id}`);
    expect(await screen.findByText("Failed to load initiative details")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "This initiative could not be loaded" })).toBeInTheDocument();
  });

  it("shows the description in the 'Initiative Description' dialog", async () => {
    const user = userEvent.setup();
    renderDetail(`/initiative/${initiative.id}`);
    await user.click(await screen.findByRole("button", { name: "Initiative Description" }));
    expect(await screen.findByRole("dialog", { name: "Initiative Description" })).toHaveTextContent(
      "Sell more seeds.",
    );
  });

  it("copies the share link, and says so when the clipboard refuses", async () => {
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error("denied"));
    const user = userEvent.setup();
    renderDetail(`/initiative/${initiative.id}`);
    // user-event installs its own clipboard; ours replaces it to observe and fail on demand.
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    // As a person would: once the initiative shows (its tabs come with it).
    await screen.findByRole("tab", { name: "Agents" });
    await user.click(screen.getByRole("button", { name: "Share" }));
    expect(await screen.findByText("Sharable link copied")).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/initiative/${initiative.id}`);

    await user.click(screen.getByRole("button", { name: "Share" }));
    expect(await screen.findByText("Failed to copy link to clipboard")).toBeInTheDocument();
  });

  it("has nothing to share while the initiative is still loading", async () => {
    serveInitiative(pending);
    const user = userEvent.setup();
    renderDetail(`/initiative/${initiative.id}`);
    await user.click(await screen.findByRole("button", { name: "Share" }));
    expect(await screen.findByText("No initiative data available to share")).toBeInTheDocument();
  });

  it("hands the Share slot the initiative's id, title and the caller's role", async () => {
    serveInitiative(() => ({ ...initiative, role: "viewer" }));
    renderApp(`/initiative/${initiative.id}`, {
      routes: [
        {
          path: "/initiative/:id",
          element: (
            <InitiativeDetailShell
              renderPlanning={(props) => <FakePlanning {...props} />}
              renderShare={(p) => (
                <p data-testid="share">{`${p.initiativeId} ${p.initiativeName} ${p.role}`}</p>
              )}
            />
          ),
        },
      ],
    });
    expect(await screen.findByTestId("share")).toHaveTextContent(
      `${initiative.id} Launch the spring campaign viewer`,
    );
    expect(screen.queryByRole("button", { name: "Share" })).toBeNull();
    expect(screen.getByTestId("planning")).toHaveTextContent("read-only");
  });

  it("goes to the list when there is no earlier page to go back to", async () => {
    const user = userEvent.setup();
    const { router } = renderDetail(`/initiative/${initiative.id}`);
    await user.click(await screen.findByRole("button", { name: "Back" }));
    expect(locationOf(router)).toBe("/initiatives");
  });

  // Decision 034: history back whenever the app has an earlier page (the browser router's own history).
  it("goes history back when the app has an earlier page", async () => {
    const user = userEvent.setup();
    const { router } = renderApp("/initiatives?search=seeds", {
      routes: [{ path: "/initiative/:id", element: shell }],
      history: "browser",
    });
    expect(await screen.findByText("Elsewhere")).toBeInTheDocument();
    await router.navigate(`/initiative/${initiative.id}`);
    await user.click(await screen.findByRole("button", { name: "Back" }));
    await waitFor(() =>
      expect(`${window.location.pathname}${window.location.search}`).toBe("/initiatives?search=seeds"),
    );
    // The router renders the earlier page after the address changes, in a render of its own.
    expect(await screen.findByText("Elsewhere")).toBeInTheDocument();
    router.dispose();
  });
});
