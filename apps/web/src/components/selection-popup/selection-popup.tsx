import { Copy, Sparkles } from "lucide-react";
import { type RefObject, useEffect, useRef } from "react";
import { createPortal } from "react-dom";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useKeyboardSelection } from "./use-keyboard-selection";
import { useTextSelection } from "./use-text-selection";

export interface SelectionPopupProps {
  /** Only selections entirely inside this element show the popup. */
  containerRef: RefObject<HTMLElement | null>;
  /** Without it (e.g. a read-only viewer) the popup offers Copy only. */
  onImprove?: (selectedText: string, rect: DOMRect, start: number) => void;
}

const POPUP_GAP = 8;
const POPUP_HEIGHT = 40;

/** Shows 'Improve with AI' (highlighted) and 'Copy' next to a text selection inside the container. */
export function SelectionPopup({ containerRef, onImprove }: SelectionPopupProps) {
  const { selection, clear } = useTextSelection(containerRef);
  const popupRef = useRef<HTMLDivElement>(null);
  useKeyboardSelection(containerRef);
  const shown = selection !== null;
  // From the content, Tab reaches the popup's actions (it lives at the end of the page); Escape in the popup
  // drops the selection and returns to the content.
  useEffect(() => {
    if (!shown) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const container = containerRef.current;
      const popup = popupRef.current;
      if (!container || !popup) return;
      if (event.key === "Tab" && !event.shiftKey && container.contains(document.activeElement)) {
        popup.querySelector("button")?.focus();
        event.preventDefault();
      } else if (event.key === "Escape" && popup.contains(document.activeElement)) {
        clear();
        container.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [shown, containerRef, clear]);
  if (!selection) return null;

  const { text, rect, start } = selection;
  // Above the selection when there is room, else below it.
  const top =
    rect.top - POPUP_HEIGHT - POPUP_GAP >= 0 ? rect.top - POPUP_HEIGHT - POPUP_GAP : rect.bottom + POPUP_GAP;
  const left = Math.max(POPUP_GAP, Math.min(rect.left, window.innerWidth - 260));

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      toast.error("Failed to copy text");
    }
    clear();
  };

  return createPortal(
    <div
      ref={popupRef}
      role="toolbar"
      aria-label="Selection actions"
      data-testid="selection-popup"
      className="fixed z-50 flex items-center gap-1 rounded-md border bg-popover p-1 shadow-md"
      style={{ top, left }}
      // Keeps the selection alive: a mousedown here would otherwise collapse it.
      onMouseDown={(event) => event.preventDefault()}
    >
      {onImprove && (
        <Button
          size="sm"
          onClick={() => {
            onImprove(text, rect, start);
            clear();
          }}
        >
          <Sparkles />
          Improve with AI
        </Button>
      )}
      <Button size="sm" variant="ghost" onClick={copy}>
        <Copy />
        Copy
      </Button>
    </div>,
    document.body,
  );
}
