import { routes } from "@initiative-planner/contract/routes";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toast } from "@/components/ui/toast";
import { apiError, callsTo, handle } from "@/test/api-handlers";
import { PlanStream } from "@/test/api-streams";
import { servePlanning, subsection } from "../test/fixtures";
import { renderPlanning } from "../test/render-planning";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A ready initiative whose backend subsections have no plan yet; each Run Agent gets a new stream. */
function setup() {
  const streams: PlanStream[] = [];
  servePlanning({
    engg_backend: [subsection("architecture"), subsection("testing", "# Tests\n\nUnit tests.", 2)],
    marketing: [subsection("launch")],
  });
  const generate = handle(routes.streamSubsection, ({ params }) => {
    if (params.wsId !== "engg_backend" || params.subId !== "architecture")
      return apiError(404, "No such plan.");
    const stream = new PlanStream();
    streams.push(stream);
    return stream.response;
  });
  return { generate, streams };
}

const plan = () => screen.getByTestId("plan-content");
// The first render of a run also pays for loading the markdown renderer.
const findRunAgent = () => screen.findByRole("button", { name: "Run Agent" }, { timeout: 5_000 });

/** Renders the screen and presses Run Agent. */
async function startGeneration() {
  const served = setup();
  const user = userEvent.setup();
  const view = renderPlanning();
  await user.click(await findRunAgent());
  return { ...served, user, view };
}

describe("Agents screen: plan generation", { timeout: 20_000 }, () => {
  it("appends streamed chunks in order, then shows the saved plan with its new version", async () => {
    const { generate, streams } = await startGeneration();
    expect(screen.getByRole("button", { name: "Contacting Agent..." })).toBeDisabled();
    await waitFor(() => expect(generate.calls()[0]?.body).toEqual({}));
    const stream = streams[0]!;

    act(() => stream.chunk("# Architecture\n\nFirst "));
    expect(await screen.findByRole("heading", { name: "Architecture" })).toBeInTheDocument();
    expect(screen.getByText("Generating content...")).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { name: "Backend Engineering - Architecture plan" }),
    ).toBeInTheDocument();

    act(() => stream.chunk("second "));
    act(() => stream.chunk("third."));
    await waitFor(() => expect(plan()).toHaveTextContent("First second third."));
    expect(plan().textContent).toMatch(/First second third\.$/);

    act(() => stream.done(1));
    await waitFor(() => expect(screen.queryByText("Generating content...")).not.toBeInTheDocument());
    expect(plan()).toHaveTextContent("First second third.");
    // The plan now has content: a check instead of the spinner, and the AI change can be undone.
    const item = screen.getByRole("button", { name: /Architecture plan/ });
    expect(within(item).getByRole("img", { name: "Has plan" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Undo" })).toBeInTheDocument();
  });

  it("shows a spinner on the generating subsection and Stop aborts the request", async () => {
    const { generate, streams, user } = await startGeneration();
    await waitFor(() => expect(streams).toHaveLength(1));
    const item = screen.getByRole("button", { name: /Architecture plan/ });
    expect(within(item).getByRole("status", { name: "Generating" })).toBeInTheDocument();
    act(() => streams[0]!.chunk("# Draft\n\nhalf a plan"));
    await screen.findByRole("heading", { name: "Draft" });

    await user.click(screen.getByRole("button", { name: "Stop" }));
    expect(generate.calls()[0]?.signal.aborted).toBe(true);
    // Nothing was saved: the screen is back to the empty plan, ready to run again, and says why.
    expect(await screen.findByRole("button", { name: "Run Agent" })).toBeEnabled();
    expect(screen.queryByText("Generating content...")).not.toBeInTheDocument();
    expect(await screen.findByText("Generation stopped — nothing was saved.")).toBeInTheDocument();
    expect(callsTo(routes.saveSubsection)).toHaveLength(0);
  });

  it("says the plan changed during generation and offers to run it again", async () => {
    const { generate, streams } = await startGeneration();
    await waitFor(() => expect(streams).toHaveLength(1));
    act(() => streams[0]!.chunk("# Draft\n\nhalf a plan"));
    await screen.findByRole("heading", { name: "Draft" });
    const changed =
      "This plan was changed while it was being generated, so nothing was overwritten. Run it again to generate from the current version.";
    act(() => streams[0]!.fail(changed, "conflict"));

    expect(await screen.findByText(changed)).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Run Agent" })).toBeEnabled();
    // A plain click: the toast's swipe handling needs pointer capture, which jsdom lacks.
    fireEvent.click(screen.getByRole("button", { name: "Run again" }));
    await waitFor(() => expect(generate.calls()).toHaveLength(2));
  });

  it("switching workstream aborts the stream and clears the subsection selection", async () => {
    const info = vi.spyOn(toast, "info");
    const { generate, user } = await startGeneration();
    await waitFor(() => expect(generate.calls()).toHaveLength(1));
    const request = generate.calls()[0]!;
    expect(request.signal.aborted).toBe(false);

    await user.click(screen.getByRole("button", { name: /TEAM/ }));
    await user.click(await screen.findByRole("menuitem", { name: "Marketing" }));

    expect(request.signal.aborted).toBe(true);
    expect(
      await screen.findByRole("heading", { name: "Create your project's Launch plan" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Architecture plan/ })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId("location")).toHaveTextContent("?workstream=marketing&subsection=launch"),
    ); // Only the user's own Stop is announced.
    expect(info).not.toHaveBeenCalled();
  });

  it("aborts the stream when the browser tab is hidden", async () => {
    const { generate } = await startGeneration();
    await waitFor(() => expect(generate.calls()).toHaveLength(1));

    vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    act(() => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
    expect(generate.calls()[0]?.signal.aborted).toBe(true);
  });

  it("aborts the stream when the screen unmounts", async () => {
    const { generate, view } = await startGeneration();
    await waitFor(() => expect(generate.calls()).toHaveLength(1));
    view.unmount();
    expect(generate.calls()[0]?.signal.aborted).toBe(true);
  });

  it("logs a failed generation without showing it, and clears the generating state", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const alert = vi.spyOn(window, "alert").mockImplementation(() => undefined);
    const { streams } = await startGeneration();
    await waitFor(() => expect(streams).toHaveLength(1));
    act(() => streams[0]!.fail());
    expect(await screen.findByRole("button", { name: "Run Agent" })).toBeEnabled();
    expect(warn).toHaveBeenCalledWith("[planning] Plan generation failed", expect.any(Error));
    expect(alert).not.toHaveBeenCalled();
  });
});
