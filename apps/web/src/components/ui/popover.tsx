import * as PopoverPrimitive from "@radix-ui/react-popover";
import { floating } from "./slotted";

export const Popover = PopoverPrimitive.Root;
export const PopoverTrigger = PopoverPrimitive.Trigger;
export const PopoverAnchor = PopoverPrimitive.Anchor;

export const PopoverContent = floating(
  PopoverPrimitive.Portal,
  PopoverPrimitive.Content,
  "popover-content",
  "z-50 w-72 rounded-md border bg-popover p-4 text-popover-foreground shadow-md outline-none",
);
