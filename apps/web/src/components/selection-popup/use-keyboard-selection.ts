import { type RefObject, useEffect } from "react";

type Direction = "forward" | "backward";
type Granularity = "character" | "word" | "line" | "lineboundary";

/** Shift with an arrow, Home or End: how far the selection grows or shrinks (Ctrl or Alt: by words). */
function stepOf(event: KeyboardEvent): [Direction, Granularity] | null {
  const byWord = event.ctrlKey || event.altKey;
  switch (event.key) {
    case "ArrowRight":
      return ["forward", byWord ? "word" : "character"];
    case "ArrowLeft":
      return ["backward", byWord ? "word" : "character"];
    case "ArrowDown":
      return ["forward", "line"];
    case "ArrowUp":
      return ["backward", "line"];
    case "End":
      return ["forward", "lineboundary"];
    case "Home":
      return ["backward", "lineboundary"];
    default:
      return null;
  }
}

function firstText(container: HTMLElement): Node {
  return document.createTreeWalker(container, NodeFilter.SHOW_TEXT).nextNode() ?? container;
}

/**
 * Selecting text with the keyboard in read-only content (WCAG 2.1.1), which browsers allow only with caret
 * browsing: once the container has focus, Shift with the arrows, Home or End grows the selection from the start
 * of the text (or from the current selection inside it), as in an editor. The selection popup then appears as it
 * does after a drag.
 */
export function useKeyboardSelection(containerRef: RefObject<HTMLElement | null>, enabled = true) {
  useEffect(() => {
    const container = containerRef.current;
    if (!container || !enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!event.shiftKey || event.metaKey) return;
      const step = stepOf(event);
      const selection = window.getSelection();
      if (!step || !selection) return;
      const inside =
        selection.rangeCount > 0 && container.contains(selection.getRangeAt(0).commonAncestorContainer);
      if (!inside) selection.collapse(firstText(container), 0);
      selection.modify("extend", ...step);
      event.preventDefault();
    };
    container.addEventListener("keydown", onKeyDown);
    return () => container.removeEventListener("keydown", onKeyDown);
  }, [containerRef, enabled]);
}
