import type { TaskProposal } from "@initiative-planner/contract/tasks";
import { type ReactNode, useState } from "react";
import { Button } from "@/components/ui/button";
import { DialogFooter, DialogFrame } from "@/components/ui/dialog";

interface TaskProposalDialogProps {
  proposal: TaskProposal | null;
  applying: boolean;
  onApply: (keys: string[]) => void;
  onCancel: () => void;
}

interface Item {
  key: string;
  label: ReactNode;
  detail?: string;
  edited?: boolean;
}

const FIELD_LABEL = {
  title: "title",
  description: "description",
  owner_role: "owner",
  estimate_days: "estimate",
};

/** Every proposed item with the default pick: what a person edited stays as it is unless they tick it. */
function sectionsOf(p: TaskProposal): Array<{ title: string; items: Item[] }> {
  return [
    {
      title: "New tasks",
      items: p.added.map((i) => ({
        key: i.key,
        label: i.task.title,
        detail: `${i.task.owner_role} · ${i.task.estimate_days} d`,
      })),
    },
    {
      title: "Tasks to remove",
      items: p.removed.map((i) => ({ key: i.key, label: i.task.title, edited: i.edited_by_person })),
    },
    {
      title: "Changed tasks",
      items: p.changed.map((i) => ({
        key: i.key,
        label: i.task.title,
        edited: i.edited_by_person,
        detail: i.fields
          .map((f) => `${FIELD_LABEL[f]}: ${String(i.task[f])} → ${String(i.after[f])}`)
          .join("; "),
      })),
    },
    {
      title: "New dependencies",
      items: p.edges_added.map((i) => ({ key: i.key, label: `“${i.from_title}” waits for “${i.to_title}”` })),
    },
    {
      title: "Dependencies to remove",
      items: p.edges_removed.map((i) => ({
        key: i.key,
        label: `“${i.from_title}” waits for “${i.to_title}”`,
        edited: i.edited_by_person,
      })),
    },
  ].filter((s) => s.items.length > 0);
}

const defaultsOf = (p: TaskProposal) =>
  new Set(
    [...p.added, ...p.removed, ...p.changed, ...p.edges_added, ...p.edges_removed]
      .filter((i) => i.apply_by_default)
      .map((i) => i.key),
  );

/** The agent's new task breakdown as a list of changes to tick; nothing is written until Apply. */
export function TaskProposalDialog({ proposal, applying, onApply, onCancel }: TaskProposalDialogProps) {
  return (
    <DialogFrame
      open={proposal !== null}
      onOpenChange={(open) => !open && onCancel()}
      title="Review the agent's task breakdown"
      description="People have edited these tasks, so nothing is replaced: tick the changes to apply. Changes to what a person edited are not ticked unless you choose them."
      className="sm:max-w-2xl"
    >
      {/* Keyed by proposal: each new proposal starts from its own defaults. */}
      {proposal && (
        <ProposalBody
          key={proposal.id}
          proposal={proposal}
          applying={applying}
          onApply={onApply}
          onCancel={onCancel}
        />
      )}
    </DialogFrame>
  );
}

function ProposalBody({
  proposal,
  applying,
  onApply,
  onCancel,
}: TaskProposalDialogProps & { proposal: TaskProposal }) {
  const [picked, setPicked] = useState(() => defaultsOf(proposal));
  const sections = sectionsOf(proposal);
  const toggle = (key: string) =>
    setPicked((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  return (
    <>
      {sections.length === 0 && (
        <p className="text-sm text-muted-foreground">The agent proposes no changes.</p>
      )}
      <div className="flex max-h-[55vh] flex-col gap-4 overflow-auto">
        {sections.map((section) => (
          <section key={section.title} aria-label={section.title} className="flex flex-col gap-1">
            <h3 className="text-sm font-semibold">{section.title}</h3>
            {section.items.map((item) => (
              <label key={item.key} className="flex items-start gap-2 rounded-md border p-2 text-sm">
                <input
                  type="checkbox"
                  className="mt-0.5"
                  checked={picked.has(item.key)}
                  onChange={() => toggle(item.key)}
                />
                <span className="min-w-0">
                  <span className="font-medium">{item.label}</span>
                  {item.edited && (
                    <span className="ml-2 rounded bg-amber-100 px-1 text-xs text-amber-900">
                      edited by a person
                    </span>
                  )}
                  {item.detail && <span className="block text-xs text-muted-foreground">{item.detail}</span>}
                </span>
              </label>
            ))}
          </section>
        ))}
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={applying}>
          Cancel
        </Button>
        <Button onClick={() => onApply([...picked])} disabled={applying}>
          {applying ? "Applying..." : "Apply"}
        </Button>
      </DialogFooter>
    </>
  );
}
