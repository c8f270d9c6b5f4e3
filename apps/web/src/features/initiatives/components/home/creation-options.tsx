import { type Priority, prioritySchema } from "@initiative-planner/contract/initiative";
import { useId } from "react";
import { toDateInput } from "../../lib/edit-form";

export interface CreationChoices {
  priority: Priority;
  /** The due day as a date input holds it (`YYYY-MM-DD`, the user's local day). */
  dueDate: string;
}

const PRIORITY_WORDS: Record<Priority, string> = { HIGH: "High", MEDIUM: "Medium", LOW: "Low" };

/** Spec section 9's defaults (HIGH, due in 30 days), shown and changeable before creating. */
export function defaultChoices(now: number = Date.now(), dueDays = 30): CreationChoices {
  return { priority: "HIGH", dueDate: toDateInput(new Date(now + dueDays * 86_400_000).toISOString()) };
}

const control =
  "h-9 rounded-md border border-input bg-card px-2 text-sm shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-60";

interface CreationOptionsProps {
  value: CreationChoices;
  onChange: (value: CreationChoices) => void;
  disabled: boolean;
}

/**
 * Priority and due date of the new initiative, next to the idea. Native controls: keyboard, screen
 * readers and the phone's own date picker for free, and no extra code on the home screen's first paint.
 */
export function CreationOptions({ value, onChange, disabled }: CreationOptionsProps) {
  const id = useId();
  const today = toDateInput(new Date().toISOString());
  return (
    <fieldset className="flex flex-wrap items-center justify-center gap-x-5 gap-y-2 text-sm">
      <legend className="sr-only">New initiative settings</legend>
      <label htmlFor={`${id}-priority`} className="flex items-center gap-2 text-muted-foreground">
        Priority
        <select
          id={`${id}-priority`}
          className={`${control} text-foreground`}
          value={value.priority}
          disabled={disabled}
          onChange={(event) => onChange({ ...value, priority: event.target.value as Priority })}
        >
          {prioritySchema.options.map((priority) => (
            <option key={priority} value={priority}>
              {PRIORITY_WORDS[priority]}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={`${id}-due`} className="flex items-center gap-2 text-muted-foreground">
        Due
        <input
          id={`${id}-due`}
          type="date"
          className={`${control} text-foreground`}
          value={value.dueDate}
          min={today}
          required
          disabled={disabled}
          onChange={(event) => onChange({ ...value, dueDate: event.target.value })}
        />
      </label>
    </fieldset>
  );
}
