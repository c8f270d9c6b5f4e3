import type { PendingInvite } from "@initiative-planner/contract/collaborators";
import { Mail } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ROLE_LABELS } from "../lib/roles";

interface PendingInviteRowProps {
  invite: PendingInvite;
  canResend: boolean;
  canRevoke: boolean;
  busy: boolean;
  onResend: () => void;
  onRevoke: () => void;
}

const sentText = (invite: PendingInvite) =>
  invite.last_sent_at
    ? `Invited by ${invite.invited_by} · sent ${new Date(invite.last_sent_at).toLocaleString()}`
    : `Invited by ${invite.invited_by} · not sent yet`;

interface InviteActionProps {
  verb: "Resend" | "Revoke";
  variant: "outline" | "ghost";
  email: string;
  busy: boolean;
  onClick: () => void;
}

/** One of a row's buttons, named with the address: every row has the same two. */
function InviteAction({ verb, variant, email, busy, onClick }: InviteActionProps) {
  return (
    <Button
      variant={variant}
      size="sm"
      aria-label={`${verb} invitation to ${email}`}
      onClick={onClick}
      disabled={busy}
    >
      {verb}
    </Button>
  );
}

export function PendingInviteRow({
  invite,
  canResend,
  canRevoke,
  busy,
  onResend,
  onRevoke,
}: PendingInviteRowProps) {
  return (
    // Wraps: on a phone the buttons move under the text instead of pushing past the dialog's edge.
    <li className="flex flex-wrap items-start gap-x-3 gap-y-1 py-2">
      <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-muted">
        <Mail className="size-4 text-muted-foreground" aria-hidden />
      </span>
      <div className="min-w-0 flex-1 basis-48">
        <p className="flex min-w-0 items-center gap-2 text-sm font-medium">
          <span className="truncate">{invite.email}</span>
          <Badge variant="outline">{ROLE_LABELS[invite.role]}</Badge>
        </p>
        <p className="text-xs break-words text-muted-foreground">{sentText(invite)}</p>
        {invite.last_error && <p className="text-xs text-destructive">{invite.last_error}</p>}
      </div>
      <div className="ml-auto flex shrink-0 gap-1">
        {canResend && (
          <InviteAction verb="Resend" variant="outline" email={invite.email} busy={busy} onClick={onResend} />
        )}
        {canRevoke && (
          <InviteAction verb="Revoke" variant="ghost" email={invite.email} busy={busy} onClick={onRevoke} />
        )}
      </div>
    </li>
  );
}
