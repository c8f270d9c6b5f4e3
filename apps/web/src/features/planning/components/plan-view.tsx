import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { LazyStreamingMarkdown, MarkdownBoundary } from "@/components/markdown/lazy-markdown";
import { SelectionPopup } from "@/components/selection-popup/selection-popup";
import { Spinner } from "@/components/ui/spinner";

interface PlanViewProps {
  title: string;
  content: string;
  streaming: boolean;
  /** Header controls (Improve, History, Undo, Stop), chosen by the caller for the user's role. */
  actions: ReactNode;
  /** Absent for viewers: the selection popup then offers Copy only. */
  onImproveSelection?: (text: string, rect: DOMRect, start: number) => void;
  /** Shown in place of the plan while the person reviews an AI change to it. */
  review?: ReactNode;
}

/** A subsection plan: header, the streaming banner and the rendered markdown. */
export function PlanView({ title, content, streaming, actions, onImproveSelection, review }: PlanViewProps) {
  const contentRef = useRef<HTMLDivElement>(null);
  const hintId = useId();
  // Screen readers hear the stream's start (the banner) and its end, politely, never each chunk.
  const [finished, setFinished] = useState(false);
  const wasStreaming = useRef(streaming);
  useEffect(() => {
    if (wasStreaming.current && !streaming) setFinished(true);
    if (streaming) setFinished(false);
    wasStreaming.current = streaming;
  }, [streaming]);
  return (
    <section className="flex min-w-0 flex-col gap-4" aria-label="Plan">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b pb-3">
        <h2 className="text-lg font-semibold">{title}</h2>
        <div className="flex flex-wrap items-center gap-2">{actions}</div>
      </header>
      {streaming && (
        <div role="status" className="flex items-center gap-2 rounded-md bg-muted px-3 py-2 text-sm">
          <Spinner aria-hidden="true" />
          Generating content...
        </div>
      )}
      <p role="status" className="sr-only">
        {finished ? `${title}: the plan is ready.` : ""}
      </p>
      <MarkdownBoundary>
        {review ?? (
          <>
            {/* Focusable, so the keyboard can select text in it (Shift with the arrows) for the selection popup. */}
            <div
              ref={contentRef}
              data-testid="plan-content"
              aria-busy={streaming}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard text selection needs the focus here.
              tabIndex={0}
              role="document"
              aria-label={`${title} text`}
              aria-describedby={hintId}
              className="rounded-sm focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <LazyStreamingMarkdown content={content} />
            </div>
            <p id={hintId} className="sr-only">
              Select text with Shift and the arrow keys, then press Tab for the selection actions.
            </p>
          </>
        )}
      </MarkdownBoundary>
      {!review && (
        <SelectionPopup containerRef={contentRef} onImprove={streaming ? undefined : onImproveSelection} />
      )}
    </section>
  );
}
