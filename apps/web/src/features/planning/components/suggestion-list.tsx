import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";

export interface Suggestion {
  key: string;
  name: string;
  detail?: string;
}

interface SuggestionListProps {
  label: string;
  suggestions: Suggestion[];
  pending: boolean;
  /** Adds the ticked ones; nothing is added before. */
  onAdd: (keys: string[]) => void;
}

/** The planner's proposals as a checklist: the person ticks what to add (issue 32: propose, never apply). */
export function SuggestionList({ label, suggestions, pending, onAdd }: SuggestionListProps) {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  if (suggestions.length === 0) return <p className="text-sm text-muted-foreground">Nothing to suggest.</p>;
  const toggle = (key: string) =>
    setTicked((set) => {
      const next = new Set(set);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">{label}</legend>
      <ul className="flex max-h-64 flex-col gap-1 overflow-y-auto">
        {suggestions.map((s) => (
          <li key={s.key}>
            <label className="flex cursor-pointer items-start gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-accent">
              <Checkbox
                className="mt-0.5"
                checked={ticked.has(s.key)}
                onCheckedChange={() => toggle(s.key)}
              />
              <span className="flex min-w-0 flex-col">
                <span>{s.name}</span>
                {s.detail && <span className="text-xs text-muted-foreground">{s.detail}</span>}
              </span>
            </label>
          </li>
        ))}
      </ul>
      <Button
        type="button"
        size="sm"
        className="self-end"
        disabled={ticked.size === 0 || pending}
        onClick={() => onAdd(suggestions.map((s) => s.key).filter((key) => ticked.has(key)))}
      >
        {pending ? "Adding..." : `Add selected (${ticked.size})`}
      </Button>
    </fieldset>
  );
}
