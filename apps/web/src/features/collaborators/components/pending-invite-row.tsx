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
          <Button
            variant="outline"
            size="sm"
            aria-label={`Resend invitation to ${invite.email}`}
            onClick={onResend}
            disabled={busy}
          >
            Resend
          </Button>
        )}
        {canRevoke && (
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Revoke invitation to ${invite.email}`}
            onClick={onRevoke}
            disabled={busy}
          >
            Revoke
          </Button>
        )}
      </div>
    </li>
  );
}
