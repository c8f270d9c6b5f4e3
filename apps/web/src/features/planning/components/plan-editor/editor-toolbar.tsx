import {
  Bold,
  Heading2,
  Heading3,
  Italic,
  Link,
  List,
  ListOrdered,
  type LucideIcon,
  Redo2,
  Table,
  Undo2,
} from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";

type SimpleKind = "h2" | "h3" | "bold" | "italic" | "bullets" | "numbers" | "table" | "undo" | "redo";
export type ToolbarAction = { kind: SimpleKind } | { kind: "link"; href: string };

const BUTTONS: Array<{ kind: SimpleKind; label: string; icon: LucideIcon; keys?: string }> = [
  { kind: "undo", label: "Undo", icon: Undo2, keys: "Ctrl+Z" },
  { kind: "redo", label: "Redo", icon: Redo2, keys: "Ctrl+Shift+Z" },
  { kind: "h2", label: "Heading", icon: Heading2 },
  { kind: "h3", label: "Subheading", icon: Heading3 },
  { kind: "bold", label: "Bold", icon: Bold, keys: "Ctrl+B" },
  { kind: "italic", label: "Italic", icon: Italic, keys: "Ctrl+I" },
  { kind: "bullets", label: "Bulleted list", icon: List },
  { kind: "numbers", label: "Numbered list", icon: ListOrdered },
  { kind: "table", label: "Insert table", icon: Table },
];

/** Only http(s) and mail links: the plan is rendered for every member, so no script URLs get in. */
function safeHref(text: string): string | null {
  const trimmed = text.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    return ["http:", "https:", "mailto:"].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/** The editor's buttons. They keep the editor's selection: a mouse press on them does not take focus. */
export function EditorToolbar({
  disabled,
  onAction,
}: {
  disabled: boolean;
  onAction: (a: ToolbarAction) => void;
}) {
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState("");
  const [linkError, setLinkError] = useState<string | null>(null);

  const addLink = (event: FormEvent) => {
    event.preventDefault();
    const safe = safeHref(href);
    if (!safe) {
      setLinkError("Enter a web address (https://…) or an e-mail link (mailto:…).");
      return;
    }
    onAction({ kind: "link", href: safe });
    setLinkOpen(false);
    setHref("");
    setLinkError(null);
  };

  return (
    <div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-1 border-b bg-muted/40 p-1">
      {BUTTONS.map(({ kind, label, icon: Icon, keys }) => (
        <Button
          key={kind}
          type="button"
          variant="ghost"
          size="sm"
          disabled={disabled}
          aria-label={label}
          title={keys ? `${label} (${keys})` : label}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onAction({ kind })}
        >
          <Icon />
        </Button>
      ))}
      <Popover open={linkOpen} onOpenChange={setLinkOpen}>
        <PopoverTrigger asChild>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={disabled}
            aria-label="Link"
            title="Link the selected text"
            onMouseDown={(event) => event.preventDefault()}
          >
            <Link />
          </Button>
        </PopoverTrigger>
        <PopoverContent onOpenAutoFocus={(event) => event.preventDefault()}>
          <form onSubmit={addLink} className="flex flex-col gap-2">
            <label htmlFor="plan-link-href" className="text-sm font-medium">
              Link the selected text to
            </label>
            <Input
              id="plan-link-href"
              value={href}
              placeholder="https://example.com"
              onChange={(event) => setHref(event.target.value)}
            />
            {linkError && <p className="text-xs text-destructive">{linkError}</p>}
            <Button type="submit" size="sm" className="self-end">
              Add link
            </Button>
          </form>
        </PopoverContent>
      </Popover>
    </div>
  );
}
