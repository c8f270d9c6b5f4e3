import { diffLines, diffWords } from "diff";
import { useMemo } from "react";
import { cn } from "@/lib/cn";
import { rendered } from "../lib/change-review";

/** Word diffs read best, but cost quadratic time; long plans fall back to a line diff. */
const WORD_DIFF_LIMIT = 20_000;

interface PlanDiffProps {
  before: string;
  after: string;
}

/**
 * Plain-text diff (never rendered as markdown, so nothing in a plan can execute here) of the two texts
 * as they render: a table the plan editor padded or "*" bullets are no difference (decision 210).
 */
export function PlanDiff({ before, after }: PlanDiffProps) {
  const [left, right] = useMemo(() => [rendered(before), rendered(after)], [before, after]);
  const changes = useMemo(
    () => (left.length + right.length > WORD_DIFF_LIMIT ? diffLines(left, right) : diffWords(left, right)),
    [left, right],
  );
  if (left === right) return <p className="text-sm text-muted-foreground">No differences.</p>;
  return (
    <pre
      data-testid="plan-diff"
      className="max-h-[50vh] overflow-auto whitespace-pre-wrap rounded-md border bg-muted/40 p-3 font-sans text-sm"
    >
      {changes.map((change, index) => {
        const Tag = change.added ? "ins" : change.removed ? "del" : "span";
        return (
          // The diff is recomputed as a whole; its order is its identity.
          <Tag
            key={index}
            className={cn(
              change.added && "bg-green-100 text-green-900 no-underline",
              change.removed && "bg-red-100 text-red-900",
            )}
          >
            {change.value}
          </Tag>
        );
      })}
    </pre>
  );
}
