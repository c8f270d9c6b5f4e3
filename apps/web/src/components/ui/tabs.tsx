import * as TabsPrimitive from "@radix-ui/react-tabs";
import { type ComponentProps, createContext, useContext, useId, useState } from "react";
import { cn } from "@/lib/cn";
import { slotted } from "./slotted";

/** The tabs' id base and selected value, for the panels, which are plain elements (see TabsContent). */
const TabsState = createContext<{ base: string; value: string | undefined }>({ base: "", value: undefined });
const triggerId = (base: string, value: string) => `${base}-tab-${value}`;
const panelId = (base: string, value: string) => `${base}-panel-${value}`;

export function Tabs({
  value,
  defaultValue,
  onValueChange,
  className,
  ...props
}: ComponentProps<typeof TabsPrimitive.Root>) {
  const base = useId();
  const [chosen, setChosen] = useState(defaultValue);
  const selected = value ?? chosen;
  return (
    <TabsState.Provider value={{ base, value: selected }}>
      <TabsPrimitive.Root
        data-slot="tabs"
        className={cn("flex flex-col gap-2", className)}
        value={selected}
        onValueChange={(next) => {
          setChosen(next);
          onValueChange?.(next);
        }}
        {...props}
      />
    </TabsState.Provider>
  );
}

/** Wider than its place (a phone), the list scrolls sideways on its own rather than widening the page. */
export const TabsList = slotted(
  TabsPrimitive.List,
  "tabs-list",
  "inline-flex h-9 w-fit max-w-full items-center justify-start overflow-x-auto rounded-lg bg-muted p-[3px] text-muted-foreground",
);

const StyledTrigger = slotted(
  TabsPrimitive.Trigger,
  "tabs-trigger",
  "inline-flex h-full flex-1 items-center justify-center gap-1.5 whitespace-nowrap rounded-md px-3 py-1 text-sm font-medium transition-colors",
  "focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50",
  "data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm",
);

export function TabsTrigger(props: ComponentProps<typeof TabsPrimitive.Trigger>) {
  const { base } = useContext(TabsState);
  return (
    <StyledTrigger id={triggerId(base, props.value)} aria-controls={panelId(base, props.value)} {...props} />
  );
}

/**
 * A tab's panel, as Radix's: hidden (and empty unless `forceMount`) while another tab shows; a Tab stop that shows
 * the focus like every other one. A plain element rather than Radix's, whose Presence reads every panel's computed
 * style as it mounts, hidden ones included: the browser then recalculated the style of the whole screen just
 * rendered inside React's commit, one long task on a phone (decision 177).
 */
export function TabsContent({
  value,
  forceMount,
  hidden,
  className,
  children,
  ...props
}: ComponentProps<"div"> & { value: string; forceMount?: boolean }) {
  const tabs = useContext(TabsState);
  const selected = tabs.value === value;
  const present = selected || !!forceMount;
  return (
    <div
      data-slot="tabs-content"
      data-state={selected ? "active" : "inactive"}
      role="tabpanel"
      id={panelId(tabs.base, value)}
      aria-labelledby={triggerId(tabs.base, value)}
      hidden={hidden ?? !present}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel is a Tab stop (WAI-ARIA tabs pattern), as Radix's.
      tabIndex={0}
      className={cn("flex-1 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50", className)}
      {...props}
    >
      {present && children}
    </div>
  );
}
