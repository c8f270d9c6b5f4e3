import type { Initiative } from "@initiative-planner/contract/initiative";
import { routes } from "@initiative-planner/contract/routes";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PLANNING_POLL_MS as POLL_INTERVAL_MS } from "@/lib/initiative-timing";
import { apiError, handle } from "@/test/api-handlers";
import { readyInitiative, servePlanning, subsection } from "../test/fixtures";
import { renderPlanning } from "../test/render-planning";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const readyApi = () =>
  servePlanning({
    engg_backend: [
      subsection("architecture", "# Architecture\n\nServices and queues.", 3),
      subsection("testing"),
    ],
    marketing: [],
  });

/** Lets fetches, React Query and React settle under fake timers. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(50));

describe("Agents screen: loading, polling and failures", { timeout: 20_000 }, () => {
  it("polls every 5000 ms while CREATED and stops once WORKSTREAM_CREATED", async () => {
    vi.useFakeTimers();
    const statuses = ["CREATED", "CREATED", "WORKSTREAM_CREATED"] as const;
    let answered = 0;
    readyApi();
    const initiative = handle(routes.getInitiative, () =>
      readyInitiative(statuses[Math.min(answered++, statuses.length - 1)]),
    );
    renderPlanning();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText("Loading Agents...")).toBeInTheDocument();

    await settle();
    expect(screen.getByText("Polling...")).toBeInTheDocument();
    expect(screen.getByText("Checking for workstream updates...")).toBeInTheDocument();
    expect(initiative.calls()).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS - 100));
    expect(initiative.calls()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(100));
    await settle();
    expect(initiative.calls()).toHaveLength(2);
    expect(screen.getByText("Polling...")).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    await settle();
    expect(initiative.calls()).toHaveLength(3);
    expect(screen.queryByText("Polling...")).not.toBeInTheDocument();
    expect(screen.getByText("TEAM")).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 4));
    expect(initiative.calls()).toHaveLength(3);
  });

  it("does not poll a FAILED initiative; it shows the reason and 'Try again' re-queues it", async () => {
    let status: "FAILED" | "CREATED" = "FAILED";
    readyApi();
    const initiative = handle(routes.getInitiative, () => readyInitiative(status, "The model timed out."));
    const retry = handle(routes.retryInitiative, () => {
      status = "CREATED";
      return retriedInitiative;
    });
    const user = userEvent.setup();
    renderPlanning();
    expect(await screen.findByText("The model timed out.")).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(initiative.calls()).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(retry.calls()).toHaveLength(1));
    expect(retry.calls()[0]?.body).toBeUndefined();
    // The initiative is asked again, and a CREATED one is polled.
    expect(await screen.findByText("Polling...")).toBeInTheDocument();
  });

  it("shows 'Failed to fetch initiative details' when the details cannot be loaded", async () => {
    readyApi();
    handle(routes.getInitiative, () => apiError(404, "Initiative not found"));
    renderPlanning();
    expect(await screen.findByText("Failed to fetch initiative details")).toBeInTheDocument();
  });

  it("shows 'Failed to load workstreams' when the workstream list cannot be loaded", async () => {
    readyApi();
    handle(routes.listWorkstreams, () => apiError(500, "boom"));
    renderPlanning();
    expect(await screen.findByText("Failed to load workstreams")).toBeInTheDocument();
  });

  it("shows the links under the subsections only with them, so nothing jumps down when the list arrives", async () => {
    readyApi();
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    handle(routes.listSubsections, async () => {
      await held;
      return [subsection("architecture"), subsection("testing")];
    });
    renderPlanning();
    expect(await screen.findByText("Loading subsections...")).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Tasks and timeline" })).not.toBeInTheDocument();
    expect(screen.queryByTestId("initiative-usage")).not.toBeInTheDocument();
    answer();
    expect(await screen.findByRole("list", { name: "Tasks and timeline" })).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Subsections" })).toBeInTheDocument();
    expect(screen.getByTestId("initiative-usage")).toBeInTheDocument();
    expect(screen.queryByText("Loading subsections...")).not.toBeInTheDocument();
  });

  it("selects the workstream from the query string and says when it has no subsections", async () => {
    renderPlanningWith("?workstream=marketing");
    expect(await screen.findByText("No subsections found")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /TEAM/ })).toHaveTextContent("Marketing");
    // Nothing selected: the fallback template names the workstream and where the data came from.
    const fallback = await screen.findByTestId("plan-fallback");
    expect(fallback).toHaveTextContent("Marketing");
    expect(fallback).toHaveTextContent("Data source: live");
    expect(fallback).toHaveTextContent("Last updated:");
  });

  it("logs 'Subsection not found' for a link to a missing subsection and shows the first one", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    renderPlanningWith("?workstream=engg_backend&subsection=gone");
    expect(await screen.findByText("Services and queues.")).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith("[planning] Subsection not found", "gone");
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("subsection=architecture"));
  });

  it("marks the selected workstream in the TEAM dropdown, and only that one", async () => {
    renderPlanningWith("?workstream=marketing");
    const user = userEvent.setup();
    await screen.findByText("No subsections found");
    await user.click(screen.getByRole("button", { name: /TEAM/ }));
    const items = await screen.findAllByRole("menuitem");
    const marked = items.filter((item) => item.querySelector("[data-testid='team-selected-check']"));
    expect(marked.map((item) => item.textContent)).toEqual(["Marketing"]);
    expect(marked[0]).toHaveAttribute("aria-current", "true");
    expect(items.filter((item) => item.getAttribute("aria-current") === "true")).toHaveLength(1);
  });

  it("writes no workstream or subsection into the address while the Agents tab is hidden", async () => {
    readyApi();
    renderPlanning({ active: false, search: "?keep=1" });
    expect(await screen.findByRole("heading", { name: "Architecture" })).toBeInTheDocument();
    // The auto-selected first subsection would be written by now if the screen were showing.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByTestId("location")).toHaveTextContent(/^\?keep=1$/);
  });

  it("keeps parameters already in the address while hidden", async () => {
    readyApi();
    renderPlanning({ active: false, search: "?workstream=engg_backend&subsection=testing" });
    expect(
      await screen.findByRole("heading", { name: "Create your project's Testing plan" }),
    ).toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent(
      /^\?workstream=engg_backend&subsection=testing$/,
    );
  });

  it("shows the plan to a viewer without any editing control", async () => {
    readyApi();
    renderPlanning({ canEdit: false });
    expect(
      await screen.findByRole(
        "heading",
        { name: "Backend Engineering - Architecture plan" },
        { timeout: 5_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Architecture" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "History" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Improve" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Stop" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Undo" })).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole("button", { name: /Testing plan/ }));
    expect(
      await screen.findByRole("heading", { name: "Create your project's Testing plan" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Describe the testing plan")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Run Agent" })).not.toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent("subsection=testing");
  });
});

const retriedInitiative: Initiative = {
  id: "11111111-1111-4111-8111-111111111111",
  name: "Portal",
  description: "A customer portal",
  date_due_completion: null,
  priority: "HIGH",
  status: "CREATED",
  communication_mode: "SLACK",
  progress: 0,
  team_size: 1,
  role: "owner",
  owner: { id: "u1", name: "Ada" },
  failure_reason: null,
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
};

function renderPlanningWith(search: string) {
  readyApi();
  return renderPlanning({ search });
}
