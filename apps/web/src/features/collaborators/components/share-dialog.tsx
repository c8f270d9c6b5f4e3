import type { Role } from "@initiative-planner/contract/initiative";
import { useQueryClient } from "@tanstack/react-query";
import { Share2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { useInitiativeEvents } from "@/lib/initiative-events";
import { collaboratorKeys } from "../api/collaborator-keys";
import { permissionsOf } from "../lib/roles";
import { CollaboratorList } from "./collaborator-list";
import { CopyLink } from "./copy-link";
import { InviteForm } from "./invite-form";
import { PendingInviteList } from "./pending-invite-list";

export interface ShareDialogProps {
  initiativeId: string;
  initiativeName: string;
  /** The viewer's own role on the initiative; decides which controls exist. */
  role: Role;
}

/** The 'Share' button of the initiative page and the dialog it opens (issue 7 "Web"). */
export function ShareDialog({ initiativeId, initiativeName, role }: ShareDialogProps) {
  const can = permissionsOf(role);
  const queryClient = useQueryClient();
  // Someone else invited, removed or changed a member: the lists refresh without a reload.
  useInitiativeEvents(initiativeId, (event) => {
    if (event.type === "members_changed") {
      void queryClient.invalidateQueries({ queryKey: collaboratorKeys.forInitiative(initiativeId) });
    }
  });
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Share2 />
          {/* Icon only on a phone, so the initiative title keeps the room. */}
          <span className="sr-only sm:not-sr-only">Share</span>
        </Button>
      </DialogTrigger>
      {/* Content mounts only while open, so the lists are fetched when someone looks at them. */}
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Share {initiativeName}</DialogTitle>
          <DialogDescription>
            {can.canInvite
              ? "Only people with access can open the link. Invite teammates as editors or viewers."
              : "You can view this initiative. Ask its owner to change who has access."}
          </DialogDescription>
        </DialogHeader>
        <CopyLink initiativeId={initiativeId} />
        {can.canInvite && <InviteForm initiativeId={initiativeId} />}
        <CollaboratorList initiativeId={initiativeId} manageable={can.canManageMembers} />
        <PendingInviteList initiativeId={initiativeId} canResend={can.canInvite} canRevoke={can.canRevoke} />
      </DialogContent>
    </Dialog>
  );
}
