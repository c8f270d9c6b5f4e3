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
