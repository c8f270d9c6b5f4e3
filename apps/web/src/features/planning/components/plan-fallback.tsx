import { LazyStreamingMarkdown, MarkdownBoundary } from "@/components/markdown/lazy-markdown";

interface PlanFallbackProps {
  workstreamName: string;
  subsectionId: string | null;
  source: "cache" | "live";
  updatedAt: number;
}

/** Shown when no subsection is selected: where the screen's data came from. */
export function PlanFallback({ workstreamName, subsectionId, source, updatedAt }: PlanFallbackProps) {
  const updated = updatedAt > 0 ? new Date(updatedAt).toLocaleString() : "never";
  const template = [
    `## ${workstreamName}`,
    "",
    `- **Subsection:** ${subsectionId ?? "none selected"}`,
    `- **Data source:** ${source}`,
    `- **Last updated:** ${updated}`,
    "",
    "Select a subsection to see or create its plan.",
  ].join("\n");
  return (
    <MarkdownBoundary>
      <div data-testid="plan-fallback">
        <LazyStreamingMarkdown content={template} />
      </div>
    </MarkdownBoundary>
  );
}
