import type { Initiative } from "@initiative-planner/contract/initiative";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
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
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setError(null);
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete this initiative?</DialogTitle>
          <DialogDescription>
            “{initiative.name}” and all its workstreams, plans and collaborators will be deleted for everyone.
            This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={remove.isPending} onClick={confirm}>
            {remove.isPending ? "Deleting..." : "Delete"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
