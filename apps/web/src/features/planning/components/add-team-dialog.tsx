import type { ListedTeamId, TeamSuggestions } from "@initiative-planner/contract/plan-shape";
import { SHAPE_LIMITS } from "@initiative-planner/contract/plan-shape";
import { Sparkles } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { FormError } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { DialogFrame } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { usePendingStep } from "@/hooks/use-pending-step";
import { type PlanShape, suggestTeams } from "../api/plan-shape";
import { SuggestionList } from "./suggestion-list";

interface AddTeamDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initiativeId: string;
  shape: PlanShape;
  onAdded: (id: string) => void;
}

/** A custom team by name, or listed teams ticked from the planner's suggestions; each gets proposed subsections. */
export function AddTeamDialog({ open, onOpenChange, initiativeId, shape, onAdded }: AddTeamDialogProps) {
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [suggestions, setSuggestions] = useState<TeamSuggestions | null>(null);
  const [suggesting, runSuggest] = usePendingStep(setError);
  const [adding, runAdd] = usePendingStep(setError);
  const inputId = useId();
  useEffect(() => {
    if (!open) {
      setName("");
      setError(null);
      setSuggestions(null);
    }
  }, [open]);
  const trimmed = name.trim();
  const busy = adding || shape.addTeam.isPending;

  const addCustom = () => {
    setError(null);
    shape.addTeam.mutate(
      { name: trimmed },
      {
        onSuccess: (team) => {
          toast.success(`Added ${team.name} with ${team.subsections.length} subsections`);
          onAdded(team.id);
          onOpenChange(false);
        },
        onError: (failure) => setError(failure.message),
      },
    );
  };

  const suggest = () => runSuggest(async () => setSuggestions(await suggestTeams(initiativeId)));

  const addListed = (ids: string[]) =>
    runAdd(async () => {
      let last: string | null = null;
      // Suggestions only name listed teams (the server checks again).
      for (const id of ids) last = (await shape.addTeam.mutateAsync({ id: id as ListedTeamId })).id;
      toast.success(ids.length === 1 ? "Team added" : `${ids.length} teams added`);
      if (last) onAdded(last);
      onOpenChange(false);
    });

  const planned = new Set(suggestions?.suggested.map((s) => s.id));
  const items = suggestions
    ? [
        ...suggestions.suggested.map((s) => ({
          key: s.id,
          name: s.name,
          detail: `Suggested for this idea: ${s.subsections.map((x) => x.display_name).join(", ")}`,
        })),
        ...suggestions.catalogue.filter((c) => !planned.has(c.id)).map((c) => ({ key: c.id, name: c.name })),
      ]
    : [];

  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title="Add a team"
      description="The planner proposes its subsections from the idea and the documents."
    >
      <form
        className="flex flex-col gap-1.5"
        onSubmit={(event) => {
          event.preventDefault();
          if (trimmed && trimmed.length <= SHAPE_LIMITS.nameMax) addCustom();
        }}
      >
        <Label htmlFor={inputId}>Team name</Label>
        <div className="flex gap-2">
          <Input
            id={inputId}
            value={name}
            placeholder="e.g. Operations"
            maxLength={SHAPE_LIMITS.nameMax}
            onChange={(e) => setName(e.target.value)}
          />
          <Button type="submit" disabled={!trimmed || busy}>
            {shape.addTeam.isPending && !adding ? <Spinner /> : null} Add
          </Button>
        </div>
      </form>
      {suggestions ? (
        <SuggestionList label="Teams to add" suggestions={items} pending={adding} onAdd={addListed} />
      ) : (
        <Button variant="outline" onClick={suggest} disabled={suggesting}>
          {suggesting ? <Spinner /> : <Sparkles />} Suggest missing teams
        </Button>
      )}
      <FormError error={error} />
    </DialogFrame>
  );
}
