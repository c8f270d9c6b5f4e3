import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { DialogFooter, DialogFrame } from "@/components/ui/dialog";

/** A failure said where it happened, read out by screen readers as it appears. */
export function FormError({ error }: { error: string | null | undefined }) {
  if (!error) return null;
  return (
    <p role="alert" className="text-sm text-destructive">
      {error}
    </p>
  );
}

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** The confirm button's label; `pendingLabel` while the action runs (default: the same). */
  confirmLabel: ReactNode;
  pendingLabel?: ReactNode;
  pending: boolean;
  /** Disables the confirm button beyond `pending` (e.g. nothing to do). */
  disabled?: boolean;
  destructive?: boolean;
  error: string | null;
  onConfirm: () => void;
  /** Content between the description and the error (options, an estimate). */
  children?: ReactNode;
}

/** Asks before an action: title, what it does, a Cancel and a confirm button, and its failure if any. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  pending,
  disabled = false,
  destructive = false,
  error,
  onConfirm,
  children,
}: ConfirmDialogProps) {
  return (
    <DialogFrame open={open} onOpenChange={onOpenChange} title={title} description={description}>
      {children}
      <FormError error={error} />
      <DialogFooter>
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button
          variant={destructive ? "destructive" : "default"}
          disabled={pending || disabled}
          onClick={onConfirm}
        >
          {pending ? (pendingLabel ?? confirmLabel) : confirmLabel}
        </Button>
      </DialogFooter>
    </DialogFrame>
  );
}
