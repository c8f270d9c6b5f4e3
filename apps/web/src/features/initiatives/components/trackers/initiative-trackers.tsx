import {
  TRACKER_NAMES,
  type TrackerConnection,
  type TrackerKind,
  trackerKindSchema,
} from "@initiative-planner/contract/trackers";
import { Link2, Plus, X } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ButtonMenu, DropdownMenuItem } from "@/components/ui/dropdown-menu";
import { toast } from "@/components/ui/toast";
import { useAfterFirstLoad } from "@/hooks/use-after-first-load";
import { useDisconnectTracker, useTrackers } from "../../api/initiative-trackers";
import { TrackerActions } from "./tracker-actions";
import { TrackerConnectDialog } from "./tracker-connect-dialog";

interface InitiativeTrackersProps {
  initiativeId: string;
  isOwner: boolean;
  /** Editors and the owner push and sync; viewers see the status. */
  canEdit?: boolean;
}

function describe(connection: TrackerConnection): string {
  return `${TRACKER_NAMES[connection.kind]} ${connection.target} (as ${connection.account})`;
}

/** The initiative's trackers: every member sees them; the owner connects, changes and disconnects. */
export function InitiativeTrackers({ initiativeId, isOwner, canEdit = isOwner }: InitiativeTrackersProps) {
  const { data } = useTrackers(initiativeId, useAfterFirstLoad());
  const disconnect = useDisconnectTracker(initiativeId);
  const [editing, setEditing] = useState<TrackerKind | null>(null);
  const trackers = data?.trackers ?? [];
  const saved = new Map(trackers.map((t) => [t.kind, t]));
  const free = trackerKindSchema.options.filter((kind) => !saved.has(kind));

  if (trackers.length === 0 && !isOwner) return null;
  return (
    <section aria-label="Trackers" className="flex flex-wrap items-center gap-2 px-4 pb-3 text-sm sm:px-6">
      <span className="text-muted-foreground">Trackers:</span>
      {trackers.length === 0 && <span className="text-muted-foreground">none connected</span>}
      {trackers.map((t) => (
        <span key={t.kind} className="inline-flex items-center gap-1 rounded-md border px-2 py-0.5">
          <Link2 className="size-3.5" aria-hidden />
          {isOwner ? (
            <button type="button" className="hover:underline" onClick={() => setEditing(t.kind)}>
              {describe(t)}
            </button>
          ) : (
            <span>{describe(t)}</span>
          )}
          {isOwner && (
            <button
              type="button"
              aria-label={`Disconnect ${TRACKER_NAMES[t.kind]}`}
              disabled={disconnect.isPending}
              onClick={() =>
                disconnect.mutate(t.kind, {
                  onError: (error) =>
                    toast.error(`Could not disconnect ${TRACKER_NAMES[t.kind]}`, {
                      description: error.message,
                    }),
                })
              }
            >
              <X className="size-3.5" aria-hidden />
            </button>
          )}
          <TrackerActions initiativeId={initiativeId} connection={t} canEdit={canEdit} isOwner={isOwner} />
        </span>
      ))}
      {isOwner && free.length > 0 && (
        <ButtonMenu
          align="start"
          trigger={
            <Button variant="ghost" size="sm">
              <Plus /> Connect tracker
            </Button>
          }
        >
          {free.map((kind) => (
            <DropdownMenuItem key={kind} onSelect={() => setEditing(kind)}>
              {TRACKER_NAMES[kind]}
            </DropdownMenuItem>
          ))}
        </ButtonMenu>
      )}
      {editing && (
        <TrackerConnectDialog
          initiativeId={initiativeId}
          kind={editing}
          saved={saved.get(editing)}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
