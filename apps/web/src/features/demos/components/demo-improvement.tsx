import { FlaskConical, Ticket } from "lucide-react";
import { StreamingMarkdown } from "@/components/markdown/streaming-markdown";
import { Button } from "@/components/ui/button";

export interface DemoImprovementResult {
  instruction: string;
  original: string;
  improved: string;
}

/** The demo's 'Improve' result, labelled as a local transformation so nobody mistakes it for AI. */
export function DemoImprovement({
  result,
  onCreateTicket,
}: {
  result: DemoImprovementResult;
  onCreateTicket: (text: string) => void;
}) {
  return (
    <section
      aria-label="Demo improvement"
      className="flex flex-col gap-3 rounded-lg border border-dashed p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-sm font-semibold">
          <FlaskConical className="size-4" aria-hidden /> Demo improvement
        </h2>
        <Button size="sm" variant="outline" onClick={() => onCreateTicket(result.improved)}>
          <Ticket /> Create ticket from this
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        A local demo transformation made in your browser; no AI was called. Instruction: "{result.instruction}
        "
      </p>
      <StreamingMarkdown content={result.improved} className="max-w-none" />
    </section>
  );
}
