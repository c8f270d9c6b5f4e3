import * as TabsPrimitive from "@radix-ui/react-tabs";
import { slotted } from "./slotted";

export const Tabs = slotted(TabsPrimitive.Root, "tabs", "flex flex-col gap-2");
export const TabsList = slotted(
  TabsPrimitive.List,
  "tabs-list",
  "inline-flex h-9 w-fit items-center justify-center rounded-lg bg-muted p-[3px] text-muted-foreground",
);
export const TabsTrigger = slotted(
  TabsPrimitive.Trigger,
  "tabs-trigger",
  "inline-flex h-full flex-1 items-center justify-center gap-1.5 whitespace-nowrap rounded-md px-3 py-1 text-sm font-medium transition-colors",
  "focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50",
  "data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm",
);
// The panel is a Tab stop (Radix): it shows the focus like every other one.
export const TabsContent = slotted(
  TabsPrimitive.Content,
  "tabs-content",
  "flex-1 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
);
