import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
// Relative, not "@/": the render benchmark (bench/) compiles this file without the web app's alias.
import { whenIdle } from "../../lib/when-idle";
import { MarkdownBlock } from "./markdown-block";
import { splitBlocks } from "./split-blocks";

// One of each construct the planner writes, so every parser and DOM path is compiled before a stream
// starts. No image: an <img> fetches its src even when detached.
const SAMPLE = `# Plan

Some **bold**, *em*, \`code\`, ~~old~~, a [link](https://example.com) and www.example.com.

1. First
   - nested
- [x] done

| A | B |
|---|--:|
| 1 | 2 |

> quote

\`\`\`ts
const a = 1;
\`\`\`

---
`;

let warmed = false;

/**
 * Split and render a sample into a detached root and throw it away. The first markdown render in a page pays
 * for V8 compiling the parser and React's DOM paths (20+ ms); doing it at idle time keeps that cost out
 * of the first streamed chunk.
 */
export function prewarmMarkdown(): void {
  if (warmed || typeof document === "undefined") return;
  warmed = true;
  // Split it too: marked's large regular expressions are compiled on first use as well.
  const blocks = splitBlocks(SAMPLE).blocks;
  const root = createRoot(document.createElement("div"));
  flushSync(() => root.render(blocks.map((block, index) => <MarkdownBlock key={index} content={block} />)));
  root.unmount();
}

export function schedulePrewarm(): void {
  if (!warmed) whenIdle(prewarmMarkdown, 500);
}
