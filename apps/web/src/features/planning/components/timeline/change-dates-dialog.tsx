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
import { dayOf, estimateEndingOn } from "./timeline-scale";

interface ChangeDatesDialogProps {
  task: ScheduledTask | null;
  onClose: () => void;
  /** Resolves when saved; rejects with the server's refusal. */
  onSave: (task: ScheduledTask, body: UpdateTaskBody) => Promise<unknown>;
}

/**
 * The form behind every date change on the timeline (WCAG 2.2, 2.5.7: dragging is never the only way): the
 * day the task ends (saved as its length in working days) and its due date. Its start follows its dependencies.
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
  const [end, setEnd] = useState(task.end_date);
  const [due, setDue] = useState(task.due_date ?? "");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const endId = useId();
  const dueId = useId();
  const validEnd = /^\d{4}-\d{2}-\d{2}$/.test(end) && end >= task.start_date;
  const estimate = validEnd ? estimateEndingOn(task, dayOf(end)) : task.estimate_days;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!validEnd) return;
    const body: UpdateTaskBody = {};
    if (estimate !== task.estimate_days) body.estimate_days = estimate;
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
          {task.title} starts {formatDay(task.start_date)}, when its dependencies are done. Working days are
          Monday to Friday.
        </DialogDescription>
      </DialogHeader>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={endId}>Ends on</Label>
        <Input
          id={endId}
          type="date"
          min={task.start_date}
          value={end}
          onChange={(e) => setEnd(e.target.value)}
          aria-invalid={!validEnd || undefined}
          aria-describedby={`${endId}-length`}
          autoFocus
        />
        <p
          id={`${endId}-length`}
          className={validEnd ? "text-sm text-muted-foreground" : "text-sm text-destructive"}
        >
          {validEnd
            ? `${estimate} working ${estimate === 1 ? "day" : "days"}`
            : `A day from ${formatDay(task.start_date)}, when the task starts.`}
        </p>
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
        <Button type="submit" disabled={!validEnd || pending}>
          Save dates
        </Button>
      </DialogFooter>
    </form>
  );
}
