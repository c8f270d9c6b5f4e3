import { routes } from "@initiative-planner/contract/routes";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, handle } from "@/test/api-handlers";
import { PlanStream } from "@/test/api-streams";
import { selectText } from "@/test/select-text";
import { servePlanning, subsection } from "../test/fixtures";
import { renderPlanning } from "../test/render-planning";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ORIGINAL = "# Architecture\n\nServices and queues.";
function setup() {
  const streams: PlanStream[] = [];
  servePlanning({ engg_backend: [subsection("architecture", ORIGINAL, 3)] });
  const improve = handle(routes.improveSubsection, () => {
    const stream = new PlanStream();
    streams.push(stream);
    return stream.response;
  });
  const save = handle(routes.saveSubsection, () => ({ version: 4 }));
  const restore = handle(routes.restoreVersion, () => ({ version: 5 }));
  return { improve, save, restore, streams };
}

/** Selects the text of an element the way a drag would, then ends the gesture. */

describe("Agents screen: Improve with AI", { timeout: 20_000 }, () => {
  it("streams the improved plan in place of the old one, saves it on base_version, and can undo it", async () => {
    const { improve, save, restore, streams } = setup();
    const user = userEvent.setup();
    renderPlanning();

    await screen.findByText("Services and queues.", {}, { timeout: 5_000 });
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("subsection=architecture"));
    // Re-selected on each try: a re-render that replaces the text nodes drops the selection.
    await waitFor(() => {
      selectText(screen.getByText("Services and queues."));
      expect(screen.getByRole("button", { name: "Improve with AI" })).toBeInTheDocument();
    });
    await user.click(screen.getByRole("button", { name: "Improve with AI" }));

    const dialog = await screen.findByRole("dialog", { name: "Improve with AI" });
    expect(within(dialog).getByText('"Services and queues."')).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Make this more professional and concise" }));
    expect(within(dialog).getByRole("textbox")).toHaveValue("Make this more professional and concise");
    await user.click(within(dialog).getByRole("button", { name: "Improve" }));

    await waitFor(() =>
      expect(improve.calls()[0]?.body).toEqual({
        current_response: ORIGINAL,
        snippet: "Services and queues.",
        user_query: "Make this more professional and concise",
        // The rendered text before the selection, "Architecture", counted as the API counts it.
        metadata: { selection_start: 12 },
      }),
    );
    expect(within(dialog).getByRole("button", { name: "Improving..." })).toBeDisabled();
    // The old plan is cleared at once; the improved one streams in.
    await waitFor(() => expect(screen.getByTestId("plan-content")).toHaveTextContent(""));
    expect(screen.getByText("Generating content...")).toBeInTheDocument();
    act(() => streams[0]!.chunk("# Architecture\n\n"));
    act(() => streams[0]!.chunk("Event-driven services with durable queues."));
    await screen.findByText("Event-driven services with durable queues.");
    act(() => streams[0]!.done(3));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(save.calls()[0]?.body).toEqual({
      content: "# Architecture\n\nEvent-driven services with durable queues.",
      base_version: 3,
      source: "improve",
    });
    // The saved change is shown against the text before it, the old passage struck out (change-review.test).
    const review = await screen.findByRole("region", { name: "Review the AI change" }, { timeout: 5_000 });
    expect(within(review).getByTestId("passage-before")).toHaveTextContent("Services and queues.");

    await user.click(screen.getByRole("button", { name: "Undo" }));
    await waitFor(() => expect(restore.calls()).toHaveLength(1));
    expect(restore.calls()[0]?.body).toEqual({ version: 3, base_version: 4 });
  });

  it("'Improve' in the header improves the whole plan through the same dialog", async () => {
    const { improve } = setup();
    const user = userEvent.setup();
    renderPlanning();

    await user.click(await screen.findByRole("button", { name: "Improve" }, { timeout: 5_000 }));
    const dialog = await screen.findByRole("dialog", { name: "Improve with AI" });
    // Quoted as the reader saw it, not as markdown.
    expect(within(dialog).getByText('"Architecture Services and queues."')).toBeInTheDocument();
    await user.type(within(dialog).getByRole("textbox"), "Add risks{Enter}");
    await waitFor(() =>
      expect(improve.calls()[0]?.body).toEqual({
        current_response: ORIGINAL,
        snippet: ORIGINAL,
        user_query: "Add risks",
      }),
    );
  });

  it("alerts 'AI improvement failed. Please try again.' when the improvement fails", async () => {
    const { save, streams } = setup();
    const alert = vi.spyOn(window, "alert").mockImplementation(() => undefined);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderPlanning();

    await user.click(await screen.findByRole("button", { name: "Improve" }, { timeout: 5_000 }));
    const dialog = await screen.findByRole("dialog", { name: "Improve with AI" });
    await user.click(within(dialog).getByRole("button", { name: "Expand on this with more details" }));
    await user.click(within(dialog).getByRole("button", { name: "Improve" }));
    await waitFor(() => expect(streams).toHaveLength(1));
    act(() => streams[0]!.fail());

    await waitFor(() => expect(alert).toHaveBeenCalledWith("AI improvement failed. Please try again."));
    expect(save.calls()).toHaveLength(0);
    // Nothing was saved; the plan the server holds is shown again.
    expect(await screen.findByText("Services and queues.")).toBeInTheDocument();
  });

  it("logs 'AI Improvement failed: {status} {statusText} - {body}' when the server refuses", async () => {
    const refusal = { success: false, error: "rate_limited", message: "Too many AI calls." };
    servePlanning({ engg_backend: [subsection("architecture", ORIGINAL, 3)] });
    handle(routes.improveSubsection, () => apiError(429, refusal.message, "rate_limited"));
    const alert = vi.spyOn(window, "alert").mockImplementation(() => undefined);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderPlanning();

    await user.click(await screen.findByRole("button", { name: "Improve" }, { timeout: 5_000 }));
    const dialog = await screen.findByRole("dialog", { name: "Improve with AI" });
    await user.type(within(dialog).getByRole("textbox"), "Shorter{Enter}");

    await waitFor(() => expect(alert).toHaveBeenCalledWith("AI improvement failed. Please try again."));
    expect(warn).toHaveBeenCalledWith(
      "[planning] AI improvement failed",
      expect.objectContaining({
        message: `AI Improvement failed: 429 Too Many Requests - ${JSON.stringify(refusal)}`,
      }),
    );
  });

  it("is silent when the improvement is stopped", async () => {
    const { improve, save } = setup();
    const alert = vi.spyOn(window, "alert").mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderPlanning();

    await user.click(await screen.findByRole("button", { name: "Improve" }, { timeout: 5_000 }));
    await user.type(within(await screen.findByRole("dialog")).getByRole("textbox"), "Shorter{Enter}");
    // Closing the dialog leaves the stream running; Stop is what ends it.
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(improve.calls()).toHaveLength(1));
    expect(improve.calls()[0]?.signal.aborted).toBe(false);
    await user.click(screen.getByRole("button", { name: "Stop" }));

    expect(improve.calls()[0]?.signal.aborted).toBe(true);
    expect(await screen.findByText("Services and queues.")).toBeInTheDocument();
    // No alert (spec: abort errors are silent), only a note that the user's Stop kept the old plan.
    expect(alert).not.toHaveBeenCalled();
    expect(await screen.findByText("Improvement stopped — nothing was saved.")).toBeInTheDocument();
    expect(save.calls()).toHaveLength(0);
  });
});
