import * as DialogPrimitive from "@radix-ui/react-dialog";
import { XIcon } from "lucide-react";
import { type ComponentProps, type ReactNode, useRef } from "react";
import { cn } from "@/lib/cn";
import { slotted } from "./slotted";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;
export const DialogPortal = DialogPrimitive.Portal;

export const DialogOverlay = slotted(
  DialogPrimitive.Overlay,
  "dialog-overlay",
  "fixed inset-0 z-50 bg-black/50",
);

export interface DialogContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  showCloseButton?: boolean;
}

const IN_DIALOG = "[role=dialog],[role=alertdialog]";

/**
 * The element focused last outside any dialog. When a dialog opens, focus may already have moved: an
 * `autoFocus` field inside it takes focus before the dialog's open event (Add subsection), and a button
 * disabled while its request runs drops focus to the body (Run Agent, then the review dialog).
 */
let focusedOutside: HTMLElement | null = null;
if (typeof document !== "undefined") {
  document.addEventListener(
    "focusin",
    (event) => {
      const target = event.target;
      if (target instanceof HTMLElement && !target.closest(IN_DIALOG)) focusedOutside = target;
    },
    true,
  );
}

function openerNow(): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body && !active.closest(IN_DIALOG)) return active;
  return focusedOutside;
}

/**
 * Where focus goes back to when the dialog closes: the element that had it when the dialog opened.
 * Radix returns focus to a DialogTrigger only, and most dialogs here open from a button's state
 * (Edit, Delete, Add team, Regenerate …): without this, Escape left focus on the page body and the
 * next Tab started again at the sidebar.
 */
export function useReturnFocus(props: Pick<DialogContentProps, "onOpenAutoFocus" | "onCloseAutoFocus">) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      opener.current = openerNow();
      props.onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      props.onCloseAutoFocus?.(event);
      // No open event when a field inside took focus first (Radix skips it): the last focus outside.
      const element = opener.current ?? focusedOutside;
      opener.current = null;
      if (event.defaultPrevented || !element?.isConnected || element === document.body) return;
      event.preventDefault();
      element.focus();
    },
  };
}

export function DialogContent({ className, children, showCloseButton = true, ...props }: DialogContentProps) {
  const returnFocus = useReturnFocus(props);
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(
          // grid-cols-1 is minmax(0, 1fr): without it the implicit `auto` column grows to the widest
          // row's min-content, so a long link or a row of buttons pushes past the screen edge.
          "fixed top-1/2 left-1/2 z-50 grid w-full max-w-[calc(100vw-2rem)] grid-cols-1 -translate-x-1/2 -translate-y-1/2 gap-4",
          "max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-lg border bg-background p-6 shadow-lg outline-none sm:max-w-lg",
          className,
        )}
        {...props}
        {...returnFocus}
      >
        {children}
        {showCloseButton && (
          <DialogPrimitive.Close
            className="absolute top-4 right-4 rounded-xs opacity-70 transition-opacity hover:opacity-100 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 [&_svg]:size-4"
            aria-label="Close"
          >
            <XIcon />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

export const DialogHeader = slotted("div", "dialog-header", "flex flex-col gap-2 text-left");
export const DialogFooter = slotted(
  "div",
  "dialog-footer",
  "flex flex-col-reverse gap-2 sm:flex-row sm:justify-end",
);
export const DialogTitle = slotted(
  DialogPrimitive.Title,
  "dialog-title",
  "text-lg font-semibold leading-snug",
);
export const DialogDescription = slotted(
  DialogPrimitive.Description,
  "dialog-description",
  "text-sm text-muted-foreground",
);

interface DialogFrameProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** The dialog's width class, e.g. "sm:max-w-xl". */
  className?: string;
  children?: ReactNode;
}

/** A dialog with its title and what it is for; the caller fills the body and the footer. */
export function DialogFrame({
  open,
  onOpenChange,
  title,
  description,
  className,
  children,
}: DialogFrameProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
