import type { Initiative } from "@initiative-planner/contract/initiative";
import { DeleteInitiativeDialog } from "./delete-initiative-dialog";
import { EditInitiativeDialog } from "./edit-initiative-dialog";

export type ManageDialog = "edit" | "delete";

interface ManageDialogsProps {
  initiative: Initiative;
  /** The dialog showing, if any. */
  dialog: ManageDialog | null;
  onClose: () => void;
  onDeleted?: () => void;
}

/** The Edit and Delete dialogs, shared by the initiative page's buttons and the list card's menu. */
export function ManageDialogs({ initiative, dialog, onClose, onDeleted }: ManageDialogsProps) {
  const close = (open: boolean) => {
    if (!open) onClose();
  };
  return (
    <>
      <EditInitiativeDialog initiative={initiative} open={dialog === "edit"} onOpenChange={close} />
      <DeleteInitiativeDialog
        initiative={initiative}
        open={dialog === "delete"}
        onOpenChange={close}
        onDeleted={onDeleted}
      />
    </>
  );
}
