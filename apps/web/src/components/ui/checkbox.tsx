import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

type CheckboxProps = Omit<ComponentProps<"input">, "type" | "onChange"> & {
  onCheckedChange?: (checked: boolean) => void;
};

/** A native check box in the theme's accent colour; `onCheckedChange` gets the new state. */
export function Checkbox({ className, onCheckedChange, ...props }: CheckboxProps) {
  return (
    <input
      type="checkbox"
      data-slot="checkbox"
      className={cn("size-4 accent-primary", className)}
      onChange={(event) => onCheckedChange?.(event.target.checked)}
      {...props}
    />
  );
}
