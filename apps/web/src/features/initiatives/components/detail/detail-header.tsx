import type { ReactNode, Ref } from "react";
import { BackButton } from "./back-button";
import { DescriptionDialog } from "./description-dialog";
import { ExportMenu } from "./export-menu";
import { ShareButton } from "./share-button";

interface DetailHeaderProps {
  initiativeId: string | undefined;
  title: string;
  description: string;
  /** Observed to know when the header has scrolled away. */
  headerRef: Ref<HTMLElement>;
  /** Replaces the copy-only Share button, e.g. with the collaborators feature's Share dialog. */
  share?: ReactNode;
  /** Edit and Delete, for those allowed. */
  actions?: ReactNode;
}

export function DetailHeader({
  initiativeId,
  title,
  description,
  headerRef,
  share,
  actions,
}: DetailHeaderProps) {
  return (
    <header
      ref={headerRef}
      className="flex flex-wrap items-center gap-2 px-4 pt-6 pb-2 sm:flex-nowrap sm:px-6"
    >
      <BackButton />
      {/*
        Wraps to two lines rather than truncating. On a phone it takes a row of its own under the buttons: beside
        them it had about 60 px and broke inside words ("Com / mu…").
      */}
      <h1 className="order-last line-clamp-2 min-w-0 basis-full text-xl font-semibold tracking-tight break-words sm:order-none sm:basis-auto sm:text-2xl">
        {title}
      </h1>
      {description.trim() && <DescriptionDialog description={description} />}
      <div className="ml-auto flex shrink-0 items-center gap-2 print:hidden">
        {initiativeId && <ExportMenu initiativeId={initiativeId} />}
        {actions}
        {share ?? <ShareButton initiativeId={initiativeId} />}
      </div>
    </header>
  );
}

/** The slim bar that takes over once the main header is out of sight. */
export function CompactHeader({ title, visible }: { title: string; visible: boolean }) {
  return (
    // Zero height keeps the page from jumping when the bar appears.
    <div className="sticky top-0 z-20 h-0">
      {visible && (
        <div
          data-testid="compact-header"
          className="flex items-center gap-2 border-b bg-background/95 px-4 py-2 shadow-sm backdrop-blur sm:px-6"
        >
          <BackButton />
          <span className="min-w-0 truncate font-semibold">{title}</span>
        </div>
      )}
    </div>
  );
}
