import { type RefObject, startTransition, useLayoutEffect, useRef, useState } from "react";

export interface RowsInView {
  /** The first and last index (inclusive) to render; last < first when there is nothing. */
  first: number;
  last: number;
}

interface Options {
  scroller: RefObject<HTMLElement | null>;
  count: number;
  /** Every row is this tall (px): the rows in view follow from the scroll offset alone. */
  rowHeight: number;
  /** Where row 0 starts inside the scroll box (a header above the rows). */
  offset?: number;
  /** Rows rendered beyond each edge of the view. */
  overscan: number;
  /** The view's height until the box has been laid out (a hidden tab, jsdom): a screenful, not nothing. */
  fallbackHeight: number;
}

const rangeOf = (top: number, height: number, o: Options): RowsInView => {
  const from = Math.floor((top - (o.offset ?? 0)) / o.rowHeight) - o.overscan;
  const to = Math.ceil((top - (o.offset ?? 0) + height) / o.rowHeight) + o.overscan;
  return { first: Math.max(0, from), last: Math.min(o.count - 1, to) };
};

/**
 * The rows of a scroll box to render (decision 170). Scrolling reads only the box's offset (its height is
 * kept from a ResizeObserver), renders nothing while the range stays the same, and renders a new range in a
 * transition: React builds the rows coming into view in slices between frames, so a scroll never waits for
 * a long task, and a later scroll does not throw away rows half built (transitions are not interrupted by
 * other transitions). The first range is rendered at once, before the first paint.
 */
export function useRowsInView(options: Options): RowsInView {
  const latest = useRef(options);
  latest.current = options;
  const height = useRef(0);
  const [range, setRange] = useState<RowsInView>(() => rangeOf(0, options.fallbackHeight, options));
  const { scroller, count, rowHeight, offset, overscan } = options;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the options are read through `latest`; a new count, row height, offset or overscan computes the range again.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const viewHeight = () => height.current || latest.current.fallbackHeight;
    const update = (urgent: boolean) => {
      const next = rangeOf(box.scrollTop, viewHeight(), latest.current);
      const apply = () =>
        setRange((prev) => (prev.first === next.first && prev.last === next.last ? prev : next));
      if (urgent) apply();
      else startTransition(apply);
    };
    height.current = box.clientHeight;
    update(true);
    const onScroll = () => update(false);
    box.addEventListener("scroll", onScroll, { passive: true });
    const resize =
      typeof ResizeObserver === "undefined"
        ? null
        : new ResizeObserver(([entry]) => {
            const next = entry?.contentRect.height ?? 0;
            if (next === height.current) return;
            height.current = next;
            update(false);
          });
    resize?.observe(box);
    return () => {
      box.removeEventListener("scroll", onScroll);
      resize?.disconnect();
    };
  }, [scroller, count, rowHeight, offset, overscan]);

  // Fewer rows than a moment ago (a filter): the range is computed again after this render.
  return { first: range.first, last: Math.min(range.last, count - 1) };
}
