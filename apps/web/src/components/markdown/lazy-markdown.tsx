import { lazy, type ReactNode, Suspense } from "react";
import { nextTask, whenIdleAfterPaint } from "../../lib/when-idle";

// The markdown stack (marked, micromark, the sanitiser: ~54 KiB with brotli) loads when the first plan is
// shown, not with the screens that hold it: an empty plan, the task table and the schedule never need it.
type Renderer = typeof import("./streaming-markdown");
/** Set once the renderer has loaded: from then on it renders at once, without suspending. */
let loaded: Renderer | null = null;
// marked first, then the renderer built on it: two tasks of ~35 and ~20 ms on a phone, not one (decision 055).
const loadRenderer = () =>
  import("marked")
    .then(nextTask)
    .then(() => import("./streaming-markdown"))
    .then((module) => {
      loaded = module;
      return module;
    });
const LazyRenderer = lazy(() => loadRenderer().then((module) => ({ default: module.StreamingMarkdown })));

/**
 * StreamingMarkdown, loaded on first use: render it inside a {@link MarkdownBoundary}. Once the renderer is in
 * (preloaded, say), it renders directly: a lazy component suspends on its first render even then, and React
 * holds a revealed fallback for a while, which would hide the first chunks of a stream.
 */
export function LazyStreamingMarkdown(props: { content: string; className?: string }) {
  const StreamingMarkdown = loaded?.StreamingMarkdown ?? LazyRenderer;
  return <StreamingMarkdown {...props} />;
}

/** Start loading the renderer ahead of need, e.g. when the user asks for a plan to be generated. */
export function preloadMarkdown(): Promise<void> {
  return loadRenderer().then(() => undefined);
}

/**
 * Load the renderer once the page has painted and has nothing else to do: a screen that will likely show a plan
 * (the Agents tab) paints first, then has the renderer ready when a plan streams in. Returns a cancel, for an
 * effect.
 */
export function preloadMarkdownWhenIdle(): () => void {
  return whenIdleAfterPaint(preloadMarkdown, 3_000);
}

/** The plain text of rendered markdown (what 'Improve' quotes); loads the parser on first use. */
export async function markdownToPlainText(markdown: string): Promise<string> {
  const { markdownToPlainText: toPlainText } = await import("./plain-text");
  return toPlainText(markdown);
}

/** Grey lines where the plan will be while the renderer loads (a few hundred ms on a slow phone, once). */
function MarkdownPlaceholder() {
  return (
    <div role="status" aria-label="Loading the plan" className="flex animate-pulse flex-col gap-3 py-1">
      <div className="h-5 w-2/5 rounded bg-muted" />
      <div className="h-3.5 w-full rounded bg-muted" />
      <div className="h-3.5 w-11/12 rounded bg-muted" />
      <div className="h-3.5 w-4/5 rounded bg-muted" />
    </div>
  );
}

/**
 * Shows the placeholder while the renderer loads. Whatever is inside appears only once it can render the
 * markdown, so a container around the text (a selection's bounds, a test's `plan-content`) never holds the
 * placeholder.
 */
export function MarkdownBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={<MarkdownPlaceholder />}>{children}</Suspense>;
}
