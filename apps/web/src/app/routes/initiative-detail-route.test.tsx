import type { Initiative } from "@initiative-planner/contract/initiative";
import { routes } from "@initiative-planner/contract/routes";
import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeInitiative } from "@/features/initiatives/test/fixtures";
import { subsection } from "@/features/planning/test/fixtures";
import { PLANNING_POLL_MS } from "@/lib/initiative-timing";
import { apiError, callsTo, handle } from "@/test/api-handlers";
import { EventStream } from "@/test/api-streams";
import { renderApp } from "@/test/render";
import { NO_USAGE, signIn } from "@/test/session";
import { InitiativeDetailRoute } from "./initiative-detail-route";

// The planner renames an initiative when it has planned it (issue 13 item 6): the page shows the new
// name everywhere — headers, the tab title, the Agents screen — without a reload, from one query.

/** Radix popper content measures itself; jsdom has no ResizeObserver. */
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const provisional = makeInitiative({
  name: "build a self-service portal for our customers",
  status: "CREATED",
});
const planned: Initiative = {
  ...provisional,
  name: "Customer Self-Service Portal",
  status: "WORKSTREAM_CREATED",
};

const headingOf = ({ name, description, status, failure_reason }: Initiative) => ({
  name,
  description,
  status,
  failure_reason,
});

/** The server: the initiative as it is now, its workstreams once planned, nothing else of note. */
function serveInitiativePage(options: { events?: EventStream } = {}) {
  const state = { initiative: provisional };
  const one = handle(routes.getInitiative, () => state.initiative);
  handle(routes.listInitiativeFiles, () => []);
  handle(routes.listTrackers, () => ({ trackers: [] }));
  handle(routes.getGenerateAll, () => ({ run: null }));
  handle(routes.initiativeUsage, () => ({ total: NO_USAGE, by_kind: [], by_user: [] }));
  handle(routes.listWorkstreams, () => ({
    heading: {
      name: state.initiative.name,
      description: "",
      status: "WORKSTREAM_CREATED" as const,
      failure_reason: null,
    },
    workstreams: [{ id: "engg_backend", name: "Backend Engineering" }],
  }));
  handle(routes.listSubsections, () => []);
  // The spec's details route still exists on the server; the page must not need it.
  const details = handle(routes.initiativeDetails, () => ({
    heading: headingOf(state.initiative),
    workstreams: [{ id: "engg_backend", name: "Backend Engineering" }],
  }));
  const events = handle(routes.initiativeEvents, () =>
    options.events ? options.events.response : apiError(404, "No stream here."),
  );
  return { state, one, details, events };
}

const renderPage = () =>
  renderApp(`/initiative/${provisional.id}`, {
    routes: [{ path: "/initiative/:id", element: <InitiativeDetailRoute /> }],
  });

const heading = (name: string) => screen.queryByRole("heading", { level: 1, name });

beforeEach(() => {
  signIn();
  vi.stubGlobal("ResizeObserver", NoopResizeObserver);
  document.title = "Initiative Planner";
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("initiative page: the planner's name", { timeout: 20_000 }, () => {
  it("shows the new name in the header, the tab title and the Agents screen as soon as the status event comes", async () => {
    const stream = new EventStream();
    const { state, details, events } = serveInitiativePage({ events: stream });
    renderPage();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Build a self-service portal for our customers" }),
    ).toBeInTheDocument();
    expect(await screen.findByText("Polling...")).toBeInTheDocument();
    await waitFor(() => expect(events.calls()).toHaveLength(1));

    state.initiative = planned;
    act(() =>
      stream.send({ id: 4, type: "status", data: { status: "WORKSTREAM_CREATED", failure_reason: null } }),
    );

    // Well before the 5-s poll: the event refreshes the one query every part of the page reads.
    await waitFor(() => expect(heading("Customer Self-Service Portal")).toBeInTheDocument(), {
      timeout: 2_000,
    });
    expect(heading("Build a self-service portal for our customers")).toBeNull();
    expect(await screen.findByText("TEAM")).toBeInTheDocument();
    expect(screen.queryByText("Polling...")).toBeNull();
    expect(details.calls()).toHaveLength(0);
    expect(document.title).toBe("Customer Self-Service Portal · Initiative Planner");
  });

  it("polls the one query every 5 s while CREATED, and one answer moves the header, title and screen on", async () => {
    vi.useFakeTimers();
    const { state, one, details } = serveInitiativePage();
    renderPage();
    // The app's start-up (runtime settings, the session), then the page's first answers.
    await act(() => vi.advanceTimersByTimeAsync(50));
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(heading("Build a self-service portal for our customers")).toBeInTheDocument();
    expect(screen.getByText("Polling...")).toBeInTheDocument();
    expect(one.calls()).toHaveLength(1);

    state.initiative = planned;
    await act(() => vi.advanceTimersByTimeAsync(PLANNING_POLL_MS));
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(heading("Customer Self-Service Portal")).toBeInTheDocument();
    expect(screen.getByText("TEAM")).toBeInTheDocument();
    // One request a tick for the page, not one per screen, and none once the initiative is planned.
    expect(details.calls()).toHaveLength(0);
    expect(one.calls()).toHaveLength(2);
    expect(document.title).toBe("Customer Self-Service Portal · Initiative Planner");
    await act(() => vi.advanceTimersByTimeAsync(PLANNING_POLL_MS * 3));
    expect(one.calls()).toHaveLength(2);
  });

  it("puts the app's title back when the page is left", async () => {
    serveInitiativePage();
    const { unmount } = renderPage();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Build a self-service portal for our customers" }),
    ).toBeInTheDocument();
    expect(document.title).toBe("Build a self-service portal for our customers · Initiative Planner");
    unmount();
    expect(document.title).toBe("Initiative Planner");
  });
});

describe("initiative page: the Agents screen's lists", { timeout: 20_000 }, () => {
  it("are asked for with the initiative, not after it, and only once", async () => {
    const page = serveInitiativePage();
    page.state.initiative = planned;
    let answer!: () => void;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const one = handle(routes.getInitiative, async () => {
      await held;
      return planned;
    });
    handle(routes.listSubsections, () => [subsection("problem_goals")]);
    renderApp(`/initiative/${planned.id}?tab=planning&workstream=engg_backend`, {
      routes: [{ path: "/initiative/:id", element: <InitiativeDetailRoute /> }],
    });

    // The initiative has not answered yet, and both lists are already on their way.
    await waitFor(() => expect(callsTo(routes.listSubsections)).toHaveLength(1));
    expect(one.calls()).toHaveLength(1);
    expect(callsTo(routes.listWorkstreams)).toHaveLength(1);
    expect(callsTo(routes.listSubsections)[0]?.params).toMatchObject({ wsId: "engg_backend" });

    answer();
    expect(await screen.findByRole("heading", { level: 1, name: planned.name })).toBeInTheDocument();
    expect((await screen.findAllByText("Backend Engineering")).length).toBeGreaterThan(0);
    // The screen's own queries used those answers instead of asking again.
    expect(callsTo(routes.listWorkstreams)).toHaveLength(1);
    expect(callsTo(routes.listSubsections)).toHaveLength(1);
  });
});
