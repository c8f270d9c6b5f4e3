import * as LabelPrimitive from "@radix-ui/react-label";
import { slotted } from "./slotted";

export const Label = slotted(
  LabelPrimitive.Root,
  "label",
  "flex select-none items-center gap-2 text-sm font-medium leading-none peer-disabled:cursor-not-allowed peer-disabled:opacity-50",
);
