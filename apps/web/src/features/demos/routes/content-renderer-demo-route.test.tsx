import { act, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SAMPLE_SUBSECTION_MARKDOWN } from "../data/sample-plan";
import { WORD_INTERVAL_MS } from "../hooks/use-word-stream";
import { ContentRendererDemoRoute } from "./content-renderer-demo-route";

afterEach(() => {
  vi.useRealTimers();
});

describe("/content-renderer-demo", { timeout: 15_000 }, () => {
  it("streams the raw markdown beside its rendering", () => {
    vi.useFakeTimers();
    render(<ContentRendererDemoRoute />);
    expect(screen.getByRole("heading", { level: 1, name: "Content Renderer Demo" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Design - Research plan" })).toBeInTheDocument();
    const source = screen.getByRole("region", { name: "Markdown source" });
    const rendered = screen.getByTestId("demo-content");
    expect(rendered.textContent).toBe("");

    act(() => vi.advanceTimersByTime(WORD_INTERVAL_MS * 3));
    expect(within(source).getByText("## Research plan")).toBeInTheDocument();
    expect(within(rendered).getByRole("heading", { level: 2, name: "Research plan" })).toBeInTheDocument();

    const words = SAMPLE_SUBSECTION_MARKDOWN.match(/\S+/g)?.length ?? 0;
    act(() => vi.advanceTimersByTime(WORD_INTERVAL_MS * words));
    expect(source.querySelector("pre")?.textContent).toBe(SAMPLE_SUBSECTION_MARKDOWN.trimEnd());
    expect(within(rendered).getByText("six").tagName).toBe("STRONG");
    expect(screen.queryByText("Generating content...")).not.toBeInTheDocument();
  });
});
