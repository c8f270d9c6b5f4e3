import type { TrackerPush, TrackerPushPreview } from "@initiative-planner/contract/tracker-push";
import { TRACKER_NAMES, type TrackerKind } from "@initiative-planner/contract/trackers";
import { useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { DialogFooter, DialogFrame } from "@/components/ui/dialog";
import { ProgressBar } from "@/components/ui/progress-bar";
import {
  useStartTrackerPush,
  useTrackerPush,
  useTrackerPushPreview,
} from "../../api/initiative-tracker-push";
import type { TrackerDialogProps } from "./tracker-dialog-props";

/** What "one parent" is in each tracker (decision 142). */
const PARENT_WORDS: Record<TrackerKind, string> = {
  github: "One issue for the initiative, with every task's issue as its sub-issue.",
  linear: "One project for the initiative, holding every task's issue.",
  jira: "One epic for the initiative, with every task's issue under it.",
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

function PreviewList({ label, items }: { label: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <details className="text-sm">
      <summary className="cursor-pointer">
        {label} ({items.length})
      </summary>
      <ul className="ml-5 list-disc text-muted-foreground">
        {items.slice(0, 50).map((text, i) => (
          // Titles may repeat; the position keeps them apart in this static list.
          <li key={`${i}:${text}`}>{text}</li>
        ))}
        {items.length > 50 && <li>and {items.length - 50} more</li>}
      </ul>
    </details>
  );
}

/** The preview in counts and lists: what a push would do there, nothing sent yet. */
function PreviewView({ preview }: { preview: TrackerPushPreview }) {
  const title = (i: { title: string | null; key: string | null }) =>
    [i.key, i.title ?? "(deleted task)"].filter(Boolean).join(" ");
  const relation = (r: { task_title: string | null; depends_on_title: string | null }) =>
    `${r.depends_on_title ?? "?"} blocks ${r.task_title ?? "?"}`;
  return (
    <div className="grid gap-2" data-testid="push-preview">
      <p className="text-sm">
        {[
          `${plural(preview.create.length, "issue")} to create`,
          `${preview.update.length} to update`,
          `${preview.close.length} to close`,
          `${plural(preview.link.length, "dependency")} to link`,
          preview.unlink.length > 0 && `${preview.unlink.length} to unlink`,
          `${preview.unchanged} unchanged`,
        ]
          .filter(Boolean)
          .join(", ")}
        .
      </p>
      {preview.parent && (
        <p className="text-sm" data-testid="push-preview-parent">
          {preview.parent.key
            ? `Under ${preview.parent.key} (${preview.parent.title}): ${plural(preview.parent.attach, "issue")} to add.`
            : `A parent "${preview.parent.title}" to create, with ${plural(preview.parent.attach, "issue")} under it.`}
        </p>
      )}
      <PreviewList label="Create" items={preview.create.map(title)} />
      <PreviewList label="Update" items={preview.update.map(title)} />
      <PreviewList label="Close" items={preview.close.map(title)} />
      <PreviewList label="Link" items={preview.link.map(relation)} />
      <PreviewList label="Unlink" items={preview.unlink.map(relation)} />
    </div>
  );
}

/** A push's progress and outcome in words. */
export function pushSummary(push: TrackerPush): string {
  const outcome = [
    `${push.created} created`,
    `${push.updated} updated`,
    push.closed > 0 && `${push.closed} closed`,
    `${plural(push.linked, "dependency")} linked`,
    push.unlinked > 0 && `${push.unlinked} unlinked`,
    `${push.unchanged} unchanged`,
  ]
    .filter(Boolean)
    .join(", ");
  if (push.status === "done") return `Pushed: ${outcome}.`;
  if (push.status === "failed")
    return `The push stopped: ${push.error ?? "the tracker failed"}. So far: ${outcome}.`;
  const waiting = push.error ? ` (${push.error})` : "";
  return push.status === "queued"
    ? `Waiting to start${waiting}…`
    : `Pushing: ${push.done} of ${push.total} steps${waiting}.`;
}

function PushProgress({ push }: { push: TrackerPush }) {
  const percent =
    push.total > 0 ? Math.round((100 * push.done) / push.total) : push.status === "done" ? 100 : 0;
  return (
    <div className="grid gap-1" data-testid="push-progress">
      <ProgressBar value={percent} label="Push progress" />
      <p role="status" className="text-sm">
        {pushSummary(push)}
      </p>
    </div>
  );
}

/** Preview, then push with live progress (editors). */
export function TrackerPushDialog({ initiativeId, kind, onClose }: TrackerDialogProps) {
  const name = TRACKER_NAMES[kind];
  const [parent, setParent] = useState(false);
  const parentHint = useId();
  const preview = useTrackerPushPreview(initiativeId, kind, parent);
  const state = useTrackerPush(initiativeId, kind);
  const start = useStartTrackerPush(initiativeId, kind);
  const push = state.data?.push ?? null;
  const busy = push?.status === "queued" || push?.status === "running";
  const finished = push?.status === "done" ? push.id : null;
  const refreshPreview = preview.refetch;
  // Once a push is done, the preview says what is left (nothing, unless the plan changed meanwhile).
  useEffect(() => {
    if (finished) void refreshPreview();
  }, [finished, refreshPreview]);
  return (
    <DialogFrame
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Push to ${name}`}
      description={`One issue per task, each dependency as ${name}'s own relation. A second push updates what changed and creates no duplicates.`}
    >
      <div className="flex items-start gap-2 text-sm">
        <Checkbox
          id={`${parentHint}-box`}
          className="mt-0.5"
          checked={parent}
          disabled={busy}
          aria-describedby={parentHint}
          onCheckedChange={setParent}
        />
        <div className="grid">
          <label htmlFor={`${parentHint}-box`}>Group under one parent issue</label>
          <span id={parentHint} className="text-muted-foreground">
            {PARENT_WORDS[kind]}
          </span>
        </div>
      </div>
      {preview.isPending && <p className="text-sm text-muted-foreground">Working out what would change…</p>}
      {preview.error && (
        <p role="alert" className="text-sm text-destructive">
          {preview.error.message}
        </p>
      )}
      {preview.data && !busy && <PreviewView preview={preview.data} />}
      {push && (start.isSuccess || busy || push.status === "failed") && <PushProgress push={push} />}
      {start.error && (
        <p role="alert" className="text-sm text-destructive">
          {start.error.message}
        </p>
      )}
      <DialogFooter>
        <Button type="button" variant="ghost" onClick={onClose}>
          Close
        </Button>
        <Button
          type="button"
          disabled={busy || start.isPending || !preview.data}
          onClick={() => start.mutate(parent)}
        >
          {busy ? "Pushing…" : `Push to ${name}`}
        </Button>
      </DialogFooter>
    </DialogFrame>
  );
}
