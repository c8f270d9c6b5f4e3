import { formatInitiativeEvent, type InitiativeEvent } from "@initiative-planner/contract/events";
import type { Initiative } from "@initiative-planner/contract/initiative";
import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fail, makeInitiative, ok } from "@/features/initiatives/test/fixtures";
import { PLANNING_POLL_MS } from "@/lib/initiative-timing";
import { installFakeApi } from "@/test/fake-api";
import { renderRoutes } from "@/test/render-routes";
import { InitiativeDetailRoute } from "./initiative-detail-route";

// The planner renames an initiative when it has planned it (issue 13 item 6): the page shows the new
// name everywhere — headers, the tab title, the Agents screen — without a reload, from one query.

/** Radix popper content measures itself; jsdom has no ResizeObserver. */
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/** The initiative's `…/events` stream, fed by the test. */
class FakeEvents {
  private controller!: ReadableStreamDefaultController<Uint8Array>;
  readonly response = new Response(
    new ReadableStream<Uint8Array>({
      start: (controller) => {
        this.controller = controller;
      },
    }),
    { headers: { "content-type": "text/event-stream" } },
  );
  send(event: InitiativeEvent) {
    this.controller.enqueue(new TextEncoder().encode(formatInitiativeEvent(event)));
  }
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
const base = `/portal/initiatives/${provisional.id}`;
const ONE = new RegExp(`^${base}$`);
const DETAILS = new RegExp(`^/portal/initiative/${provisional.id}/details$`);

const headingOf = ({ name, description, status, failure_reason }: Initiative) => ({
  name,
  description,
  status,
  failure_reason,
});

/** The server: the initiative as it is now, its workstreams once planned, nothing else of note. */
function fakeServer(options: { events?: FakeEvents } = {}) {
  const state = { initiative: provisional };
  const api = installFakeApi();
  api.on("GET", ONE, () => ok(state.initiative));
  api.on("GET", new RegExp(`^${base}/files$`), () => ok([]));
  api.on("GET", new RegExp(`^${base}/workstreams$`), () =>
    ok({
      heading: {
        name: state.initiative.name,
        description: "",
        status: "WORKSTREAM_CREATED",
        failure_reason: null,
      },
      workstreams: [{ id: "engg_backend", name: "Backend Engineering" }],
    }),
  );
  api.on("GET", new RegExp(`^${base}/workstreams/engg_backend/subsections$`), () => ok([]));
  // The spec's details route still exists on the server; the page must not need it.
  api.on("GET", DETAILS, () =>
    ok({
      heading: headingOf(state.initiative),
      workstreams: [{ id: "engg_backend", name: "Backend Engineering" }],
    }),
  );
  api.on("GET", new RegExp(`^${base}/events$`), () =>
    options.events ? options.events.response : fail(404, "not_found", "No stream here."),
  );
  return { api, state };
}

const renderPage = () =>
  renderRoutes(
    [{ path: "/initiative/:id", element: <InitiativeDetailRoute /> }],
    `/initiative/${provisional.id}`,
  );

const heading = (name: string) => screen.queryByRole("heading", { level: 1, name });

beforeEach(() => {
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
    const events = new FakeEvents();
    const { api, state } = fakeServer({ events });
    renderPage();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Build a self-service portal for our customers" }),
    ).toBeInTheDocument();
    expect(await screen.findByText("Polling...")).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo("GET", /\/events$/)).toHaveLength(1));

    state.initiative = planned;
    act(() =>
      events.send({ id: 4, type: "status", data: { status: "WORKSTREAM_CREATED", failure_reason: null } }),
    );

    // Well before the 5-s poll: the event refreshes the one query every part of the page reads.
    await waitFor(() => expect(heading("Customer Self-Service Portal")).toBeInTheDocument(), {
      timeout: 2_000,
    });
    expect(heading("Build a self-service portal for our customers")).toBeNull();
    expect(await screen.findByText("TEAM")).toBeInTheDocument();
    expect(screen.queryByText("Polling...")).toBeNull();
    expect(api.callsTo("GET", DETAILS)).toHaveLength(0);
    expect(document.title).toBe("Customer Self-Service Portal · Initiative Planner");
  });

  it("polls the one query every 5 s while CREATED, and one answer moves the header, title and screen on", async () => {
    vi.useFakeTimers();
    const { api, state } = fakeServer();
    renderPage();
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(heading("Build a self-service portal for our customers")).toBeInTheDocument();
    expect(screen.getByText("Polling...")).toBeInTheDocument();
    expect(api.callsTo("GET", ONE)).toHaveLength(1);

    state.initiative = planned;
    await act(() => vi.advanceTimersByTimeAsync(PLANNING_POLL_MS));
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(heading("Customer Self-Service Portal")).toBeInTheDocument();
    expect(screen.getByText("TEAM")).toBeInTheDocument();
    // One request a tick for the page, not one per screen, and none once the initiative is planned.
    expect(api.callsTo("GET", DETAILS)).toHaveLength(0);
    expect(api.callsTo("GET", ONE)).toHaveLength(2);
    expect(document.title).toBe("Customer Self-Service Portal · Initiative Planner");
    await act(() => vi.advanceTimersByTimeAsync(PLANNING_POLL_MS * 3));
    expect(api.callsTo("GET", ONE)).toHaveLength(2);
  });

  it("puts the app's title back when the page is left", async () => {
    fakeServer();
    const { unmount } = renderPage();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Build a self-service portal for our customers" }),
    ).toBeInTheDocument();
    expect(document.title).toBe("Build a self-service portal for our customers · Initiative Planner");
    unmount();
    expect(document.title).toBe("Initiative Planner");
  });
});
