import { LIMITS } from "@initiative-planner/contract/common";
import { type Initiative, type Priority, prioritySchema } from "@initiative-planner/contract/initiative";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { FormError } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { DialogFooter, DialogFrame } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { useUpdateInitiative } from "../../api/update-initiative";
import { changedFields, type EditFormValues, toFormValues } from "../../lib/edit-form";
import { priorityLabel } from "../../lib/initiative-mapper";

interface EditInitiativeDialogProps {
  initiative: Initiative;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function EditInitiativeDialog({ initiative, open, onOpenChange }: EditInitiativeDialogProps) {
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title="Edit initiative"
      description="Changes are visible to everyone who shares this initiative."
      className="sm:max-w-xl"
    >
      {/* Mounted per opening, so the fields start from the initiative as it is now. */}
      {open && <EditInitiativeForm initiative={initiative} onDone={() => onOpenChange(false)} />}
    </DialogFrame>
  );
}

function EditInitiativeForm({ initiative, onDone }: { initiative: Initiative; onDone: () => void }) {
  // What the user started from: a field they left alone is not sent, even if it changed meanwhile
  // (the planner naming it, a collaborator's edit).
  const [opened] = useState(initiative);
  const [values, setValues] = useState<EditFormValues>(() => toFormValues(initiative));
  // The planner names a new initiative when it finishes; a name typed before then would be replaced.
  const naming = initiative.status === "CREATED";
  const namingHintId = useId();
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateInitiative();
  const set = <K extends keyof EditFormValues>(key: K, value: EditFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  /** A text field's value and change handler, bound to one of the form's values. */
  const bound = (key: "name" | "description" | "dueDate") => ({
    value: values[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
  });

  const blank = !values.name.trim() || !values.description.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = changedFields(opened, values);
    if (!body) return onDone();
    setError(null);
    update.mutate(
      { id: initiative.id, body },
      {
        onSuccess: () => {
          toast.success("Initiative saved");
          onDone();
        },
        onError: (failure) => setError(failure.message),
      },
    );
  };

  return (
    <form className="flex flex-col gap-4" onSubmit={submit}>
      <Field label="Name">
        {(fieldId) => (
          <Input
            id={fieldId}
            {...bound("name")}
            maxLength={LIMITS.nameMax}
            required
            disabled={naming}
            aria-describedby={naming ? namingHintId : undefined}
          />
        )}
      </Field>
      {naming && (
        <p id={namingHintId} className="-mt-2 text-xs text-muted-foreground">
          The planner is still naming this initiative; the name can be changed once it is done.
        </p>
      )}
      <Field label="Description">
        {(fieldId) => (
          <Textarea
            id={fieldId}
            {...bound("description")}
            maxLength={LIMITS.ideaMax}
            required
            rows={6}
            className="max-h-[40vh]"
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Due date">
          {(fieldId) => <Input id={fieldId} type="date" {...bound("dueDate")} />}
        </Field>
        <Field label="Priority">
          {(fieldId) => (
            <>
              {/* A native select: three options, keyboard and screen-reader behaviour for free. */}
              <select
                id={fieldId}
                value={values.priority}
                onChange={(event) => set("priority", event.target.value as Priority)}
                className="h-9 rounded-md border border-input bg-transparent px-3 text-sm shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                {prioritySchema.options.map((priority) => (
                  <option key={priority} value={priority}>
                    {priorityLabel(priority)}
                  </option>
                ))}
              </select>
            </>
          )}
        </Field>
      </div>
      <FormError error={error} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={blank || update.isPending}>
          {update.isPending ? "Saving..." : "Save"}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** A label and its control, tied by a generated id. */
function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children(id)}
    </div>
  );
}
