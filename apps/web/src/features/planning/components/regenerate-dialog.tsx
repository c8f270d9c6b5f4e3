import type { PlanVersion } from "@initiative-planner/contract/planning";
import { ConfirmDialog } from "@/components/confirm-dialog";

/** Versions a person wrote: typed or saved by hand, a revert of an AI passage, or a restored version. */
export const PERSON_SOURCES: ReadonlySet<PlanVersion["source"]> = new Set(["save", "restore"]);

interface RegenerateDialogProps {
  /** Open while asking; `by` names who wrote the current text, when known. */
  ask: { by: string | null } | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asked before the agent replaces text a person wrote or edited (issue 32, item 3). */
export function RegenerateDialog({ ask, onCancel, onConfirm }: RegenerateDialogProps) {
  return (
    <ConfirmDialog
      open={ask !== null}
      onOpenChange={(open) => !open && onCancel()}
      title="Replace the text a person wrote?"
      description={`${ask?.by ?? "A person"} wrote or edited this plan's current text. The agent will replace it; it stays in the version history, and you can review the change passage by passage.`}
      confirmLabel="Regenerate"
      pending={false}
      error={null}
      onConfirm={onConfirm}
    />
  );
}
