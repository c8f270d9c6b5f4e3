import { Check, Undo2 } from "lucide-react";
import { useEffect, useMemo } from "react";
import { LazyStreamingMarkdown } from "@/components/markdown/lazy-markdown";
import { Button } from "@/components/ui/button";
import type { ChangeReviewState } from "../../hooks/use-change-review";
import { changesOf, markdownOf, type ReviewPart, revertPassage, reviewParts } from "../../lib/change-review";

interface ChangeReviewProps {
  review: ChangeReviewState;
  /** The saved text, as the plan shows it now. */
  after: string;
}

const WHAT = { improve: "The AI improved this plan", generate: "The AI regenerated this plan" } as const;

/** The saved AI change against the text before it, rendered, each changed passage with Keep and Revert. */
export function ChangeReview({ review, after }: ChangeReviewProps) {
  const parts = useMemo(() => reviewParts(review.before, after), [review.before, after]);
  const changes = changesOf(parts);
  const kept = new Set(review.kept);
  const { keepAll } = review;
  // Nothing left to decide (every passage kept, or reverted one by one): the review ends.
  const decided = changes.every((change) => kept.has(change.key));
  useEffect(() => {
    if (decided && !review.saving) keepAll();
  }, [decided, review.saving, keepAll]);

  return (
    <section aria-label="Review the AI change" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border bg-muted/40 px-3 py-2">
        <p role="status" className="text-sm">
          {WHAT[review.kind]}:{" "}
          {changes.length === 1 ? "1 changed passage" : `${changes.length} changed passages`}. Keep or revert
          each one.
        </p>
        <div className="flex gap-2">
          <Button
            size="sm"
            variant="outline"
            disabled={review.saving}
            onClick={() => void review.revertAll()}
          >
            <Undo2 /> Revert all
          </Button>
          <Button size="sm" disabled={review.saving} onClick={keepAll}>
            <Check /> Keep all
          </Button>
        </div>
      </div>
      <div>
        {parts.map((part, index) => (
          <Passage
            // The parts are recomputed as a whole; a passage's place is its identity.
            key={index}
            part={part}
            label={part.kind === "change" ? `Change ${changes.indexOf(part) + 1} of ${changes.length}` : ""}
            kept={part.kind === "change" && kept.has(part.key)}
            saving={review.saving}
            onKeep={() => part.kind === "change" && review.keep(part.key)}
            onRevert={() => part.kind === "change" && void review.revert(revertPassage(parts, part.key))}
          />
        ))}
      </div>
    </section>
  );
}

interface PassageProps {
  part: ReviewPart;
  label: string;
  kept: boolean;
  saving: boolean;
  onKeep: () => void;
  onRevert: () => void;
}

function Passage({ part, label, kept, saving, onKeep, onRevert }: PassageProps) {
  if (part.kind === "same") return <LazyStreamingMarkdown content={markdownOf(part.units)} />;
  return (
    <fieldset aria-label={label} className="my-3 min-w-0 rounded-md border">
      {part.removed.length > 0 && (
        <del
          data-testid="passage-before"
          className="block bg-red-50 px-3 py-1 text-red-950 line-through decoration-red-400 opacity-80"
        >
          <span className="sr-only">Before: </span>
          <LazyStreamingMarkdown content={markdownOf(part.removed)} />
        </del>
      )}
      {part.added.length > 0 && (
        <ins data-testid="passage-after" className="block bg-green-50 px-3 py-1 text-green-950 no-underline">
          <span className="sr-only">After: </span>
          <LazyStreamingMarkdown content={markdownOf(part.added)} />
        </ins>
      )}
      <div className="flex items-center justify-end gap-2 border-t px-3 py-1.5">
        {kept ? (
          <span className="text-xs text-muted-foreground">Kept</span>
        ) : (
          <>
            <Button size="sm" variant="outline" disabled={saving} onClick={onRevert}>
              Revert
            </Button>
            <Button size="sm" variant="outline" disabled={saving} onClick={onKeep}>
              Keep
            </Button>
          </>
        )}
      </div>
    </fieldset>
  );
}
