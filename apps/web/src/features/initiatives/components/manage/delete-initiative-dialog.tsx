import type { Initiative } from "@initiative-planner/contract/initiative";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { useDeleteInitiative } from "../../api/delete-initiative";

interface DeleteInitiativeDialogProps {
  initiative: Initiative;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where to go afterwards, e.g. the list when the deleted initiative's own page was open. */
  onDeleted?: () => void;
}

export function DeleteInitiativeDialog({
  initiative,
  open,
  onOpenChange,
  onDeleted,
}: DeleteInitiativeDialogProps) {
  const remove = useDeleteInitiative();
  const [error, setError] = useState<string | null>(null);

  const confirm = () => {
    setError(null);
    remove.mutate(initiative.id, {
      onSuccess: () => {
        toast.success("Initiative deleted");
        onOpenChange(false);
        onDeleted?.();
      },
      onError: (failure) => setError(failure.message),
    });
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setError(null);
        onOpenChange(next);
      }}
      title="Delete this initiative?"
      description={`“${initiative.name}” and all its workstreams, plans and collaborators will be deleted for everyone. This cannot be undone.`}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      destructive
      error={error}
      onConfirm={confirm}
    />
  );
}
