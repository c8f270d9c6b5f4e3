import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { selectText } from "@/test/select-text";
import { SAMPLE_PLAN_MARKDOWN } from "../data/sample-plan";
import { WORD_INTERVAL_MS } from "../hooks/use-word-stream";
import { MarkdownDemoRoute } from "./markdown-demo-route";

const TOTAL_WORDS = SAMPLE_PLAN_MARKDOWN.match(/\S+/g)?.length ?? 0;

function renderDemo() {
  return render(
    <>
      <MarkdownDemoRoute />
      <Toaster />
    </>,
  );
}

const progress = () => screen.getByTestId("stream-progress").textContent;
const content = () => screen.getByTestId("demo-content");

/** Waits for some streamed words, then pauses so the content stops changing under the selection. */
async function streamSomeWordsThenPause(user: ReturnType<typeof userEvent.setup>) {
  await waitFor(() => expect(content().textContent?.split(/\s+/).length).toBeGreaterThan(6), {
    timeout: 3000,
  });
  await user.click(screen.getByRole("button", { name: "Pause" }));
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// Rendering markdown every 100 ms in jsdom is slow on a busy machine; the pace itself is faked.
describe("/markdown-demo", { timeout: 15_000 }, () => {
  it("streams one word every 100 ms and can pause, resume and restart", () => {
    // Fake timers make the 100 ms pace exact; plain clicks, as user-event waits on real timers.
    vi.useFakeTimers();
    renderDemo();
    expect(screen.getByRole("heading", { level: 1, name: "Markdown Demo" })).toBeInTheDocument();
    expect(progress()).toBe(`0 of ${TOTAL_WORDS} words`);

    act(() => vi.advanceTimersByTime(WORD_INTERVAL_MS));
    expect(progress()).toBe(`1 of ${TOTAL_WORDS} words`);
    act(() => vi.advanceTimersByTime(WORD_INTERVAL_MS * 9));
    expect(progress()).toBe(`10 of ${TOTAL_WORDS} words`);
    expect(screen.getByText("Generating content...")).toBeInTheDocument();
    expect(within(content()).getByRole("heading", { name: /Launch plan/ })).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Pause" }));
    const paused = progress();
    act(() => vi.advanceTimersByTime(WORD_INTERVAL_MS * 10));
    expect(progress()).toBe(paused);
    expect(screen.queryByText("Generating content...")).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Resume" }));
    act(() => vi.advanceTimersByTime(WORD_INTERVAL_MS * TOTAL_WORDS));
    expect(progress()).toBe(`${TOTAL_WORDS} of ${TOTAL_WORDS} words`);
    expect(within(content()).getByRole("table")).toBeInTheDocument();
    expect(screen.queryByText("Generating content...")).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Restart" }));
    expect(progress()).toBe(`0 of ${TOTAL_WORDS} words`);
  });

  it("requires a title and a description for a demo ticket", async () => {
    const user = userEvent.setup();
    renderDemo();
    await user.click(screen.getByRole("button", { name: "Pause" }));
    await user.click(screen.getByRole("button", { name: "Create ticket" }));
    const dialog = await screen.findByRole("dialog", { name: "Create ticket" });

    await user.click(within(dialog).getByRole("button", { name: "Create ticket" }));
    expect(within(dialog).getByText("Title is required")).toBeInTheDocument();
    expect(within(dialog).getByText("Description is required")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Title")).toHaveAttribute("aria-invalid", "true");

    await user.type(within(dialog).getByLabelText("Title"), "Brief");
    expect(within(dialog).queryByText("Title is required")).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("Description"), "   ");
    await user.click(within(dialog).getByRole("button", { name: "Create ticket" }));
    expect(within(dialog).getByText("Description is required")).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText("Description"), "Notes");
    await user.click(within(dialog).getByRole("button", { name: "Create ticket" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(await screen.findByText("Demo ticket created")).toBeInTheDocument();
  });

  it("improves a selection with a clearly labelled local demo transformation", async () => {
    const user = userEvent.setup();
    renderDemo();
    await streamSomeWordsThenPause(user);
    const paragraph = within(content()).getAllByText(/\w/, { selector: "h1, p" })[0]!;
    selectText(paragraph);

    const popup = await screen.findByRole("toolbar", { name: "Selection actions" });
    expect(within(popup).getByRole("button", { name: "Copy" })).toBeInTheDocument();
    await user.click(within(popup).getByRole("button", { name: "Improve with AI" }));

    const dialog = await screen.findByTestId("improve-dialog");
    await user.click(within(dialog).getByRole("button", { name: "Add bullet points for better structure" }));
    await user.click(within(dialog).getByRole("button", { name: "Improve" }));
    expect(within(dialog).getByRole("button", { name: "Improving..." })).toBeDisabled();

    const result = await screen.findByRole("region", { name: "Demo improvement" });
    expect(screen.queryByTestId("improve-dialog")).not.toBeInTheDocument();
    expect(within(result).getByText(/no AI was called/)).toBeInTheDocument();
    expect(within(result).getAllByRole("listitem").length).toBeGreaterThan(0);

    await user.click(within(result).getByRole("button", { name: "Create ticket from this" }));
    const ticket = await screen.findByRole("dialog", { name: "Create ticket" });
    expect((within(ticket).getByLabelText("Description") as HTMLTextAreaElement).value).toMatch(/^- /);
  });

  it("shows 'Failed to copy text' when the clipboard refuses", async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("denied"));
    renderDemo();
    await streamSomeWordsThenPause(user);
    selectText(within(content()).getAllByText(/\w/, { selector: "h1, p" })[0]!);
    const popup = await screen.findByRole("toolbar", { name: "Selection actions" });
    await user.click(within(popup).getByRole("button", { name: "Copy" }));
    expect(await screen.findByText("Failed to copy text")).toBeInTheDocument();
  });
});
