export const DIALOG_WIDTH = 500;
export const DIALOG_HEIGHT = 400;
export const DIALOG_MARGIN = 20;

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

interface AnchorRect {
  top: number;
  bottom: number;
  left: number;
}

const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(value, Math.max(min, max)));

/**
 * Places the dialog 20 px below the selection, or 20 px above it when there is no room below, and
 * keeps the whole box on screen. Without an anchor it is centred.
 */
export function dialogPosition(anchor: AnchorRect | null, viewport: { width: number; height: number }): Box {
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
    };
  }
  const below = anchor.bottom + DIALOG_MARGIN;
  const above = anchor.top - DIALOG_MARGIN - height;
  const top = below <= maxTop ? below : above >= DIALOG_MARGIN ? above : clamp(below, DIALOG_MARGIN, maxTop);
  return { width, height, top, left: clamp(anchor.left, DIALOG_MARGIN, maxLeft) };
}

export const PREVIEW_LIMIT = 100;

/** The quoted selection: at most 100 characters, then an ellipsis. */
export function previewText(text: string): string {
  const chars = Array.from(text);
  return chars.length > PREVIEW_LIMIT ? `${chars.slice(0, PREVIEW_LIMIT).join("")}…` : text;
}
