import { CalendarClock, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ProgressBar } from "@/components/ui/progress-bar";
import { cn } from "@/lib/cn";
import { cardImageFor } from "../../lib/card-image";
import type { ClientInitiative } from "../../lib/initiative-mapper";

const PRIORITY_TONE: Record<ClientInitiative["priority"], string> = {
  HIGH: "bg-red-500/90 text-white",
  MEDIUM: "bg-amber-400/90 text-amber-950",
  LOW: "bg-emerald-500/90 text-white",
};

interface InitiativeCardProps {
  initiative: ClientInitiative;
  /** The card's Edit/Delete menu; a sibling of the link, since a button may not sit inside one. */
  menu?: ReactNode;
}

export function InitiativeCard({ initiative, menu }: InitiativeCardProps) {
  const { id, title, description, dueDate, priority, priorityLabel, progress, teamSize } = initiative;
  return (
    <div className="relative flex">
      <Link
        to={`/initiative/${id}`}
        data-testid="initiative-card"
        className="group flex flex-1 flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow outline-none hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <div
          // Labels never break inside; on a narrow card the due label drops below the priority instead.
          className={cn(
            "relative flex h-28 flex-wrap content-start items-start justify-between gap-1.5 bg-cover bg-center p-3",
            menu && "pr-12",
          )}
          style={{ backgroundImage: `url("${cardImageFor(id)}")` }}
        >
          <span
            className={cn(
              "rounded-md px-2 py-0.5 text-[11px] font-semibold tracking-wide whitespace-nowrap",
              PRIORITY_TONE[priority],
            )}
          >
            {priorityLabel}
          </span>
          {dueDate && (
            <span className="ml-auto flex items-center gap-1 rounded-md bg-black/45 px-2 py-0.5 text-[11px] font-semibold tracking-wide whitespace-nowrap text-white">
              <CalendarClock className="size-3" aria-hidden />
              {dueDate}
            </span>
          )}
        </div>
        <div className="flex flex-1 flex-col gap-3 p-4">
          <h2 className="line-clamp-1 font-semibold group-hover:underline">{title}</h2>
          <p className="line-clamp-3 text-sm text-muted-foreground">{description}</p>
          <div className="mt-auto flex items-center gap-3 pt-1">
            <ProgressBar value={progress} label="Progress" className="flex-1" />
            <span className="text-xs tabular-nums text-muted-foreground">{progress}%</span>
            <span className="flex items-center gap-1 text-xs text-muted-foreground" title="Team size">
              <Users className="size-3.5" aria-hidden />
              <span className="sr-only">Team size</span>
              {teamSize}
            </span>
          </div>
        </div>
      </Link>
      {menu && <div className="absolute top-2.5 right-2.5">{menu}</div>}
    </div>
  );
}
