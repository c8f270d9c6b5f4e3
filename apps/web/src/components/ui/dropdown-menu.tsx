import * as MenuPrimitive from "@radix-ui/react-dropdown-menu";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/lib/cn";
import { floating, slotted } from "./slotted";

export const DropdownMenu = MenuPrimitive.Root;
export const DropdownMenuTrigger = MenuPrimitive.Trigger;
export const DropdownMenuGroup = MenuPrimitive.Group;

export const DropdownMenuContent = floating(
  MenuPrimitive.Portal,
  MenuPrimitive.Content,
  "dropdown-menu-content",
  "z-50 min-w-32 overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md",
  "max-h-(--radix-dropdown-menu-content-available-height)",
);

export interface DropdownMenuItemProps extends ComponentProps<typeof MenuPrimitive.Item> {
  variant?: "default" | "destructive";
}

export function DropdownMenuItem({ className, variant = "default", ...props }: DropdownMenuItemProps) {
  return (
    <MenuPrimitive.Item
      data-slot="dropdown-menu-item"
      className={cn(
        "relative flex cursor-default select-none items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none",
        "focus:bg-accent focus:text-accent-foreground data-[disabled]:pointer-events-none data-[disabled]:opacity-50",
        "[&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted-foreground",
        variant === "destructive" && "text-destructive focus:bg-destructive/10 focus:text-destructive",
        className,
      )}
      {...props}
    />
  );
}

export const DropdownMenuLabel = slotted(
  MenuPrimitive.Label,
  "dropdown-menu-label",
  "px-2 py-1.5 text-sm font-medium",
);
export const DropdownMenuSeparator = slotted(
  MenuPrimitive.Separator,
  "dropdown-menu-separator",
  "-mx-1 my-1 h-px bg-border",
);

interface ButtonMenuProps {
  /** The button that opens the menu. */
  trigger: ReactNode;
  /** Which edge of the button the menu lines up with. */
  align?: "start" | "end";
  /** False keeps the page usable while it is open (e.g. when an item opens a dialog). */
  modal?: boolean;
  children: ReactNode;
}

/** The usual menu: a button that opens a list of items under it. */
export function ButtonMenu({ trigger, align = "end", modal, children }: ButtonMenuProps) {
  return (
    <DropdownMenu modal={modal}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align={align}>{children}</DropdownMenuContent>
    </DropdownMenu>
  );
}
