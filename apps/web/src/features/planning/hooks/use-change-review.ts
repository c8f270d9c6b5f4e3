import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import type { SubsectionRef } from "../api/planning-keys";
import { saveSubsectionPlan } from "../api/save-subsection";
import { refreshPlan, sameRef, storeSavedPlan } from "../lib/plan-cache";
import type { PlanStream } from "./use-plan-stream";

/**
 * The last AI change to this plan, while it is what the plan shows, and the person's answers to it (issue 32,
 * item 4). A first plan (nothing before it) has nothing to review: its Undo is the whole answer.
 */
export function useChangeReview(planRef: SubsectionRef, currentVersion: number, stream: PlanStream) {
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const entry = stream.undo;
  const open =
    entry !== null &&
    sameRef(entry.ref, planRef) &&
    (entry.version === currentVersion || entry.replaced === currentVersion) &&
    entry.before.trim() !== "" &&
    !stream.generating;

  /** A revert is a save of the person's (the plan-save route: base version, rate limit, live event). */
  const write = async (content: string, done: string): Promise<boolean> => {
    if (!entry || !open) return false;
    setSaving(true);
    try {
      const saved = await saveSubsectionPlan(planRef, { content, base_version: entry.version });
      storeSavedPlan(queryClient, planRef, content, saved.version);
      stream.moveUndo(saved.version);
      toast.success(done);
      return true;
    } catch (error) {
      // A colleague's newer save (409) or the save limit (429): nothing was written; show what is there.
      refreshPlan(queryClient, planRef);
      toast.error(error instanceof Error ? error.message : "Failed to revert the change");
      return false;
    } finally {
      setSaving(false);
    }
  };

  return {
    open,
    saving,
    before: open ? entry.before : "",
    kind: entry?.kind ?? "improve",
    kept: entry?.kept ?? [],
    keep: stream.keepPassage,
    revert: (content: string) => write(content, "Passage reverted"),
    revertAll: async () => {
      if (await write(entry?.before ?? "", "AI change reverted")) stream.clearUndo();
    },
    /** Every passage kept: the review ends; the version history still holds the text before. */
    keepAll: stream.clearUndo,
  };
}

export type ChangeReviewState = ReturnType<typeof useChangeReview>;
