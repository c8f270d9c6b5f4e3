import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  FakeStream,
  installFakeApi,
  ok,
  paths,
  readyDetails,
  readyInitiative,
  subsection,
} from "../test/fake-planning-api";
import { renderPlanning } from "../test/render-planning";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ORIGINAL = "# Architecture\n\nServices and queues.";
const sub = paths.sub("engg_backend", "architecture");

function setup() {
  const streams: FakeStream[] = [];
  const api = installFakeApi({
    [`GET ${paths.initiative}`]: () => ok(readyInitiative()),
    [`GET ${paths.workstreams}`]: () => ok(readyDetails()),
    [`GET ${paths.subsections("engg_backend")}`]: () => ok([subsection("architecture", ORIGINAL, 3)]),
    [`PATCH ${sub}/improve`]: () => {
      const stream = new FakeStream();
      streams.push(stream);
      return stream.response;
    },
    [`POST ${sub}/improve/save`]: () => ok({ version: 4 }),
    [`POST ${sub}/restore`]: () => ok({ version: 5 }),
  });
  return { api, streams };
}

/** Selects the text of an element the way a drag would, then ends the gesture. */
function selectText(element: HTMLElement) {
  const range = document.createRange();
  range.selectNodeContents(element);
  const selection = window.getSelection()!;
  selection.removeAllRanges();
  selection.addRange(range);
  fireEvent.mouseUp(element);
}

describe("Agents screen: Improve with AI", { timeout: 20_000 }, () => {
  it("streams the improved plan in place of the old one, saves it on base_version, and can undo it", async () => {
    const { api, streams } = setup();
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

    expect(api.callsTo("PATCH", "/improve")[0]?.body).toEqual({
      current_response: ORIGINAL,
      snippet: "Services and queues.",
      user_query: "Make this more professional and concise",
      // The rendered text before the selection, "Architecture", counted as the API counts it.
      metadata: { selection_start: 12 },
    });
    expect(within(dialog).getByRole("button", { name: "Improving..." })).toBeDisabled();
    // The old plan is cleared at once; the improved one streams in.
    await waitFor(() => expect(screen.getByTestId("plan-content")).toHaveTextContent(""));
    expect(screen.getByText("Generating content...")).toBeInTheDocument();
    act(() => streams[0]!.chunk("# Architecture\n\n"));
    act(() => streams[0]!.chunk("Event-driven services with durable queues."));
    await screen.findByText("Event-driven services with durable queues.");
    act(() => streams[0]!.done(3));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.callsTo("POST", "/improve/save")[0]?.body).toEqual({
      content: "# Architecture\n\nEvent-driven services with durable queues.",
      base_version: 3,
      source: "improve",
    });
    expect(screen.queryByText("Services and queues.")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Undo" }));
    await waitFor(() => expect(api.callsTo("POST", "/restore")).toHaveLength(1));
    expect(api.callsTo("POST", "/restore")[0]?.body).toEqual({ version: 3, base_version: 4 });
  });

  it("'Improve' in the header improves the whole plan through the same dialog", async () => {
    const { api } = setup();
    const user = userEvent.setup();
    renderPlanning();

    await user.click(await screen.findByRole("button", { name: "Improve" }, { timeout: 5_000 }));
    const dialog = await screen.findByRole("dialog", { name: "Improve with AI" });
    // Quoted as the reader saw it, not as markdown.
    expect(within(dialog).getByText('"Architecture Services and queues."')).toBeInTheDocument();
    await user.type(within(dialog).getByRole("textbox"), "Add risks{Enter}");
    expect(api.callsTo("PATCH", "/improve")[0]?.body).toEqual({
      current_response: ORIGINAL,
      snippet: ORIGINAL,
      user_query: "Add risks",
    });
  });

  it("alerts 'AI improvement failed. Please try again.' when the improvement fails", async () => {
    const { api, streams } = setup();
    const alert = vi.spyOn(window, "alert").mockImplementation(() => undefined);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderPlanning();

    await user.click(await screen.findByRole("button", { name: "Improve" }, { timeout: 5_000 }));
    const dialog = await screen.findByRole("dialog", { name: "Improve with AI" });
    await user.click(within(dialog).getByRole("button", { name: "Expand on this with more details" }));
    await user.click(within(dialog).getByRole("button", { name: "Improve" }));
    act(() => streams[0]!.fail());

    await waitFor(() => expect(alert).toHaveBeenCalledWith("AI improvement failed. Please try again."));
    expect(api.callsTo("POST", "/improve/save")).toHaveLength(0);
    // Nothing was saved; the plan the server holds is shown again.
    expect(await screen.findByText("Services and queues.")).toBeInTheDocument();
  });

  it("logs 'AI Improvement failed: {status} {statusText} - {body}' when the server refuses", async () => {
    const refusal = { success: false, error: "rate_limited", message: "Too many AI calls." };
    installFakeApi({
      [`GET ${paths.initiative}`]: () => ok(readyInitiative()),
      [`GET ${paths.workstreams}`]: () => ok(readyDetails()),
      [`GET ${paths.subsections("engg_backend")}`]: () => ok([subsection("architecture", ORIGINAL, 3)]),
      [`PATCH ${sub}/improve`]: () =>
        Response.json(refusal, { status: 429, statusText: "Too Many Requests" }),
    });
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
    const { api } = setup();
    const alert = vi.spyOn(window, "alert").mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderPlanning();

    await user.click(await screen.findByRole("button", { name: "Improve" }, { timeout: 5_000 }));
    await user.type(within(await screen.findByRole("dialog")).getByRole("textbox"), "Shorter{Enter}");
    // Closing the dialog leaves the stream running; Stop is what ends it.
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.callsTo("PATCH", "/improve")[0]?.signal?.aborted).toBe(false);
    await user.click(screen.getByRole("button", { name: "Stop" }));

    expect(api.callsTo("PATCH", "/improve")[0]?.signal?.aborted).toBe(true);
    expect(await screen.findByText("Services and queues.")).toBeInTheDocument();
    // No alert (spec: abort errors are silent), only a note that the user's Stop kept the old plan.
    expect(alert).not.toHaveBeenCalled();
    expect(await screen.findByText("Improvement stopped — nothing was saved.")).toBeInTheDocument();
    expect(api.callsTo("POST", "/improve/save")).toHaveLength(0);
  });
});
