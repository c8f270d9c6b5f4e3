export const DIALOG_WIDTH = 500;
export const DIALOG_HEIGHT = 400;
export const DIALOG_MARGIN = 20;
/** Below this viewport width the dialog takes the full width and grows to its content. */
export const COMPACT_BREAKPOINT = 640;
export const COMPACT_SIDE_MARGIN = 16;
/** The least room beside the selection worth placing a compact dialog in; less covers the selection. */
export const COMPACT_MIN_HEIGHT = 380;

export interface Box {
  /** Distance from the viewport's top; absent when the box is anchored by `bottom`. */
  top?: number;
  /** Distance from the viewport's bottom (compact dialog above the selection or at the screen's foot). */
  bottom?: number;
  left: number;
  width: number;
  /** The most the box may grow to; its body scrolls past that. */
  height: number;
  /** True on narrow screens: full width, height of its content (at most `height`). */
  compact: boolean;
}

interface AnchorRect {
  top: number;
  bottom: number;
  left: number;
}

const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(value, Math.max(min, max)));

/**
 * Places the dialog 20 px below the selection, or 20 px above it when there is no room below, and
 * keeps the whole box on screen. Without an anchor it is centred. On narrow screens it is full width
 * and as tall as it needs (so the quoted selection is never squeezed away), see `compactPosition`.
 */
export function dialogPosition(anchor: AnchorRect | null, viewport: { width: number; height: number }): Box {
  if (viewport.width < COMPACT_BREAKPOINT) return compactPosition(anchor, viewport);
  const width = Math.min(DIALOG_WIDTH, viewport.width - 2 * DIALOG_MARGIN);
  const height = Math.min(DIALOG_HEIGHT, viewport.height - 2 * DIALOG_MARGIN);
  const maxTop = viewport.height - height - DIALOG_MARGIN;
  const maxLeft = viewport.width - width - DIALOG_MARGIN;
  if (!anchor) {
    return {
      width,
      height,
      top: Math.max(0, (viewport.height - height) / 2),
      left: Math.max(0, (viewport.width - width) / 2),
      compact: false,
    };
  }
  const below = anchor.bottom + DIALOG_MARGIN;
  const above = anchor.top - DIALOG_MARGIN - height;
  const top = below <= maxTop ? below : above >= DIALOG_MARGIN ? above : clamp(below, DIALOG_MARGIN, maxTop);
  return { width, height, top, left: clamp(anchor.left, DIALOG_MARGIN, maxLeft), compact: false };
}

/**
 * Narrow screens: 20 px below the selection when there is room, else 20 px above it (anchored by its
 * bottom edge, since the height is the content's), else at the foot of the screen over the selection,
 * which the dialog quotes anyway.
 */
function compactPosition(anchor: AnchorRect | null, viewport: { width: number; height: number }): Box {
  const width = Math.max(0, viewport.width - 2 * COMPACT_SIDE_MARGIN);
  const base = { left: COMPACT_SIDE_MARGIN, width, compact: true };
  const full = Math.max(0, viewport.height - 2 * DIALOG_MARGIN);
  if (anchor) {
    const below = anchor.bottom + DIALOG_MARGIN;
    const roomBelow = viewport.height - DIALOG_MARGIN - below;
    if (roomBelow >= COMPACT_MIN_HEIGHT) return { ...base, top: below, height: roomBelow };
    const roomAbove = anchor.top - 2 * DIALOG_MARGIN;
    if (roomAbove >= COMPACT_MIN_HEIGHT) {
      return { ...base, bottom: viewport.height - anchor.top + DIALOG_MARGIN, height: roomAbove };
    }
  }
  return { ...base, bottom: DIALOG_MARGIN, height: full };
}

export const PREVIEW_LIMIT = 100;

/** The quoted selection: at most 100 characters, then an ellipsis. */
export function previewText(text: string): string {
  const chars = Array.from(text);
  return chars.length > PREVIEW_LIMIT ? `${chars.slice(0, PREVIEW_LIMIT).join("")}…` : text;
}
