import { History, Pencil, RefreshCw, Sparkles, Undo2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { StopButton } from "./stop-button";

interface PlanActionsProps {
  canEdit: boolean;
  busy: boolean;
  streamingHere: boolean;
  canUndo: boolean;
  undoing: boolean;
  onImprove: () => void;
  /** Runs the agent again on this subsection (asking first when a person wrote the text). */
  onRegenerate: () => void;
  onEdit: () => void;
  /** Starts loading the editor as the pointer nears Edit. */
  onEditIntent: () => void;
  onStop: () => void;
  onUndo: () => void;
  onHistory: () => void;
}

/** The plan header's controls; viewers get History only. */
export function PlanActions(props: PlanActionsProps) {
  const { canEdit, busy, streamingHere, canUndo, undoing } = props;
  return (
    <>
      {canEdit && streamingHere && <StopButton onStop={props.onStop} />}
      {canEdit && canUndo && (
        <Button variant="outline" size="sm" onClick={props.onUndo} disabled={undoing || busy}>
          <Undo2 />
          Undo
        </Button>
      )}
      <Button variant="outline" size="sm" onClick={props.onHistory}>
        <History />
        History
      </Button>
      {canEdit && (
        <Button
          variant="outline"
          size="sm"
          onClick={props.onEdit}
          onPointerEnter={props.onEditIntent}
          onFocus={props.onEditIntent}
          disabled={busy}
        >
          <Pencil />
          Edit plan
        </Button>
      )}
      {canEdit && (
        <Button variant="outline" size="sm" onClick={props.onRegenerate} disabled={busy}>
          <RefreshCw />
          Regenerate
        </Button>
      )}
      {canEdit && (
        <Button size="sm" onClick={props.onImprove} disabled={busy}>
          <Sparkles />
          Improve
        </Button>
      )}
    </>
  );
}
