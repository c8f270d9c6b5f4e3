import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
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
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* Remounted per opening, so every ticket starts fresh. */}
      {open && <TicketForm initialDescription={initialDescription} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

interface FieldErrors {
  title?: string;
  description?: string;
}

function validate(title: string, description: string): FieldErrors {
  return {
    title: title.trim() ? undefined : "Title is required",
    description: description.trim() ? undefined : "Description is required",
  };
}

function TicketForm({ initialDescription, onDone }: { initialDescription: string; onDone: () => void }) {
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState(initialDescription);
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(title, description);
    setErrors(found);
    if (found.title || found.description) return;
    toast.success("Demo ticket created", { description: `"${title.trim()}" (demo only, nothing was saved)` });
    onDone();
  };

  return (
    <DialogContent>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <DialogHeader>
          <DialogTitle>Create ticket</DialogTitle>
          <DialogDescription>A demo ticket: it shows the form, nothing is saved.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor="ticket-title">Title</Label>
          <Input
            id="ticket-title"
            value={title}
            onChange={(event) => {
              setTitle(event.target.value);
              setErrors((previous) => ({ ...previous, title: undefined }));
            }}
            aria-invalid={Boolean(errors.title)}
            aria-describedby={errors.title ? "ticket-title-error" : undefined}
            aria-required
          />
          {errors.title && (
            <p id="ticket-title-error" className="text-sm text-destructive">
              {errors.title}
            </p>
          )}
        </div>
        <div className="grid gap-2">
          <Label htmlFor="ticket-description">Description</Label>
          <Textarea
            id="ticket-description"
            value={description}
            onChange={(event) => {
              setDescription(event.target.value);
              setErrors((previous) => ({ ...previous, description: undefined }));
            }}
            aria-invalid={Boolean(errors.description)}
            aria-describedby={errors.description ? "ticket-description-error" : undefined}
            aria-required
            className="min-h-24"
          />
          {errors.description && (
            <p id="ticket-description-error" className="text-sm text-destructive">
              {errors.description}
            </p>
          )}
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit">Create ticket</Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
