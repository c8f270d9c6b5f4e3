import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { restoreVersion } from "../api/plan-versions";
import type { SubsectionRef } from "../api/planning-keys";
import { saveSubsectionPlan } from "../api/save-subsection";
import { refreshPlan, sameRef } from "../lib/plan-cache";
import type { PlanStream } from "./use-plan-stream";

/** One-click undo of the last AI change to this plan, while nothing else has changed it since. */
export function useUndoPlanChange(planRef: SubsectionRef, currentVersion: number, stream: PlanStream) {
  const queryClient = useQueryClient();
  const [undoing, setUndoing] = useState(false);
  const entry = stream.undo;
  const available =
    entry !== null && sameRef(entry.ref, planRef) && entry.version === currentVersion && !stream.generating;

  const run = async () => {
    if (!entry || !available) return;
    setUndoing(true);
    try {
      // Version 0 is "no plan yet": there is nothing to restore, so the plan is emptied instead.
      if (entry.previousVersion >= 1) {
        await restoreVersion(planRef, { version: entry.previousVersion, base_version: entry.version });
      } else {
        await saveSubsectionPlan(planRef, { content: "", base_version: entry.version });
      }
      stream.clearUndo();
      refreshPlan(queryClient, planRef);
      toast.success("AI change undone");
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "Failed to undo the change");
    } finally {
      setUndoing(false);
    }
  };

  return { available, undoing, run };
}
