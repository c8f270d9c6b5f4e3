import type { PendingInvite } from "@initiative-planner/contract/collaborators";
import { toast } from "@/components/ui/toast";
import { usePendingInvites } from "../api/pending-invites";
import { useResendInvite } from "../api/resend-invite";
import { useRevokeInvite } from "../api/revoke-invite";
import { PendingInviteRow } from "./pending-invite-row";

interface PendingInviteListProps {
  initiativeId: string;
  canResend: boolean;
  canRevoke: boolean;
}

/** Invitations not accepted yet, each with its last delivery error when sending failed. */
export function PendingInviteList({ initiativeId, canResend, canRevoke }: PendingInviteListProps) {
  const { data: invites = [] } = usePendingInvites(initiativeId);
  const resend = useResendInvite(initiativeId);
  const revoke = useRevokeInvite(initiativeId);
  const busyId = resend.isPending ? resend.variables : revoke.isPending ? revoke.variables : undefined;

  const onResend = (invite: PendingInvite) =>
    resend.mutate(invite.id, {
      onSuccess: (sent) => {
        if (sent) toast.success("Invitation sent");
        else toast.error("Invitation not sent: try again in a minute");
      },
      onError: () => toast.error("Invitation not sent: try again in a minute"),
    });

  const onRevoke = (invite: PendingInvite) =>
    revoke.mutate(invite.id, {
      onSuccess: () => toast.success(`Invitation to ${invite.email} revoked`),
      onError: (error) => toast.error(error.message || "The invitation could not be revoked."),
    });

  if (invites.length === 0) return null;
  return (
    <section aria-labelledby="pending-invites-heading" className="grid gap-1">
      <h3 id="pending-invites-heading" className="text-sm font-semibold">
        Pending invitations ({invites.length})
      </h3>
      <ul aria-label="Pending invitations" className="divide-y">
        {invites.map((invite) => (
          <PendingInviteRow
            key={invite.id}
            invite={invite}
            canResend={canResend}
            canRevoke={canRevoke}
            busy={busyId === invite.id}
            onResend={() => onResend(invite)}
            onRevoke={() => onRevoke(invite)}
          />
        ))}
      </ul>
    </section>
  );
}
