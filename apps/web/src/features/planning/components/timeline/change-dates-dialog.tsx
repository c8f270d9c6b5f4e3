import type { ScheduledTask, UpdateTaskBody } from "@initiative-planner/contract/tasks";
import { type FormEvent, useId, useState } from "react";
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
import { formatDay } from "@/lib/dates";

interface ChangeDatesDialogProps {
  task: ScheduledTask | null;
  onClose: () => void;
  /** Resolves when saved; rejects with the server's refusal. */
  onSave: (task: ScheduledTask, body: UpdateTaskBody) => Promise<unknown>;
}

/**
 * The form behind every date change on the timeline (WCAG 2.2, 2.5.7: dragging is never the only way): the
 * task's length in working days, which moves its end, and its due date. Its start follows its dependencies.
 */
export function ChangeDatesDialog({ task, onClose, onSave }: ChangeDatesDialogProps) {
  return (
    <Dialog open={task !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {task && <DatesForm key={task.id} task={task} onClose={onClose} onSave={onSave} />}
      </DialogContent>
    </Dialog>
  );
}

function DatesForm({
  task,
  onClose,
  onSave,
}: { task: ScheduledTask } & Omit<ChangeDatesDialogProps, "task">) {
  const [estimate, setEstimate] = useState(String(task.estimate_days));
  const [due, setDue] = useState(task.due_date ?? "");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const estimateId = useId();
  const dueId = useId();
  const days = Number(estimate);
  const validEstimate = estimate !== "" && days >= 0.5 && days <= 60 && Number.isInteger(days * 2);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!validEstimate) return;
    const body: UpdateTaskBody = {};
    if (days !== task.estimate_days) body.estimate_days = days;
    if ((due || null) !== task.due_date) body.due_date = due || null;
    if (Object.keys(body).length === 0) return onClose();
    setPending(true);
    onSave(task, body).then(onClose, (failure: unknown) => {
      setPending(false);
      setError(failure instanceof Error ? failure.message : "The change was not saved.");
    });
  };

  return (
    <form className="flex flex-col gap-4" onSubmit={submit}>
      <DialogHeader>
        <DialogTitle>Change dates</DialogTitle>
        <DialogDescription>
          {task.title}: starts {formatDay(task.start_date)}, when its dependencies are done; ends{" "}
          {formatDay(task.end_date)}. Working days are Monday to Friday.
        </DialogDescription>
      </DialogHeader>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={estimateId}>Length in working days</Label>
        <Input
          id={estimateId}
          type="number"
          min={0.5}
          max={60}
          step={0.5}
          value={estimate}
          onChange={(e) => setEstimate(e.target.value)}
          aria-invalid={!validEstimate || undefined}
          autoFocus
        />
        {!validEstimate && (
          <p className="text-sm text-destructive">A whole or half number of days from 0.5 to 60.</p>
        )}
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={dueId}>Due date</Label>
        <div className="flex gap-2">
          <Input id={dueId} type="date" value={due} onChange={(e) => setDue(e.target.value)} />
          {due && (
            <Button type="button" variant="outline" onClick={() => setDue("")}>
              No due date
            </Button>
          )}
        </div>
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={!validEstimate || pending}>
          Save dates
        </Button>
      </DialogFooter>
    </form>
  );
}
