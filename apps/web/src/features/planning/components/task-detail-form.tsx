import type { Collaborator } from "@initiative-planner/contract/collaborators";
import { TASK_LIMITS, type Task, type UpdateTaskBody } from "@initiative-planner/contract/tasks";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { AssigneeSelect, StatusSelect } from "./task-fields";

interface TaskDetailFormProps {
  task: Task;
  members: Collaborator[];
  saving: boolean;
  onSave: (body: UpdateTaskBody) => void;
}

type Draft = Pick<
  Task,
  "title" | "description" | "status" | "owner_role" | "estimate_days" | "assignee_id" | "due_date"
>;
const FIELDS = [
  "title",
  "description",
  "status",
  "owner_role",
  "estimate_days",
  "assignee_id",
  "due_date",
] as const;

/** Every field of a task; Save sends only what changed (one history entry per save). */
export function TaskDetailForm({ task, members, saving, onSave }: TaskDetailFormProps) {
  const [draft, setDraft] = useState<Draft>(() => ({ ...task }));
  const id = useId();
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const changes: UpdateTaskBody = {};
  for (const field of FIELDS)
    if (draft[field] !== task[field]) Object.assign(changes, { [field]: draft[field] });
  const estimateValid =
    Number.isInteger(draft.estimate_days * 2) &&
    draft.estimate_days >= TASK_LIMITS.estimateMin &&
    draft.estimate_days <= TASK_LIMITS.estimateMax;
  const valid = draft.title.trim() !== "" && draft.owner_role.trim() !== "" && estimateValid;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid && Object.keys(changes).length > 0) onSave(changes);
  };
  const field = (name: string, label: string, control: React.ReactNode) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-${name}`} className="text-xs font-medium text-muted-foreground">
        {label}
      </label>
      {control}
    </div>
  );
  /** A required line of text: the title or the owner role. */
  const requiredText = (name: string, key: "title" | "owner_role", maxLength: number) => (
    <Input
      id={`${id}-${name}`}
      value={draft[key]}
      maxLength={maxLength}
      required
      onChange={(e) => set({ [key]: e.target.value })}
    />
  );
  /** A select of the table, restyled for the form and named by the form's label rather than its own. */
  const formSelect = (name: string) => ({ id: `${id}-${name}`, "aria-label": undefined, className: "h-9" });
  return (
    <form onSubmit={submit} aria-label="Task fields" className="grid gap-3 sm:grid-cols-2">
      <div className="sm:col-span-2">
        {field("title", "Title", requiredText("title", "title", TASK_LIMITS.titleMax))}
      </div>
      <div className="sm:col-span-2">
        {field(
          "description",
          "Description",
          <Textarea
            id={`${id}-description`}
            value={draft.description}
            maxLength={TASK_LIMITS.descriptionMax}
            rows={3}
            onChange={(e) => set({ description: e.target.value })}
          />,
        )}
      </div>
      {field(
        "status",
        "Status",
        <StatusSelect
          {...formSelect("status")}
          task={{ ...task, status: draft.status }}
          onChange={(status) => set({ status })}
        />,
      )}
      {field(
        "assignee",
        "Assignee",
        <AssigneeSelect
          {...formSelect("assignee")}
          task={{ ...task, assignee_id: draft.assignee_id }}
          members={members}
          onChange={(assignee_id) => set({ assignee_id })}
        />,
      )}
      {field("owner", "Owner role", requiredText("owner", "owner_role", TASK_LIMITS.ownerRoleMax))}
      {field(
        "estimate",
        "Estimate (working days)",
        <Input
          id={`${id}-estimate`}
          type="number"
          min={TASK_LIMITS.estimateMin}
          max={TASK_LIMITS.estimateMax}
          step={0.5}
          value={Number.isNaN(draft.estimate_days) ? "" : draft.estimate_days}
          aria-invalid={!estimateValid}
          onChange={(e) => set({ estimate_days: e.target.valueAsNumber })}
        />,
      )}
      {field(
        "due",
        "Due date",
        <Input
          id={`${id}-due`}
          type="date"
          value={draft.due_date ?? ""}
          onChange={(e) => set({ due_date: e.target.value || null })}
        />,
      )}
      <div className="flex items-end justify-end gap-2 sm:col-span-2">
        <Button type="submit" size="sm" disabled={!valid || saving || Object.keys(changes).length === 0}>
          {saving ? "Saving..." : "Save changes"}
        </Button>
      </div>
    </form>
  );
}
