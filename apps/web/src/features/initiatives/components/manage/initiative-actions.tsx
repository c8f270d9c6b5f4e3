import type { Initiative } from "@initiative-planner/contract/initiative";
import { Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { canDeleteInitiative, canEditInitiative } from "../../lib/edit-form";
import { InitiativeMenu } from "./initiative-menu";
import { useManageDialogs } from "./manage-dialogs";

/**
 * The initiative page's Edit (owner, editor) and Delete (owner) buttons. On a phone they fold into
 * the list card's menu, so the title keeps the room.
 */
export function InitiativeActions({
  initiative,
  onDeleted,
}: {
  initiative: Initiative;
  onDeleted: () => void;
}) {
  const manage = useManageDialogs(initiative, onDeleted);
  if (!canEditInitiative(initiative.role)) return null;
  return (
    <>
      <div className="hidden items-center gap-2 sm:flex">
        <Button variant="outline" size="sm" onClick={() => manage.show("edit")}>
          <Pencil />
          Edit
        </Button>
        {canDeleteInitiative(initiative.role) && (
          <Button variant="outline" size="sm" onClick={() => manage.show("delete")}>
            <Trash2 />
            Delete
          </Button>
        )}
      </div>
      <div className="sm:hidden">
        <InitiativeMenu initiative={initiative} onDeleted={onDeleted} />
      </div>
      {manage.dialogs}
    </>
  );
}
