import type { TaskStatus } from "@initiative-planner/contract/tasks";
import { TRACKER_NAMES, type TrackerKind } from "@initiative-planner/contract/trackers";
import { CircleCheck, CircleDot } from "lucide-react";
import { formatDateTime } from "@/lib/dates";

/** A task's issue in a tracker, as tasks carry it (`external`, issue 34). */
export interface ExternalLink {
  kind: TrackerKind;
  key: string;
  url: string;
  synced_at: string;
}

/**
 * A task's issues in GitHub, Linear or Jira: a small link per tracker with its key, and an icon for the
 * state the task and its issue share (closed issues mark tasks done, decision 125). Nothing when unlinked.
 */
export function ExternalLinks({
  links,
  status,
  tabIndex,
}: {
  links: readonly ExternalLink[] | undefined;
  status: TaskStatus;
  /** -1 where a widget keeps one tab stop of its own (the timeline's rows: its bars are reached by arrow keys). */
  tabIndex?: number;
}) {
  if (!links || links.length === 0) return null;
  const done = status === "done";
  const Icon = done ? CircleCheck : CircleDot;
  return (
    <span className="inline-flex flex-wrap gap-1 align-middle">
      {links.map((link) => {
        const name = TRACKER_NAMES[link.kind];
        return (
          <a
            key={link.kind}
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="external-link"
            tabIndex={tabIndex}
            aria-label={`${name} ${link.key}, ${done ? "done" : "open"} (opens ${name})`}
            title={`${name} ${link.key} · synced ${formatDateTime(link.synced_at)}`}
            className="inline-flex items-center gap-0.5 rounded border px-1 text-xs font-normal text-muted-foreground hover:text-foreground hover:underline"
          >
            <Icon className={`size-3 ${done ? "text-emerald-600" : "text-sky-600"}`} aria-hidden />
            <span>{link.key}</span>
          </a>
        );
      })}
    </span>
  );
}

/** The issues' names for a label that already says the rest ("GitHub #12, Linear ENG-4"), or "". */
export const linkNames = (links: readonly ExternalLink[] | undefined) =>
  (links ?? []).map((link) => `${TRACKER_NAMES[link.kind]} ${link.key}`).join(", ");
