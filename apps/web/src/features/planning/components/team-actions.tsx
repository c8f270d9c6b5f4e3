import type { WorkstreamSummary } from "@initiative-planner/contract/initiative";
import { ArchiveRestore, Plus } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { DropdownMenuItem } from "@/components/ui/dropdown-menu";
import { toast } from "@/components/ui/toast";
import type { PlanShape } from "../api/plan-shape";
import { AddTeamDialog } from "./add-team-dialog";
import { NameDialog } from "./name-dialog";
import { ShapeOptionsMenu } from "./shape-options-menu";
import { TeamTrashDialog } from "./team-trash-dialog";

/** How long a removed team can be brought back from the toast (the trash keeps it longer). */
export const UNDO_MS = 15_000;

interface TeamActionsProps {
  initiativeId: string;
  workstreams: WorkstreamSummary[];
  selected: WorkstreamSummary | null;
  shape: PlanShape;
  onSelect: (id: string) => void;
}

/** Add a team; rename, move or remove the selected one (issue 32, item 2). */
export function TeamActions({ initiativeId, workstreams, selected, shape, onSelect }: TeamActionsProps) {
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [trashOpen, setTrashOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const index = selected ? workstreams.findIndex((ws) => ws.id === selected.id) : -1;

  const move = (position: number) =>
    selected &&
    shape.updateTeam.mutate(
      { wsId: selected.id, body: { position } },
      { onError: (failure) => toast.error(failure.message) },
    );

  const remove = () => {
    if (!selected) return;
    setError(null);
    shape.removeTeam.mutate(selected.id, {
      onSuccess: (removed) => {
        setRemoving(false);
        const next = workstreams.find((ws) => ws.id !== selected.id);
        if (next) onSelect(next.id);
        toast.success(`Removed ${selected.name}`, {
          duration: UNDO_MS,
          action: {
            label: "Undo",
            onClick: () =>
              shape.restoreTeam.mutate(removed.trash_id, {
                onSuccess: (team) => {
                  toast.success(`${team.name} is back`);
                  onSelect(team.id);
                },
                onError: (failure) => toast.error(failure.message),
              }),
          },
        });
      },
      onError: (failure) => setError(failure.message),
    });
  };

  return (
    <div className="flex gap-2">
      <Button variant="outline" size="sm" className="flex-1" onClick={() => setAdding(true)}>
        <Plus /> Add team
      </Button>
      <ShapeOptionsMenu
        noun="team"
        variant="outline"
        index={index}
        count={workstreams.length}
        onRename={() => setRenaming(true)}
        onMove={move}
        onRemove={() => setRemoving(true)}
      >
        <DropdownMenuItem onSelect={() => setTrashOpen(true)}>
          <ArchiveRestore /> Removed teams
        </DropdownMenuItem>
      </ShapeOptionsMenu>

      <TeamTrashDialog
        initiativeId={initiativeId}
        open={trashOpen}
        onOpenChange={setTrashOpen}
        shape={shape}
        onRestored={onSelect}
      />
      <AddTeamDialog
        open={adding}
        onOpenChange={setAdding}
        initiativeId={initiativeId}
        shape={shape}
        onAdded={(id) => onSelect(id)}
      />
      {selected && (
        <NameDialog
          open={renaming}
          onOpenChange={setRenaming}
          title="Rename team"
          label="Team name"
          initial={selected.name}
          pending={shape.updateTeam.isPending}
          onSubmit={(name, done) =>
            shape.updateTeam.mutate(
              { wsId: selected.id, body: { name } },
              { onSuccess: () => done(null), onError: (e) => done(e.message) },
            )
          }
        />
      )}
      <ConfirmDialog
        open={removing}
        onOpenChange={(next) => {
          setRemoving(next);
          setError(null);
        }}
        title={`Remove ${selected?.name}?`}
        description="Its subsections, their plans and history, and its tasks are removed for everyone; other teams' tasks stop depending on them. You can undo this for 15 seconds, or restore it later from Removed teams."
        confirmLabel="Remove team"
        pendingLabel="Removing..."
        pending={shape.removeTeam.isPending}
        destructive
        error={error}
        onConfirm={remove}
      />
    </div>
  );
}
