import type { Initiative } from "@initiative-planner/contract/initiative";
import { useState } from "react";
import { DeleteInitiativeDialog } from "./delete-initiative-dialog";
import { EditInitiativeDialog } from "./edit-initiative-dialog";

type ManageDialog = "edit" | "delete";

/**
 * The Edit and Delete dialogs, shared by the initiative page's buttons and the list card's menu: `show` opens
 * one, `dialogs` is what to render.
 */
export function useManageDialogs(initiative: Initiative, onDeleted?: () => void) {
  const [dialog, setDialog] = useState<ManageDialog | null>(null);
  const close = (open: boolean) => {
    if (!open) setDialog(null);
  };
  const dialogs = (
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
  return { show: setDialog, dialogs };
}
