import type { TrackerSyncResult } from "@initiative-planner/contract/tracker-sync";
import {
  TRACKER_NAMES,
  type TrackerConnection,
  type TrackerKind,
} from "@initiative-planner/contract/trackers";
import { RefreshCw, Upload, Webhook } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { formatDateTime } from "@/lib/dates";
import { useSyncTracker } from "../../api/initiative-tracker-sync";
import { TrackerPushDialog } from "./tracker-push-dialog";
import { TrackerWebhookDialog } from "./tracker-webhook-dialog";

/** What a sync did, in a sentence. */
export function syncSummary(result: TrackerSyncResult): string {
  const name = TRACKER_NAMES[result.kind];
  const changes = [
    result.done > 0 && `${result.done} marked done`,
    result.reopened > 0 && `${result.reopened} reopened`,
  ].filter(Boolean);
  const issues = `${result.checked} linked issue${result.checked === 1 ? "" : "s"}`;
  const missing = result.missing > 0 ? `; ${result.missing} no longer found in ${name}` : "";
  return `${name} synced (${issues}): ${changes.length > 0 ? changes.join(", ") : "no task changed"}${missing}.`;
}

interface TrackerActionsProps {
  initiativeId: string;
  connection: TrackerConnection;
  canEdit: boolean;
  isOwner: boolean;
}

/** Last sync and Sync now (editors), the webhook (owner) for one connected tracker. */
export function TrackerActions({ initiativeId, connection, canEdit, isOwner }: TrackerActionsProps) {
  const sync = useSyncTracker(initiativeId);
  const [open, setOpen] = useState<"push" | "webhook" | null>(null);
  const kind: TrackerKind = connection.kind;
  const name = TRACKER_NAMES[connection.kind];
  return (
    <span className="inline-flex flex-wrap items-center gap-1 text-xs text-muted-foreground">
      <span>Last push: {formatDateTime(connection.last_push_at, "never")}</span>
      <span>· Last sync: {formatDateTime(connection.last_sync_at, "never")}</span>
      {canEdit && (
        <Button variant="ghost" size="sm" aria-label={`Push to ${name}`} onClick={() => setOpen("push")}>
          <Upload aria-hidden />
          Push…
        </Button>
      )}
      {canEdit && (
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Sync ${name} now`}
          disabled={sync.isPending}
          onClick={() =>
            sync.mutate(connection.kind, {
              onSuccess: (result) => toast.success(syncSummary(result)),
              onError: (error) => toast.error(`Could not sync ${name}`, { description: error.message }),
            })
          }
        >
          <RefreshCw className={sync.isPending ? "animate-spin" : undefined} aria-hidden />
          Sync now
        </Button>
      )}
      {isOwner && (
        <Button variant="ghost" size="sm" aria-label={`${name} webhook`} onClick={() => setOpen("webhook")}>
          <Webhook aria-hidden />
          Webhook
        </Button>
      )}
      {open === "push" && (
        <TrackerPushDialog initiativeId={initiativeId} kind={kind} onClose={() => setOpen(null)} />
      )}
      {open === "webhook" && (
        <TrackerWebhookDialog initiativeId={initiativeId} kind={kind} onClose={() => setOpen(null)} />
      )}
    </span>
  );
}
