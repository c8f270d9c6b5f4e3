import * as DialogPrimitive from "@radix-ui/react-dialog";
import { type KeyboardEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { useReturnFocus } from "@/components/ui/dialog";
import { Textarea } from "@/components/ui/textarea";
import { dialogPosition, previewText } from "./dialog-position";

export const QUICK_SUGGESTIONS = [
  "Make this more professional and concise",
  "Expand on this with more details",
  "Rewrite this in a different tone",
  "Add bullet points for better structure",
  "Simplify this for better clarity",
] as const;

export interface ImproveDialogProps {
  open: boolean;
  selectedText: string;
  /** The selection's box in viewport coordinates; null centres the dialog. */
  anchorRect: DOMRect | null;
  /** Resolving closes the dialog; rejecting keeps it open so the user can try again. */
  onSubmit: (instruction: string) => Promise<void>;
  onOpenChange: (open: boolean) => void;
  improving?: boolean;
}

/** The shared 'Improve with AI' dialog (spec section 2, Agents screen). */
export function ImproveDialog(props: ImproveDialogProps) {
  return (
    <DialogPrimitive.Root open={props.open} onOpenChange={props.onOpenChange}>
      {/* Remounted per opening, so every opening starts with an empty instruction. */}
      {props.open && <ImproveDialogContent {...props} />}
    </DialogPrimitive.Root>
  );
}

function ImproveDialogContent({
  selectedText,
  anchorRect,
  onSubmit,
  onOpenChange,
  improving,
}: ImproveDialogProps) {
  const returnFocus = useReturnFocus({});
  const [instruction, setInstruction] = useState("");
  const [pending, setPending] = useState(false);
  const busy = Boolean(improving) || pending;
  const blank = instruction.trim() === "";
  const box = dialogPosition(anchorRect, { width: window.innerWidth, height: window.innerHeight });

  const submit = async () => {
    if (busy || blank) return;
    setPending(true);
    try {
      await onSubmit(instruction.trim());
      onOpenChange(false);
    } catch {
      // The caller reports the failure; the dialog stays open for another try.
    } finally {
      setPending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay data-slot="improve-overlay" className="fixed inset-0 z-50 bg-black/20" />
      <DialogPrimitive.Content
        {...returnFocus}
        data-testid="improve-dialog"
        data-compact={box.compact || undefined}
        // The body scrolls when the content is taller than the room; its rows never shrink, so the
        // quoted selection cannot be squeezed to nothing (it was on phones).
        className="fixed z-50 flex flex-col gap-3 overflow-y-auto rounded-lg border bg-background p-5 shadow-lg outline-none [&>*]:shrink-0"
        style={{ top: box.top, bottom: box.bottom, left: box.left, width: box.width, maxHeight: box.height }}
      >
        <DialogPrimitive.Title className="text-base font-semibold">Improve with AI</DialogPrimitive.Title>
        <DialogPrimitive.Description asChild>
          <blockquote className="line-clamp-3 border-l-2 pl-3 text-sm break-words text-muted-foreground italic">
            "{previewText(selectedText)}"
          </blockquote>
        </DialogPrimitive.Description>
        <div className="flex flex-wrap gap-1.5">
          {QUICK_SUGGESTIONS.map((suggestion) => (
            <Button
              key={suggestion}
              size="sm"
              variant="outline"
              className="h-7 text-xs"
              disabled={busy}
              onClick={() => setInstruction(suggestion)}
            >
              {suggestion}
            </Button>
          ))}
        </div>
        <Textarea
          aria-label="Instruction"
          placeholder="Describe how you want to improve this text..."
          value={instruction}
          onChange={(event) => setInstruction(event.target.value)}
          onKeyDown={onKeyDown}
          disabled={busy}
          className="min-h-20 resize-none"
          autoFocus
        />
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} disabled={busy || blank}>
            {busy ? "Improving..." : "Improve"}
          </Button>
        </div>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
