import { render, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { LazyStreamingMarkdown, MarkdownBoundary, preloadMarkdown } from "./lazy-markdown";

/** The renderer inside its boundary, as PlanView shows it. */
const Markdown = ({ content }: { content: string }) => (
  <MarkdownBoundary>
    <LazyStreamingMarkdown content={content} />
  </MarkdownBoundary>
);

// A file of its own: nothing here has rendered the lazy component before, as on a page that preloaded the
// renderer at idle and then shows a stream's first chunk.
it("renders at once once the renderer is preloaded: no placeholder, no suspended first render", async () => {
  await preloadMarkdown();
  const { container } = render(<Markdown content="# At once" />);
  expect(container.querySelector("h1")?.textContent).toBe("At once");
  expect(screen.queryByRole("status")).toBeNull();
});
