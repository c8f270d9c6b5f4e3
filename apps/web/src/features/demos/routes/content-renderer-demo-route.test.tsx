import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SAMPLE_SUBSECTION_MARKDOWN } from "../data/sample-plan";
import { WORD_INTERVAL_MS } from "../hooks/use-word-stream";
import { ContentRendererDemoRoute } from "./content-renderer-demo-route";

const wordCount = (text: string) => text.match(/\S+/g)?.length ?? 0;
const SAMPLE_WORDS = wordCount(SAMPLE_SUBSECTION_MARKDOWN);

const sourceBox = () => screen.getByRole("textbox", { name: "Markdown source" }) as HTMLTextAreaElement;
const rendered = () => screen.getByTestId("demo-content");
const progress = () => screen.getByTestId("stream-progress").textContent;
const tick = (words: number) => act(() => vi.advanceTimersByTime(WORD_INTERVAL_MS * words));
const edit = (value: string) => fireEvent.change(sourceBox(), { target: { value } });

afterEach(() => {
  vi.useRealTimers();
});

// Fake timers make the 100 ms pace exact; plain events, as user-event waits on real timers.
describe("/content-renderer-demo", { timeout: 15_000 }, () => {
  it("streams the editable sample source into the renderer a word every 100 ms", () => {
    vi.useFakeTimers();
    render(<ContentRendererDemoRoute />);
    expect(screen.getByRole("heading", { level: 1, name: "Content Renderer Demo" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Design - Research plan" })).toBeInTheDocument();
    expect(sourceBox().value).toBe(SAMPLE_SUBSECTION_MARKDOWN);
    expect(rendered().textContent).toBe("");
    expect(progress()).toBe(`0 of ${SAMPLE_WORDS} words`);

    tick(3);
    expect(progress()).toBe(`3 of ${SAMPLE_WORDS} words`);
    expect(within(rendered()).getByRole("heading", { level: 2, name: "Research plan" })).toBeInTheDocument();
    expect(screen.getByText("Generating content...")).toBeInTheDocument();

    tick(SAMPLE_WORDS);
    expect(within(rendered()).getByText("six").tagName).toBe("STRONG");
    expect(progress()).toBe(`${SAMPLE_WORDS} of ${SAMPLE_WORDS} words`);
    expect(screen.queryByText("Generating content...")).not.toBeInTheDocument();
  });

  it("streams an edited source: a replaced text from its first word, an appended one from the change", () => {
    vi.useFakeTimers();
    render(<ContentRendererDemoRoute />);
    tick(5);

    edit("# Edited title\n\nNew **bold** text");
    expect(progress()).toBe("0 of 6 words");
    expect(rendered().textContent).toBe("");
    tick(3);
    expect(within(rendered()).getByRole("heading", { level: 1, name: "Edited title" })).toBeInTheDocument();
    expect(rendered().textContent).not.toContain("bold");
    tick(3);
    expect(within(rendered()).getByText("bold").tagName).toBe("STRONG");
    expect(screen.queryByRole("heading", { name: "Research plan" })).not.toBeInTheDocument();

    // Typing on at the end keeps what is shown and streams only the new words.
    edit("# Edited title\n\nNew **bold** text and *more* words");
    expect(progress()).toBe("6 of 9 words");
    expect(within(rendered()).getByText("bold").tagName).toBe("STRONG");
    tick(3);
    expect(within(rendered()).getByText("more").tagName).toBe("EM");
    expect(progress()).toBe("9 of 9 words");

    fireEvent.click(screen.getByRole("button", { name: "Reset sample" }));
    expect(sourceBox().value).toBe(SAMPLE_SUBSECTION_MARKDOWN);
    expect(progress()).toBe(`0 of ${SAMPLE_WORDS} words`);
    tick(SAMPLE_WORDS);
    expect(within(rendered()).getByRole("heading", { level: 2, name: "Research plan" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Edited title" })).not.toBeInTheDocument();
  });

  it("renders at once with 'Stream it' off and streams again from the start when it is back on", () => {
    vi.useFakeTimers();
    render(<ContentRendererDemoRoute />);
    const streamIt = screen.getByRole("checkbox", { name: "Stream it" });
    expect(streamIt).toBeChecked();

    fireEvent.click(streamIt);
    expect(streamIt).not.toBeChecked();
    expect(progress()).toBe(`${SAMPLE_WORDS} of ${SAMPLE_WORDS} words`);
    expect(within(rendered()).getByText("six").tagName).toBe("STRONG");
    expect(screen.getByRole("button", { name: "Pause" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Restart" })).toBeDisabled();
    expect(screen.queryByText("Generating content...")).not.toBeInTheDocument();

    edit("Plain <b>html</b> and a [link](javascript:alert(1))");
    expect(within(rendered()).getByText(/Plain/)).toBeInTheDocument();
    expect(within(rendered()).getByText("link")).toBeInTheDocument();
    expect(rendered().querySelector("a[href^='javascript' i]")).toBeNull();
    expect(rendered().querySelector("b")).toBeNull();

    fireEvent.click(streamIt);
    expect(progress()).toBe("0 of 5 words");
    expect(rendered().textContent).toBe("");
    tick(5);
    expect(within(rendered()).getByText(/Plain/)).toBeInTheDocument();
    expect(progress()).toBe("5 of 5 words");
  });
});
