import { render } from "@testing-library/react";
import Markdown from "react-markdown";
import { describe, expect, it } from "vitest";
import { chunkText, samplePlan } from "@/test/markdown-fixtures";
import { markdownOptions } from "./markdown-options";
import { StreamingMarkdown } from "./streaming-markdown";

// Whole-document react-markdown puts "\n" text nodes between blocks; block rendering does not.
const normalise = (html: string) => html.replace(/>\s+</g, "><").trim();

function renderWhole(text: string) {
  const { container, unmount } = render(<StreamingMarkdown content={text} />);
  const root = container.cloneNode(true) as HTMLElement;
  unmount();
  return root;
}

describe("StreamingMarkdown", () => {
  it("renders headings, lists, task lists, tables, code, quotes and images", () => {
    const { container } = render(<StreamingMarkdown content={samplePlan} />);
    expect(container.querySelector("h1")?.textContent).toBe("Launch plan: customer portal");
    expect(container.querySelector("h2")?.textContent).toBe("Goals");
    expect(container.querySelectorAll("ol > li")).toHaveLength(2);
    expect(container.querySelectorAll("ol ul > li")).toHaveLength(2);
    expect(container.querySelectorAll('input[type="checkbox"]')).toHaveLength(2);
    const table = container.querySelector("table");
    expect([...(table?.querySelectorAll("th") ?? [])].map((th) => th.textContent)).toEqual([
      "Milestone",
      "Owner",
      "Due",
    ]);
    expect(table?.querySelectorAll("tbody tr")).toHaveLength(3);
    const code = container.querySelector("pre code.language-ts");
    expect(code?.textContent).toContain('const owners = ["Ana", "Ben"];\n\nfor (const owner');
    expect(container.querySelectorAll("pre")).toHaveLength(2);
    expect(container.querySelector("blockquote")?.textContent).toContain("legal review");
    expect(container.querySelector("del")?.textContent).toBe("later");
    expect(container.querySelector("img")?.getAttribute("src")).toBe(
      new URL("/images/architecture.png", window.location.href).href,
    );
    expect(container.firstElementChild?.className).toContain("prose");
  });

  it("adds the caller's class names to the typography classes", () => {
    const { container } = render(<StreamingMarkdown content="text" className="mt-4" />);
    expect(container.firstElementChild?.className).toMatch(/prose.*mt-4/);
  });

  it("renders the same DOM streamed chunk by chunk as rendered at once", () => {
    for (const count of [3, 17, 60, 200]) {
      const { container, rerender, unmount } = render(<StreamingMarkdown content="" />);
      let text = "";
      for (const chunk of chunkText(samplePlan, count)) {
        text += chunk;
        rerender(<StreamingMarkdown content={text} />);
        const whole = renderWhole(text);
        // isEqualNode ignores attribute order, which React updates may change.
        if (!container.isEqualNode(whole)) expect(container.innerHTML).toBe(whole.innerHTML);
        expect(container.isEqualNode(whole)).toBe(true);
      }
      unmount();
    }
  }, 60_000);

  it("matches a single react-markdown render of the whole text", () => {
    const { container } = render(<StreamingMarkdown content={samplePlan} />);
    const whole = render(<Markdown {...markdownOptions}>{samplePlan}</Markdown>);
    expect(normalise(container.firstElementChild?.innerHTML ?? "")).toBe(
      normalise(whole.container.innerHTML),
    );
  });

  it("shows an unfinished table and code fence sensibly while streaming", () => {
    const { container, rerender } = render(<StreamingMarkdown content={"| a | b |\n|---|---|\n| 1 |"} />);
    expect(container.querySelectorAll("table td")).toHaveLength(2);
    rerender(<StreamingMarkdown content={"```ts\nconst a = 1;\n\n\nconst b"} />);
    expect(container.querySelector("pre code")?.textContent).toBe("const a = 1;\n\n\nconst b\n");
    rerender(<StreamingMarkdown content={"- one\n- two\n  - thr"} />);
    expect(container.querySelectorAll("li")).toHaveLength(3);
  });

  it("starts over when the text is replaced rather than extended", () => {
    const { container, rerender } = render(<StreamingMarkdown content={"# Old\n\nold body"} />);
    rerender(<StreamingMarkdown content={"## New\n\nnew body"} />);
    expect(container.querySelector("h1")).toBeNull();
    expect(container.querySelector("h2")?.textContent).toBe("New");
    expect(container.textContent).not.toContain("old");
  });
});
