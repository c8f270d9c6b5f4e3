import type { Initiative } from "@initiative-planner/contract/initiative";
import { Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { canDeleteInitiative, canEditInitiative } from "../../lib/edit-form";
import { type ManageDialog, ManageDialogs } from "./manage-dialogs";

/** The initiative page's Edit (owner, editor) and Delete (owner) buttons. */
export function InitiativeActions({
  initiative,
  onDeleted,
}: {
  initiative: Initiative;
  onDeleted: () => void;
}) {
  const [dialog, setDialog] = useState<ManageDialog | null>(null);
  if (!canEditInitiative(initiative.role)) return null;
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setDialog("edit")}>
        <Pencil />
        {/* Icon only on a phone, so the initiative title keeps the room. */}
        <span className="sr-only sm:not-sr-only">Edit</span>
      </Button>
      {canDeleteInitiative(initiative.role) && (
        <Button variant="outline" size="sm" onClick={() => setDialog("delete")}>
          <Trash2 />
          <span className="sr-only sm:not-sr-only">Delete</span>
        </Button>
      )}
      <ManageDialogs
        initiative={initiative}
        dialog={dialog}
        onClose={() => setDialog(null)}
        onDeleted={onDeleted}
      />
    </>
  );
}
