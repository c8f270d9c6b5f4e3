import { type ChangeEvent, type FormEvent, type ReactNode, useState } from "react";
import { Button } from "@/components/ui/button";
import { DialogFooter, DialogFrame } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";

interface TicketDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Prefills the description, e.g. with an improved passage. */
  initialDescription?: string;
}

/** Spec: the demo ticket dialog requires a title and a description. Nothing is saved. */
export function TicketDialog({ open, onOpenChange, initialDescription = "" }: TicketDialogProps) {
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title="Create ticket"
      description="A demo ticket: it shows the form, nothing is saved."
    >
      {/* Remounted per opening, so every ticket starts fresh. */}
      {open && <TicketForm initialDescription={initialDescription} onDone={() => onOpenChange(false)} />}
    </DialogFrame>
  );
}

type FieldName = "title" | "description";
type FieldErrors = Partial<Record<FieldName, string>>;

function validate(values: Record<FieldName, string>): FieldErrors {
  return {
    title: values.title.trim() ? undefined : "Title is required",
    description: values.description.trim() ? undefined : "Description is required",
  };
}

/** A required field: its label, its control and the reason it was refused. */
function TicketField({
  name,
  label,
  error,
  children,
}: {
  name: FieldName;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={`ticket-${name}`}>{label}</Label>
      {children}
      {error && (
        <p id={`ticket-${name}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

function TicketForm({ initialDescription, onDone }: { initialDescription: string; onDone: () => void }) {
  const [values, setValues] = useState({ title: "", description: initialDescription });
  const [errors, setErrors] = useState<FieldErrors>({});

  /** What the control of one field takes: its value, its change (which clears its error) and its state. */
  const control = (name: FieldName) => ({
    id: `ticket-${name}`,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setValues((previous) => ({ ...previous, [name]: event.target.value }));
      setErrors((previous) => ({ ...previous, [name]: undefined }));
    },
    "aria-invalid": Boolean(errors[name]),
    "aria-describedby": errors[name] ? `ticket-${name}-error` : undefined,
    "aria-required": true,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (found.title || found.description) return;
    toast.success("Demo ticket created", {
      description: `"${values.title.trim()}" (demo only, nothing was saved)`,
    });
    onDone();
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <TicketField name="title" label="Title" error={errors.title}>
        <Input {...control("title")} />
      </TicketField>
      <TicketField name="description" label="Description" error={errors.description}>
        <Textarea {...control("description")} className="min-h-24" />
      </TicketField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit">Create ticket</Button>
      </DialogFooter>
    </form>
  );
}
