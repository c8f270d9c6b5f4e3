import { type ReactNode, useLayoutEffect, useRef, useState } from "react";
import { cn } from "../lib/cn";

interface ScrollRegionProps {
  /** What scrolls, for screen readers once it takes focus (e.g. "Table"). */
  label: string;
  className?: string;
  children: ReactNode;
}

/**
 * A box that scrolls sideways when its content is wider (a wide table on a phone, the timeline). While it does,
 * it takes keyboard focus so the arrow keys can scroll it (WCAG 2.1.1; axe's scrollable-region-focusable); while
 * it does not, it is no extra tab stop.
 */
export function ScrollRegion({ label, className, children }: ScrollRegionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => setScrolls(box.scrollWidth > box.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    for (const child of Array.from(box.children)) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={ref}
      className={cn(
        "focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
        className,
      )}
      {...(scrolls ? { tabIndex: 0, role: "group", "aria-label": label } : {})}
    >
      {children}
    </div>
  );
}
