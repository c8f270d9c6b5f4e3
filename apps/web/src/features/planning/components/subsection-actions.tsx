import type { ProposedSubsection, Subsection } from "@initiative-planner/contract/planning";
import { Plus, Sparkles } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog, FormError } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { DialogFrame } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { usePendingStep } from "@/hooks/use-pending-step";
import { type PlanShape, suggestSubsections } from "../api/plan-shape";
import { NameDialog } from "./name-dialog";
import { ShapeOptionsMenu } from "./shape-options-menu";
import { SuggestionList } from "./suggestion-list";

interface SubsectionActionsProps {
  initiativeId: string;
  wsId: string;
  subsections: Subsection[];
  selected: Subsection | null;
  shape: PlanShape;
  onSelect: (uid: string) => void;
}

/** Add, suggest, rename, move and remove a team's subsections (issue 32, item 2). */
export function SubsectionActions({
  initiativeId,
  wsId,
  subsections,
  selected,
  shape,
  onSelect,
}: SubsectionActionsProps) {
  const [dialog, setDialog] = useState<"add" | "rename" | "remove" | "suggest" | null>(null);
  const [suggested, setSuggested] = useState<ProposedSubsection[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [suggesting, runSuggest] = usePendingStep(setError);
  const [adding, runAdd] = usePendingStep(setError);
  const index = selected ? subsections.findIndex((s) => s.uid === selected.uid) : -1;
  const close = () => {
    setDialog(null);
    setError(null);
  };

  const suggest = () => {
    setDialog("suggest");
    setSuggested(null);
    return runSuggest(async () => setSuggested((await suggestSubsections(initiativeId, wsId)).suggested));
  };

  const addSuggested = (uids: string[]) =>
    runAdd(async () => {
      for (const uid of uids) {
        const s = suggested!.find((x) => x.uid === uid)!;
        await shape.addSubsection.mutateAsync({
          wsId,
          body: { display_name: s.display_name, placeholder: s.placeholder },
        });
      }
      toast.success(uids.length === 1 ? "Subsection added" : `${uids.length} subsections added`);
      close();
    });

  const move = (position: number) =>
    selected &&
    shape.updateSubsection.mutate(
      { wsId, subId: selected.uid, body: { position } },
      { onError: (failure) => toast.error(failure.message) },
    );

  return (
    <div className="flex gap-2">
      <Button variant="ghost" size="sm" className="flex-1 justify-start" onClick={() => setDialog("add")}>
        <Plus /> Add subsection
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-label="Suggest subsections"
        title="Suggest subsections"
        onClick={suggest}
      >
        <Sparkles />
      </Button>
      <ShapeOptionsMenu
        noun="subsection"
        variant="ghost"
        index={index}
        count={subsections.length}
        onRename={() => setDialog("rename")}
        onMove={move}
        onRemove={() => setDialog("remove")}
      />

      <NameDialog
        open={dialog === "add"}
        onOpenChange={(open) => !open && close()}
        title="Add a subsection"
        label="Subsection name"
        initial=""
        pending={shape.addSubsection.isPending}
        onSubmit={(name, done) =>
          shape.addSubsection.mutate(
            { wsId, body: { display_name: name } },
            {
              onSuccess: (sub) => {
                done(null);
                onSelect(sub.uid);
              },
              onError: (e) => done(e.message),
            },
          )
        }
      />
      {selected && (
        <NameDialog
          open={dialog === "rename"}
          onOpenChange={(open) => !open && close()}
          title="Rename subsection"
          label="Subsection name"
          initial={selected.display_name}
          pending={shape.updateSubsection.isPending}
          onSubmit={(name, done) =>
            shape.updateSubsection.mutate(
              { wsId, subId: selected.uid, body: { display_name: name } },
              { onSuccess: () => done(null), onError: (e) => done(e.message) },
            )
          }
        />
      )}
      <DialogFrame
        open={dialog === "suggest"}
        onOpenChange={(open) => !open && close()}
        title="Suggested subsections"
        description="Tick the ones to add; nothing changes until you add them."
      >
        {suggesting ? (
          <Spinner aria-label="Asking the planner" />
        ) : (
          suggested && (
            <SuggestionList
              label="Subsections to add"
              suggestions={suggested.map((s) => ({
                key: s.uid,
                name: s.display_name,
                detail: s.placeholder,
              }))}
              pending={adding}
              onAdd={addSuggested}
            />
          )
        )}
        <FormError error={error} />
      </DialogFrame>
      <ConfirmDialog
        open={dialog === "remove"}
        onOpenChange={(open) => !open && close()}
        title={`Remove ${selected?.display_name}?`}
        description="Its plan and its whole history are removed for everyone."
        confirmLabel="Remove subsection"
        pending={shape.removeSubsection.isPending}
        destructive
        error={error}
        onConfirm={() =>
          selected &&
          shape.removeSubsection.mutate(
            { wsId, subId: selected.uid },
            { onSuccess: close, onError: (failure) => setError(failure.message) },
          )
        }
      />
    </div>
  );
}
