import type { Initiative } from "@initiative-planner/contract/initiative";
import { MoreVertical, Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ButtonMenu, DropdownMenuItem } from "@/components/ui/dropdown-menu";
import { canDeleteInitiative } from "../../lib/edit-form";
import { useManageDialogs } from "./manage-dialogs";

/** Edit (and, for the owner, Delete) in a menu: on a list card, and on the initiative page on a phone. */
export function InitiativeMenu({
  initiative,
  onDeleted,
}: {
  initiative: Initiative;
  onDeleted?: () => void;
}) {
  const manage = useManageDialogs(initiative, onDeleted);
  return (
    <>
      {/* Not modal: a modal menu would still hold the pointer lock when the dialog it opens appears. */}
      <ButtonMenu
        modal={false}
        trigger={
          <Button
            variant="secondary"
            size="icon"
            className="size-8 bg-background/85 backdrop-blur"
            aria-label={`Actions for ${initiative.name}`}
          >
            <MoreVertical />
          </Button>
        }
      >
        <DropdownMenuItem onSelect={() => manage.show("edit")}>
          <Pencil /> Edit
        </DropdownMenuItem>
        {canDeleteInitiative(initiative.role) && (
          <DropdownMenuItem variant="destructive" onSelect={() => manage.show("delete")}>
            <Trash2 /> Delete
          </DropdownMenuItem>
        )}
      </ButtonMenu>
      {manage.dialogs}
    </>
  );
}
