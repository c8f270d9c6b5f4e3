import { Pause, Play, RotateCcw, Ticket } from "lucide-react";
import { type ReactNode, useRef, useState } from "react";
import { ImproveDialog } from "@/components/improve-dialog/improve-dialog";
import { StreamingMarkdown } from "@/components/markdown/streaming-markdown";
import { SelectionPopup } from "@/components/selection-popup/selection-popup";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useDemoImprove } from "../hooks/use-demo-improve";
import { useWordStream } from "../hooks/use-word-stream";
import { DemoImprovement } from "./demo-improvement";
import { TicketDialog } from "./ticket-dialog";

interface DemoWorkspaceProps {
  markdown: string;
  /** Heading shown above the content, as the Agents screen shows '{workstream} - {subsection}'. */
  contentTitle: string;
  /** Rendered beside the content, e.g. the editable raw source. */
  aside?: ReactNode;
  /** Off: the markdown renders at once instead of a word every 100 ms. */
  stream?: boolean;
}

/** Streams sample markdown through the Agents screen's renderer, with its selection popup. */
export function DemoWorkspace({
  markdown,
  contentTitle,
  aside,
  stream: streamed = true,
}: DemoWorkspaceProps) {
  const stream = useWordStream(markdown, { enabled: streamed });
  const improve = useDemoImprove();
  const contentRef = useRef<HTMLDivElement>(null);
  const [ticket, setTicket] = useState<{ description: string } | null>(null);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" variant="outline" onClick={stream.restart} disabled={!streamed}>
          <RotateCcw /> Restart
        </Button>
        {stream.paused ? (
          <Button size="sm" variant="outline" onClick={stream.resume}>
            <Play /> Resume
          </Button>
        ) : (
          <Button size="sm" variant="outline" onClick={stream.pause} disabled={stream.done}>
            <Pause /> Pause
          </Button>
        )}
        <Button size="sm" onClick={() => setTicket({ description: "" })}>
          <Ticket /> Create ticket
        </Button>
        <p data-testid="stream-progress" className="ml-auto text-sm text-muted-foreground tabular-nums">
          {stream.wordCount} of {stream.totalWords} words
        </p>
      </div>

      {stream.streaming && (
        <div className="flex items-center gap-2 rounded-md bg-muted px-3 py-2 text-sm">
          <Spinner /> Generating content...
        </div>
      )}

      <div className={aside ? "grid gap-4 lg:grid-cols-2" : undefined}>
        <article className="rounded-lg border p-6">
          <h2 className="mb-4 text-lg font-semibold">{contentTitle}</h2>
          <div ref={contentRef} data-testid="demo-content">
            <StreamingMarkdown content={stream.content} className="max-w-none" />
          </div>
        </article>
        {aside}
      </div>
      <p className="text-xs text-muted-foreground">
        Select text in the content to see the popup. 'Improve with AI' here runs a local demo transformation.
      </p>

      {improve.result && (
        <DemoImprovement
          result={improve.result}
          onCreateTicket={(text) => setTicket({ description: text })}
        />
      )}

      <SelectionPopup containerRef={contentRef} onImprove={(text, rect) => improve.open(text, rect)} />
      <ImproveDialog
        open={improve.target !== null}
        selectedText={improve.target?.text ?? ""}
        anchorRect={improve.target?.rect ?? null}
        onSubmit={improve.submit}
        onOpenChange={(open) => !open && improve.close()}
      />
      <TicketDialog
        open={ticket !== null}
        onOpenChange={(open) => !open && setTicket(null)}
        initialDescription={ticket?.description}
      />
    </div>
  );
}
