import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import Markdown from "react-markdown";
import { markdownOptions, proseClassName } from "../../apps/web/src/components/markdown/markdown-options";
import { StreamingMarkdown } from "../../apps/web/src/components/markdown/streaming-markdown";
import type { RendererName, RunResult } from "./bench-api";

// The baseline: what a naive component does, the whole text through react-markdown on every chunk.
function PlainMarkdown({ content }: { content: string }) {
  return (
    <div className={proseClassName}>
      <Markdown {...markdownOptions}>{content}</Markdown>
    </div>
  );
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const idle = () =>
  new Promise<void>((resolve) =>
    setTimeout(() => requestIdleCallback(() => resolve(), { timeout: 1000 }), 200),
  );

async function run(renderer: RendererName, chunks: string[]): Promise<RunResult> {
  const host = document.createElement("div");
  document.body.append(host);
  const root = createRoot(host);
  const render = (content: string) =>
    root.render(
      renderer === "StreamingMarkdown" ? (
        <StreamingMarkdown content={content} />
      ) : (
        <PlainMarkdown content={content} />
      ),
    );
  // As on the Agents screen: the (empty) plan panel is on screen before Run is clicked, and the first
  // token arrives some time after the request goes out. Not timed.
  flushSync(() => render(""));
  await idle();

  const times: number[] = [];
  let text = "";
  for (const chunk of chunks) {
    text += chunk;
    const content = text;
    const start = performance.now();
    flushSync(() => render(content));
    times.push(performance.now() - start);
    // Chunks arrive as separate network events: give the browser its turn between them.
    await nextTask();
  }
  // Whitespace between tags differs (one react-markdown call vs one per block) and is not rendered.
  const innerHTML = host.innerHTML.replace(/>\s+</g, "><");
  root.unmount();
  host.remove();
  return { times, innerHTML };
}

window.renderBench = { run };
