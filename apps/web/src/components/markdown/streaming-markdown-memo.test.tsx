import { render } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { chunkText, samplePlan } from "@/test/markdown-fixtures";
import { prewarmMarkdown } from "./markdown-prewarm";
import { splitBlocks } from "./split-blocks";
import { StreamingMarkdown } from "./streaming-markdown";

// Record which block sources react-markdown is asked to render, calling through to the real library.
const rendered = vi.hoisted(() => [] as string[]);
vi.mock("react-markdown", async (importOriginal) => {
  const actual = await importOriginal<typeof import("react-markdown")>();
  const Spy: typeof actual.default = (options) => {
    rendered.push(options.children ?? "");
    return actual.default(options);
  };
  return { ...actual, default: Spy };
});

describe("StreamingMarkdown memoisation", () => {
  // The idle-time prewarm also calls react-markdown; run it now so it cannot land inside a test.
  beforeAll(prewarmMarkdown);

  beforeEach(() => {
    rendered.length = 0;
  });

  it("re-renders only the growing last block when a chunk is appended", () => {
    const { rerender } = render(<StreamingMarkdown content="" />);
    let text = "";
    let previous: string[] = [];
    const chunks = chunkText(samplePlan, 120);
    for (const chunk of chunks) {
      text += chunk;
      rendered.length = 0;
      rerender(<StreamingMarkdown content={text} />);
      const next = splitBlocks(text).blocks;
      const changed = next.flatMap((block, index) => (block === previous[index] ? [] : [index]));
      // Only the block that was last before the chunk, or blocks the chunk started, may change...
      for (const index of changed) expect(index).toBeGreaterThanOrEqual(previous.length - 1);
      // ...and exactly those are rendered again.
      expect(rendered).toEqual(changed.map((index) => next[index]));
      previous = next;
    }
    expect(previous.length).toBeGreaterThan(10);
  });

  it("does not re-render completed blocks, only the last one", () => {
    const { rerender } = render(<StreamingMarkdown content={"# Title\n\nFirst para.\n\nSecond"} />);
    expect(rendered).toEqual(["# Title", "First para.", "Second"]);
    rendered.length = 0;
    rerender(<StreamingMarkdown content={"# Title\n\nFirst para.\n\nSecond para"} />);
    expect(rendered).toEqual(["Second para"]);
    rendered.length = 0;
    rerender(<StreamingMarkdown content={"# Title\n\nFirst para.\n\nSecond para\n\n- item"} />);
    expect(rendered).toEqual(["- item"]);
  });

  it("does not re-render anything when the content is unchanged", () => {
    const { rerender } = render(<StreamingMarkdown content={"# Title\n\nbody"} />);
    rendered.length = 0;
    rerender(<StreamingMarkdown content={"# Title\n\nbody"} className="x" />);
    expect(rendered).toEqual([]);
  });
});
