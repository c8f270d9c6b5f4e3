import type { PlanVersionDetail } from "@initiative-planner/contract/planning";
import { LazyStreamingMarkdown, MarkdownBoundary } from "@/components/markdown/lazy-markdown";
import { Button } from "@/components/ui/button";
import { DialogFooter, DialogFrame } from "@/components/ui/dialog";

export interface PlanConflict {
  mine: string;
  theirs: PlanVersionDetail;
}

interface PlanConflictDialogProps {
  conflict: PlanConflict | null;
  busy: boolean;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  onBack: () => void;
}

/**
 * A colleague saved this plan while it was being edited. Nothing was overwritten: both texts are shown and
 * the person chooses. Keeping theirs drops the edit; keeping mine saves it as a new version on top of
 * theirs (theirs stays in the history).
 */
export function PlanConflictDialog({
  conflict,
  busy,
  onKeepMine,
  onTakeTheirs,
  onBack,
}: PlanConflictDialogProps) {
  const theirs = conflict?.theirs;
  return (
    <DialogFrame
      open={conflict !== null}
      onOpenChange={(open) => !open && onBack()}
      title="Someone else saved this plan"
      description={
        theirs
          ? `${theirs.created_by.name} saved version ${theirs.version} while you were editing. Nothing was overwritten: choose which text to keep.`
          : ""
      }
      className="sm:max-w-5xl"
    >
      <div className="grid gap-4 md:grid-cols-2">
        <ConflictText label="Your text" content={conflict?.mine ?? ""} testId="conflict-mine" />
        <ConflictText
          label={theirs ? `Their text (version ${theirs.version}, ${theirs.created_by.name})` : "Their text"}
          content={theirs?.content ?? ""}
          testId="conflict-theirs"
        />
      </div>
      <DialogFooter>
        <Button variant="ghost" onClick={onBack} disabled={busy}>
          Back to editing
        </Button>
        <Button variant="outline" onClick={onTakeTheirs} disabled={busy}>
          Keep their text
        </Button>
        <Button onClick={onKeepMine} disabled={busy}>
          {busy ? "Saving..." : "Keep my text"}
        </Button>
      </DialogFooter>
    </DialogFrame>
  );
}

function ConflictText({ label, content, testId }: { label: string; content: string; testId: string }) {
  return (
    <section aria-label={label} className="flex min-w-0 flex-col gap-2">
      <h3 className="text-sm font-semibold">{label}</h3>
      <div data-testid={testId} className="max-h-[50vh] overflow-auto rounded-md border p-3">
        <MarkdownBoundary>
          <LazyStreamingMarkdown content={content} />
        </MarkdownBoundary>
      </div>
    </section>
  );
}
