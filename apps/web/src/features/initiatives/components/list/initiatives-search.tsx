import { Search } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Input } from "@/components/ui/input";

const DEBOUNCE_MS = 300;

interface InitiativesSearchProps {
  value: string;
  onSearch: (term: string) => void;
}

/** Typing is instant; the address bar (and so the request) follows once typing pauses. */
export function InitiativesSearch({ value, onSearch }: InitiativesSearchProps) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  // The address changed under us (back button, sidebar link): show its term, unless it is what we typed.
  if (value !== seen) {
    setSeen(value);
    if (value !== text.trim()) setText(value);
  }
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const onChange = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onSearch(next.trim()), DEBOUNCE_MS);
  };

  return (
    <div className="relative w-full sm:max-w-xs">
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input
        type="search"
        aria-label="Search initiatives"
        placeholder="Search initiatives..."
        value={text}
        onChange={(event) => onChange(event.target.value)}
        className="pl-9"
      />
    </div>
  );
}
