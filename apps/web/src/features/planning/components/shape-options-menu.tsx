import { ArrowDown, ArrowUp, Pencil, Settings2, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button, type ButtonVariant } from "@/components/ui/button";
import { ButtonMenu, DropdownMenuItem, DropdownMenuSeparator } from "@/components/ui/dropdown-menu";

interface ShapeOptionsMenuProps {
  /** "team" or "subsection": names the trigger and the items. */
  noun: string;
  variant: ButtonVariant;
  /** The selected item's place in its list (-1: none selected) and the list's length. */
  index: number;
  count: number;
  onRename: () => void;
  onMove: (position: number) => void;
  onRemove: () => void;
  /** More items, shown before Remove (e.g. the teams' trash). */
  children?: ReactNode;
}

/** Rename, move up, move down and remove the selected team or subsection. */
export function ShapeOptionsMenu({
  noun,
  variant,
  index,
  count,
  onRename,
  onMove,
  onRemove,
  children,
}: ShapeOptionsMenuProps) {
  const title = noun[0]!.toUpperCase() + noun.slice(1);
  return (
    <ButtonMenu
      trigger={
        <Button variant={variant} size="sm" aria-label={`${title} options`} disabled={index < 0}>
          <Settings2 />
        </Button>
      }
    >
      <DropdownMenuItem onSelect={onRename}>
        <Pencil /> Rename {noun}
      </DropdownMenuItem>
      <DropdownMenuItem disabled={index <= 0} onSelect={() => onMove(index - 1)}>
        <ArrowUp /> Move up
      </DropdownMenuItem>
      <DropdownMenuItem disabled={index < 0 || index >= count - 1} onSelect={() => onMove(index + 1)}>
        <ArrowDown /> Move down
      </DropdownMenuItem>
      {children}
      <DropdownMenuSeparator />
      <DropdownMenuItem variant="destructive" onSelect={onRemove}>
        <Trash2 /> Remove {noun}
      </DropdownMenuItem>
    </ButtonMenu>
  );
}
