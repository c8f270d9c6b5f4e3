import { type KeyboardEvent, type PointerEvent, useRef } from "react";

export const LABEL_MIN = 120;
export const LABEL_MAX = 480;
const STEP = 16;

interface LabelResizerProps {
  width: number;
  onResize: (width: number) => void;
}

const clamp = (width: number) => Math.min(LABEL_MAX, Math.max(LABEL_MIN, Math.round(width)));

/**
 * The task column's right edge: drag it, or focus it and use the arrow keys (Home and End for the
 * narrowest and widest), as the ARIA window-splitter pattern describes.
 */
export function LabelResizer({ width, onResize }: LabelResizerProps) {
  const drag = useRef<{ pointerId: number; x0: number; w0: number } | null>(null);

  const onKeyDown = (event: KeyboardEvent) => {
    const next =
      event.key === "ArrowLeft"
        ? width - STEP
        : event.key === "ArrowRight"
          ? width + STEP
          : event.key === "Home"
            ? LABEL_MIN
            : event.key === "End"
              ? LABEL_MAX
              : null;
    if (next === null) return;
    event.preventDefault();
    onResize(clamp(next));
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointerId: event.pointerId, x0: event.clientX, w0: width };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (d?.pointerId === event.pointerId) onResize(clamp(d.w0 + event.clientX - d.x0));
  };
  const end = () => {
    drag.current = null;
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a focusable splitter is role="separator"; <hr> cannot take focus or a value.
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label="Task column width"
      aria-valuenow={width}
      aria-valuemin={LABEL_MIN}
      aria-valuemax={LABEL_MAX}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={end}
      onPointerCancel={end}
      className="absolute top-0 -right-1.5 z-10 h-full w-3 cursor-col-resize touch-none outline-none after:absolute after:inset-y-1 after:left-1/2 after:w-0.5 after:-translate-x-1/2 after:rounded after:bg-border hover:after:bg-primary focus-visible:after:bg-primary focus-visible:ring-[3px] focus-visible:ring-ring/50"
    />
  );
}
