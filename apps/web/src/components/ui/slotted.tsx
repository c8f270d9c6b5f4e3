import type { ComponentProps, ElementType } from "react";
import { cn } from "@/lib/cn";

/**
 * The shape the plain styled primitives here share: an element or a Radix part named by its `data-slot`,
 * with its base classes; the caller's `className` is merged after them (and wins a conflict) and every
 * other prop, the ref included, is passed on.
 */
export function slotted<T extends ElementType>(Part: T, slot: string, ...base: string[]) {
  function Slotted({ className, ...props }: ComponentProps<T> & { className?: string }) {
    const Element: ElementType = Part;
    return <Element data-slot={slot} className={cn(...base, className)} {...props} />;
  }
  Slotted.displayName = slot;
  return Slotted;
}

/**
 * As slotted, for a part that floats by its trigger (a menu, a popover): rendered in a portal at the end of the
 * page, 4 px off its trigger unless the caller says otherwise.
 */
export function floating<T extends ElementType>(
  Portal: ElementType,
  Part: T,
  slot: string,
  ...base: string[]
) {
  const Styled: ElementType = slotted(Part, slot, ...base);
  function Floating({
    sideOffset = 4,
    ...props
  }: ComponentProps<T> & { sideOffset?: number; className?: string }) {
    return (
      <Portal>
        <Styled sideOffset={sideOffset} {...props} />
      </Portal>
    );
  }
  Floating.displayName = slot;
  return Floating;
}
