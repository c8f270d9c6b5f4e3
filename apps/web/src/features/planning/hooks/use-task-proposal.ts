import type { TaskProposal } from "@initiative-planner/contract/tasks";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { planningKeys } from "../api/planning-keys";
import { applyTaskProposal, proposeTaskBreakdown, type WorkstreamRef } from "../api/task-breakdown";

/**
 * Regenerating a breakdown people have edited: the agent's answer comes as a proposal the person ticks
 * through; Apply writes only the ticked changes, Cancel writes nothing.
 */
export function useTaskProposal(ref: WorkstreamRef, onChanged?: () => void) {
  const queryClient = useQueryClient();
  const [proposal, setProposal] = useState<TaskProposal | null>(null);
  const [proposing, setProposing] = useState(false);
  const [applying, setApplying] = useState(false);

  const refresh = async () => {
    onChanged?.();
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [...planningKeys.all, "workstream", ref.initiativeId] }),
      queryClient.invalidateQueries({ queryKey: planningKeys.tasks(ref.initiativeId) }),
      queryClient.invalidateQueries({ queryKey: planningKeys.taskHistory(ref.initiativeId) }),
    ]);
  };

  const propose = async () => {
    setProposing(true);
    try {
      setProposal(await proposeTaskBreakdown(ref));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "The agent could not propose a breakdown.");
    } finally {
      setProposing(false);
    }
  };

  const apply = async (keys: string[]) => {
    if (!proposal) return;
    setApplying(true);
    try {
      await applyTaskProposal(ref, proposal.id, keys);
      toast.success(
        keys.length === 0 ? "Nothing applied: the tasks stay as they were" : "Applied the changes you picked",
      );
      setProposal(null);
    } catch (error) {
      // A 409 (applied already, or the tasks changed meanwhile) makes this proposal useless: show the tasks as they are.
      toast.error(error instanceof Error ? error.message : "The proposal was not applied.");
      setProposal(null);
    } finally {
      setApplying(false);
      await refresh();
    }
  };

  return { proposal, proposing, applying, propose, apply, cancel: () => setProposal(null) };
}
