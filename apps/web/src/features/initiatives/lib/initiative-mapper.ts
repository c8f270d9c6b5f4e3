import type { Initiative, Priority } from "@initiative-planner/contract/initiative";

/** Spec section 3 "Initiative (client shape)": what cards and the create flow work with. */
export interface ClientInitiative {
  id: string;
  title: string;
  description: string;
  /** 'DUE IN N DAYS', days rounded up; empty without a date. */
  dueDate: string;
  /** The raw value, as the create result keeps it. */
  priority: Priority;
  /** What the list shows: 'HIGH PRIORITY', 'MEDIUM PRIORITY' or 'LOW PRIORITY'. */
  priorityLabel: string;
  progress: number;
  teamSize: number;
  createdAt: string;
  updatedAt: string;
  /** Lower-cased status, e.g. 'created'. */
  status: string;
}

const DAY_MS = 86_400_000;

const PRIORITY_LABELS: Record<Priority, string> = {
  HIGH: "HIGH PRIORITY",
  MEDIUM: "MEDIUM PRIORITY",
  LOW: "LOW PRIORITY",
};

export const priorityLabel = (priority: Priority): string => PRIORITY_LABELS[priority];

/**
 * 'DUE IN N DAYS' with N rounded up, so a deadline 36 hours away reads 2 days. A date already past
 * reads 'OVERDUE' rather than a negative count, which nobody can act on.
 */
export function dueText(dateDue: string | null | undefined, now: number = Date.now()): string {
  if (!dateDue) return "";
  const due = Date.parse(dateDue);
  if (Number.isNaN(due)) return "";
  const days = Math.ceil((due - now) / DAY_MS);
  return days < 0 ? "OVERDUE" : `DUE IN ${days} DAYS`;
}

/**
 * Progress and team size come from the server: the spec's original client had no source for them and
 * showed 0; our contract carries the real values, so the cards show them.
 */
export function toClientInitiative(initiative: Initiative, now: number = Date.now()): ClientInitiative {
  return {
    id: initiative.id,
    title: initiative.name,
    description: initiative.description,
    dueDate: dueText(initiative.date_due_completion, now),
    priority: initiative.priority ?? "HIGH",
    priorityLabel: priorityLabel(initiative.priority ?? "HIGH"),
    progress: initiative.progress,
    teamSize: initiative.team_size,
    createdAt: initiative.created_at,
    updatedAt: initiative.updated_at,
    status: (initiative.status ?? "active").toLowerCase(),
  };
}
