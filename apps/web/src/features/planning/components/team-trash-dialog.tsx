import { RotateCcw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DialogFrame } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { formatDay } from "@/lib/dates";
import { type PlanShape, useTeamTrash } from "../api/plan-shape";

interface TeamTrashDialogProps {
  initiativeId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  shape: PlanShape;
  onRestored: (wsId: string) => void;
}

const count = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

/** The trash: removed teams, each restorable with its plans, versions and tasks (issue 32, item 2). */
export function TeamTrashDialog({
  initiativeId,
  open,
  onOpenChange,
  shape,
  onRestored,
}: TeamTrashDialogProps) {
  const trash = useTeamTrash(initiativeId, open);
  const restoring = shape.restoreTeam.isPending ? shape.restoreTeam.variables : null;
  const restore = (trashId: string) =>
    shape.restoreTeam.mutate(trashId, {
      onSuccess: (team) => {
        toast.success(`${team.name} is back`);
        onOpenChange(false);
        onRestored(team.id);
      },
      onError: (failure) => toast.error(failure.message),
    });

  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title="Removed teams"
      description="A restored team comes back with its subsections, plan history and tasks."
    >
      {trash.isPending ? (
        <Spinner aria-label="Loading removed teams" />
      ) : trash.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {trash.error.message}
        </p>
      ) : trash.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No removed teams.</p>
      ) : (
        <ul aria-label="Removed teams" className="flex max-h-[50vh] flex-col divide-y overflow-y-auto">
          {trash.data.map((team) => (
            <li key={team.trash_id} className="flex items-center justify-between gap-3 py-2">
              <div className="min-w-0">
                <p className="truncate text-sm font-medium">{team.name}</p>
                <p className="text-xs text-muted-foreground">
                  {count(team.subsections, "subsection")}, {count(team.tasks, "task")} · removed by{" "}
                  {team.deleted_by.name} on {formatDay(team.deleted_at)}
                </p>
              </div>
              <Button
                size="sm"
                variant="outline"
                aria-label={`Restore ${team.name}`}
                disabled={restoring !== null}
                onClick={() => restore(team.trash_id)}
              >
                {restoring === team.trash_id ? <Spinner /> : <RotateCcw />}
                Restore
              </Button>
            </li>
          ))}
        </ul>
      )}
    </DialogFrame>
  );
}
