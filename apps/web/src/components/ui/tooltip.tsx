import * as TooltipPrimitive from "@radix-ui/react-tooltip";
import type { ComponentProps } from "react";
import { floating } from "./slotted";

export const TooltipProvider = TooltipPrimitive.Provider;
export const Tooltip = TooltipPrimitive.Root;
export const TooltipTrigger = TooltipPrimitive.Trigger;

const FloatingContent = floating(
  TooltipPrimitive.Portal,
  TooltipPrimitive.Content,
  "tooltip-content",
  "z-50 w-fit max-w-xs rounded-md bg-primary px-3 py-1.5 text-xs text-primary-foreground text-balance",
);

export function TooltipContent({ children, ...props }: ComponentProps<typeof FloatingContent>) {
  return (
    <FloatingContent {...props}>
      {children}
      <TooltipPrimitive.Arrow className="fill-primary" />
    </FloatingContent>
  );
}
