import { SHAPE_LIMITS } from "@initiative-planner/contract/plan-shape";
import { useEffect, useId, useState } from "react";
import { FormError } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

interface NameDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  label: string;
  initial: string;
  pending: boolean;
  /** `done(null)` closes the dialog; `done(message)` shows the server's refusal. */
  onSubmit: (name: string, done: (error: string | null) => void) => void;
}

/** One name to type (a new subsection, a renamed team or subsection), checked as the server checks it. */
export function NameDialog({
  open,
  onOpenChange,
  title,
  label,
  initial,
  pending,
  onSubmit,
}: NameDialogProps) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  useEffect(() => {
    if (open) {
      setName(initial);
      setError(null);
    }
  }, [open, initial]);
  const trimmed = name.trim();
  const tooLong = trimmed.length > SHAPE_LIMITS.nameMax;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!trimmed || tooLong) return;
            onSubmit(trimmed, (failure) => (failure ? setError(failure) : onOpenChange(false)));
          }}
        >
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
          </DialogHeader>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={inputId}>{label}</Label>
            <Input id={inputId} value={name} onChange={(e) => setName(e.target.value)} autoFocus />
            {tooLong && (
              <p className="text-sm text-destructive">At most {SHAPE_LIMITS.nameMax} characters.</p>
            )}
          </div>
          <FormError error={error} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!trimmed || tooLong || pending}>
              {pending ? "Saving..." : "Save"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
