import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LazyStreamingMarkdown, MarkdownBoundary, markdownToPlainText } from "./lazy-markdown";

/** The renderer inside its boundary, as PlanView shows it. */
const Markdown = ({ content }: { content: string }) => (
  <MarkdownBoundary>
    <LazyStreamingMarkdown content={content} />
  </MarkdownBoundary>
);

describe("LazyStreamingMarkdown in its MarkdownBoundary", () => {
  it("shows a loading placeholder, then the rendered markdown", async () => {
    const { container } = render(<Markdown content={"## Goals\n\n- **ship** it"} />);
    expect(screen.getByRole("status", { name: "Loading the plan" })).toBeInTheDocument();
    await waitFor(() => expect(container.querySelector("h2")?.textContent).toBe("Goals"));
    expect(container.querySelector("li strong")?.textContent).toBe("ship");
    expect(screen.queryByRole("status", { name: "Loading the plan" })).toBeNull();
  });

  it("follows new content once loaded", async () => {
    const { container, rerender } = render(<Markdown content="First" />);
    await waitFor(() => expect(container.textContent).toBe("First"));
    rerender(<Markdown content={"First\n\n# Second"} />);
    expect(container.querySelector("h1")?.textContent).toBe("Second");
  });
});

describe("markdownToPlainText (loaded on first use)", () => {
  it("gives the words without the markup", async () => {
    await expect(markdownToPlainText("## Goals **now**\n\n- a &amp; b")).resolves.toBe("Goals now a & b");
  });
});
