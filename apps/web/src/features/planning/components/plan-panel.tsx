import type { WorkstreamSummary } from "@initiative-planner/contract/initiative";
import type { Subsection } from "@initiative-planner/contract/planning";
import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { ImproveDialog } from "@/components/improve-dialog/improve-dialog";
import { markdownToPlainText, preloadMarkdown } from "@/components/markdown/lazy-markdown";
import { versionsQuery } from "../api/plan-versions";
import type { SubsectionRef } from "../api/planning-keys";
import { useChangeReview } from "../hooks/use-change-review";
import type { LiveGeneration } from "../hooks/use-live-plans";
import type { PlanStream } from "../hooks/use-plan-stream";
import { useUndoPlanChange } from "../hooks/use-undo-plan-change";
import { sameRef } from "../lib/plan-cache";
import { PlanActions } from "./plan-actions";
import { PlanEmptyState } from "./plan-empty-state";
import { PlanHistoryDialog } from "./plan-history-dialog";
import { PlanView } from "./plan-view";
import { PERSON_SOURCES, RegenerateDialog } from "./regenerate-dialog";

// The review of an AI change (the block diff and its parser) loads when there is a change to review.
const ChangeReview = lazy(() =>
  import("./change-review/change-review").then((m) => ({ default: m.ChangeReview })),
);

// Editing by hand (the panel, its conflict dialog and the editor) loads on the first Edit, never with the screen.
const loadEditPanel = () => import("./plan-editor/plan-edit-panel");
const PlanEditPanel = lazy(() => loadEditPanel().then((m) => ({ default: m.PlanEditPanel })));
/** As the pointer nears Edit: the panel, then the editor itself. */
const preloadEditor = () => void loadEditPanel().then((m) => m.preloadEditor());

interface PlanPanelProps {
  planRef: SubsectionRef;
  workstream: WorkstreamSummary;
  subsection: Subsection;
  canEdit: boolean;
  stream: PlanStream;
  /** A generation of this plan running elsewhere (another member, another tab). */
  live?: LiveGeneration | null;
}

interface ImproveTarget {
  /** What the dialog quotes: plain text, as the reader saw it. */
  text: string;
  rect: DOMRect | null;
  /** 'Improve' in the header: the whole plan is the snippet. */
  whole: boolean;
  /** Where a selection starts (the API's `selection_start`), so a repeated text is found in its place. */
  start?: number;
}

/** The main area for one selected subsection: empty state or plan, plus Improve and History. */
export function PlanPanel({ planRef, workstream, subsection, canEdit, stream, live = null }: PlanPanelProps) {
  const [target, setTarget] = useState<ImproveTarget | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const undo = useUndoPlanChange(planRef, subsection.plan.version, stream);
  const review = useChangeReview(planRef, subsection.plan.version, stream);
  const queryClient = useQueryClient();
  const [ask, setAsk] = useState<{ by: string | null } | null>(null);

  const active = stream.active && sameRef(stream.active.ref, planRef) ? stream.active : null;
  const remote = active ? null : live;
  const content = active ? active.text : remote ? remote.text : subsection.plan.content;
  // A generation shows 'Contacting Agent...' until its first chunk; an improvement clears the plan at once.
  const showPlan = active
    ? active.kind === "improve" || active.text !== ""
    : remote
      ? remote.text !== ""
      : content.trim() !== "";
  const busy = stream.generating || remote !== null;

  const submitImprove = async (instruction: string) => {
    if (!target) return;
    const current = subsection.plan.content;
    await stream.improve(planRef, {
      current,
      snippet: target.whole ? current : target.text,
      selectionStart: target.whole ? undefined : target.start,
      instruction,
      baseVersion: subsection.plan.version,
    });
  };

  const generate = () => {
    // The renderer loads while the agent starts, not after its first chunk arrives.
    void preloadMarkdown();
    void stream.generate(planRef, subsection.plan.version, subsection.plan.content);
  };
  /** Regenerating text a person wrote or edited asks first; the replaced text stays in the history. */
  const regenerate = async () => {
    const versions = await queryClient
      .fetchQuery({ ...versionsQuery(planRef), staleTime: 0 })
      .catch(() => null);
    const latest = versions?.[0];
    // Unknown (the history failed to load) counts as written: asking once too often loses nothing.
    if (versions === null) setAsk({ by: null });
    else if (latest && PERSON_SOURCES.has(latest.source)) setAsk({ by: latest.created_by.name });
    else generate();
  };

  const title = `${workstream.name} - ${subsection.display_name}`;
  if (editing && canEdit) {
    return (
      <Suspense fallback={<p className="text-sm text-muted-foreground">Loading the editor...</p>}>
        <PlanEditPanel
          planRef={planRef}
          title={title}
          subsection={subsection}
          onClose={() => setEditing(false)}
        />
      </Suspense>
    );
  }

  if (!showPlan) {
    return (
      <PlanEmptyState
        subsection={subsection}
        canEdit={canEdit}
        busy={busy}
        generatingHere={active !== null}
        runningBy={remote?.by ?? null}
        onRun={generate}
        onStop={stream.stop}
        onWrite={() => setEditing(true)}
      />
    );
  }

  return (
    <>
      <PlanView
        title={title}
        content={content}
        streaming={active !== null || remote !== null}
        review={
          review.open && !active && !remote ? (
            <ChangeReview review={review} after={subsection.plan.content} />
          ) : undefined
        }
        onImproveSelection={
          canEdit ? (text, rect, start) => setTarget({ text, rect, whole: false, start }) : undefined
        }
        actions={
          <PlanActions
            canEdit={canEdit}
            busy={busy}
            streamingHere={active !== null}
            canUndo={undo.available}
            undoing={undo.undoing}
            onImprove={() =>
              void markdownToPlainText(subsection.plan.content).then((text) =>
                setTarget({ text, rect: null, whole: true }),
              )
            }
            onRegenerate={() => void regenerate()}
            onStop={stream.stop}
            onEdit={() => setEditing(true)}
            onEditIntent={preloadEditor}
            onUndo={() => void undo.run()}
            onHistory={() => setHistoryOpen(true)}
          />
        }
      />
      <ImproveDialog
        open={target !== null}
        selectedText={target?.text ?? ""}
        anchorRect={target?.rect ?? null}
        improving={stream.generating}
        onSubmit={submitImprove}
        onOpenChange={(open) => {
          if (!open) setTarget(null);
        }}
      />
      <RegenerateDialog
        ask={ask}
        onCancel={() => setAsk(null)}
        onConfirm={() => {
          setAsk(null);
          generate();
        }}
      />
      <PlanHistoryDialog
        planRef={planRef}
        open={historyOpen}
        onOpenChange={setHistoryOpen}
        currentContent={subsection.plan.content}
        currentVersion={subsection.plan.version}
        canEdit={canEdit && !stream.generating}
      />
    </>
  );
}
