import { observeElementRect, type Virtualizer } from "@tanstack/react-virtual";

/**
 * The virtualiser's view size, keeping its initial guess while the scroll area has no layout (a hidden tab,
 * or jsdom): a zero height would render no row at all, and a screenful costs little.
 */
export function observeRectOrInitial<T extends Element>(
  instance: Virtualizer<T, Element>,
  cb: (rect: { width: number; height: number }) => void,
) {
  return observeElementRect(instance, (rect) =>
    cb(rect.height > 0 ? rect : (instance.options.initialRect ?? rect)),
  );
}
