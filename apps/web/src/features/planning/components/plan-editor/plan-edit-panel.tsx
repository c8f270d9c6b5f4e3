import type { Subsection } from "@initiative-planner/contract/planning";
import { routes } from "@initiative-planner/contract/routes";
import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useCallback, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useUnsavedGuard } from "@/hooks/use-unsaved-guard";
import { ApiError, api } from "@/lib/api-client";
import { type SubsectionRef, subsectionParams } from "../../api/planning-keys";
import { saveSubsectionPlan } from "../../api/save-subsection";
import { storeSavedPlan } from "../../lib/plan-cache";
import { type PlanConflict, PlanConflictDialog } from "./plan-conflict-dialog";

// The editor (Milkdown, ~95 KiB with brotli) loads when a person opens it, never with the Agents screen.
const MarkdownEditor = lazy(() => import("./markdown-editor"));
export const preloadEditor = () => void import("./markdown-editor");

interface PlanEditPanelProps {
  planRef: SubsectionRef;
  title: string;
  subsection: Subsection;
  onClose: () => void;
}

/** Editing a plan by hand: saves a new version on top of the one opened, or shows a colleague's newer save. */
export function PlanEditPanel({ planRef, title, subsection, onClose }: PlanEditPanelProps) {
  const queryClient = useQueryClient();
  // The version this edit started from; a save on top of anything newer is a 409, never an overwrite.
  const [baseVersion, setBaseVersion] = useState(subsection.plan.version);
  const [baseline, setBaselineState] = useState<string | null>(null);
  const baselineRef = useRef<string | null>(null);
  const setBaseline = (text: string) => {
    baselineRef.current = text;
    setBaselineState(text);
  };
  const [draft, setDraft] = useState(subsection.plan.content);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<PlanConflict | null>(null);
  // The editor's text at this moment (its change events come debounced); null until it has loaded.
  const readRef = useRef<(() => string) | null>(null);
  const dirty = baseline !== null && draft !== baseline;
  const isDirty = useCallback(
    () =>
      baselineRef.current !== null && readRef.current !== null && readRef.current() !== baselineRef.current,
    [],
  );
  useUnsavedGuard(isDirty);

  const save = async (content: string, base: number) => {
    if (content === baselineRef.current && base === subsection.plan.version) {
      toast.info("No changes to save");
      onClose();
      return;
    }
    setSaving(true);
    try {
      const saved = await saveSubsectionPlan(planRef, { content, base_version: base });
      storeSavedPlan(queryClient, planRef, content, saved.version);
      setConflict(null);
      // Nothing is unsaved any more, so closing does not ask.
      setBaseline(content);
      toast.success(`Saved as version ${saved.version}`);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) await showConflict(content, error);
      else toast.error(error instanceof Error ? error.message : "Failed to save the plan");
    } finally {
      setSaving(false);
    }
  };

  const showConflict = async (mine: string, error: ApiError) => {
    const current = (error.body as { details?: { current_version?: unknown } } | null)?.details
      ?.current_version;
    if (typeof current !== "number" || current < 1) {
      toast.error(error.message);
      return;
    }
    const theirs = await api.call(routes.getVersion, {
      params: { ...subsectionParams(planRef), n: current },
    });
    setConflict({ mine, theirs });
  };

  const takeTheirs = () => {
    if (!conflict) return;
    const { theirs } = conflict;
    storeSavedPlan(queryClient, planRef, theirs.content, theirs.version);
    setBaseline(readRef.current?.() ?? draft);
    setConflict(null);
    onClose();
  };

  const cancel = () => {
    if (isDirty() && !window.confirm("Discard your unsaved changes to this plan?")) return;
    setBaseline(readRef.current?.() ?? draft);
    onClose();
  };

  return (
    <section className="flex min-w-0 flex-col gap-4" aria-label="Edit plan">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b pb-3">
        <h2 className="text-lg font-semibold">{title}</h2>
        <div className="flex flex-wrap items-center gap-2">
          {dirty && <span className="text-xs text-muted-foreground">Unsaved changes</span>}
          <Button variant="outline" size="sm" onClick={cancel} disabled={saving}>
            Cancel
          </Button>
          <Button
            size="sm"
            onClick={() => void save(readRef.current?.() ?? draft, baseVersion)}
            disabled={saving || baseline === null}
          >
            {saving ? "Saving..." : "Save"}
          </Button>
        </div>
      </header>
      {subsection.plan.version > baseVersion && !conflict && (
        <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Someone else saved a newer version of this plan while you were editing. Saving will show both texts
          so you can choose.
        </p>
      )}
      <Suspense fallback={<p className="text-sm text-muted-foreground">Loading the editor...</p>}>
        <MarkdownEditor
          initial={subsection.plan.content}
          label={`${title} plan`}
          onReady={(normalized, read) => {
            readRef.current = read;
            setBaseline(normalized);
          }}
          onChange={setDraft}
        />
      </Suspense>
      <PlanConflictDialog
        conflict={conflict}
        busy={saving}
        onKeepMine={() => {
          if (!conflict) return;
          setBaseVersion(conflict.theirs.version);
          void save(conflict.mine, conflict.theirs.version);
        }}
        onTakeTheirs={takeTheirs}
        onBack={() => setConflict(null)}
      />
    </section>
  );
}
