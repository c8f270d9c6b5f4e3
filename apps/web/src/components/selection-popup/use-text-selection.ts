import { countSelectionChars } from "@initiative-planner/contract/planning";
import { type RefObject, useCallback, useEffect, useState } from "react";

export interface TextSelection {
  text: string;
  /** Viewport coordinates of the selected range. */
  rect: DOMRect;
  /** Where the selection starts in the container's text, counted as the API's `selection_start`. */
  start: number;
}

function startOffset(range: Range, container: HTMLElement): number {
  const before = document.createRange();
  before.selectNodeContents(container);
  before.setEnd(range.startContainer, range.startOffset);
  return countSelectionChars(before.toString());
}

/** jsdom and some old engines lack Range geometry; the container's box is the next best anchor. */
function rangeRect(range: Range, container: HTMLElement): DOMRect {
  const rect = typeof range.getBoundingClientRect === "function" ? range.getBoundingClientRect() : null;
  if (rect && (rect.width > 0 || rect.height > 0)) return rect;
  return container.getBoundingClientRect();
}

const WORD_CHAR = /[\p{L}\p{N}]/u;

/**
 * The range grown to whole words at both ends: a drag that stops inside "coffee" improves "coffee",
 * not "coff" (whose rewrite would leave "…coff. Revised …ee shop").
 */
function toWholeWords(range: Range): Range {
  const whole = range.cloneRange();
  const { startContainer, startOffset: from, endContainer, endOffset: to } = range;
  if (startContainer.nodeType === Node.TEXT_NODE) {
    const text = (startContainer as Text).data;
    let start = from;
    if (WORD_CHAR.test(text[start] ?? "")) while (start > 0 && WORD_CHAR.test(text[start - 1]!)) start--;
    whole.setStart(startContainer, start);
  }
  if (endContainer.nodeType === Node.TEXT_NODE) {
    const text = (endContainer as Text).data;
    let end = to;
    if (WORD_CHAR.test(text[end - 1] ?? "")) while (end < text.length && WORD_CHAR.test(text[end]!)) end++;
    whole.setEnd(endContainer, end);
  }
  return whole;
}

/**
 * The current non-empty selection, grown to whole words, when it lies entirely inside the container,
 * else null.
 */
export function readSelection(container: HTMLElement | null): TextSelection | null {
  const selection = typeof window === "undefined" ? null : window.getSelection();
  if (!container || !selection || selection.rangeCount === 0 || selection.isCollapsed) return null;
  const range = toWholeWords(selection.getRangeAt(0));
  if (!container.contains(range.commonAncestorContainer)) return null;
  const text = range.toString().trim();
  if (!text) return null;
  return { text, rect: rangeRect(range, container), start: startOffset(range, container) };
}

/**
 * Tracks the user's text selection inside a container. It is read when a pointer or key gesture ends
 * (not on every selectionchange) so the popup does not flicker while the user is still dragging.
 */
export function useTextSelection(containerRef: RefObject<HTMLElement | null>) {
  const [selection, setSelection] = useState<TextSelection | null>(null);
  // The document selection goes too: the click that acted on it would otherwise bring the popup back.
  const clear = useCallback(() => {
    window.getSelection()?.removeAllRanges();
    setSelection(null);
  }, []);

  useEffect(() => {
    const update = () => setSelection(readSelection(containerRef.current));
    // A deferred read: on mouseup the browser has not always collapsed a click-selection yet.
    const updateSoon = () => window.setTimeout(update, 0);
    const onSelectionChange = () => {
      if (!readSelection(containerRef.current)) setSelection(null);
    };
    document.addEventListener("mouseup", updateSoon);
    document.addEventListener("keyup", updateSoon);
    document.addEventListener("selectionchange", onSelectionChange);
    return () => {
      document.removeEventListener("mouseup", updateSoon);
      document.removeEventListener("keyup", updateSoon);
      document.removeEventListener("selectionchange", onSelectionChange);
    };
  }, [containerRef]);

  return { selection, clear };
}
