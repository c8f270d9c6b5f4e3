import type {
  Initiative,
  Priority,
  Role,
  UpdateInitiativeBody,
} from "@initiative-planner/contract/initiative";

/** What the Edit dialog's fields hold; the due date as the date input's `YYYY-MM-DD` (local day). */
export interface EditFormValues {
  name: string;
  description: string;
  dueDate: string;
  priority: Priority;
}

/** Owners and editors may edit; only the owner may delete (the API's access rules). */
export const canEditInitiative = (role: Role) => role === "owner" || role === "editor";
export const canDeleteInitiative = (role: Role) => role === "owner";

const pad = (n: number) => String(n).padStart(2, "0");

/** The local calendar day of an ISO date-time, as a date input shows it; empty without a date. */
export function toDateInput(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A picked day means "by the end of that day", in the user's time zone. */
export function fromDateInput(day: string): string | null {
  if (!day) return null;
  const [year, month, date] = day.split("-").map(Number);
  return new Date(year ?? 0, (month ?? 1) - 1, date ?? 1, 23, 59, 59, 999).toISOString();
}

export const toFormValues = (initiative: Initiative): EditFormValues => ({
  name: initiative.name,
  description: initiative.description,
  dueDate: toDateInput(initiative.date_due_completion),
  priority: initiative.priority,
});

/**
 * Only the fields the user changed, so an unchanged due date keeps its exact time; null when nothing
 * changed (Save then just closes the dialog).
 */
export function changedFields(initiative: Initiative, values: EditFormValues): UpdateInitiativeBody | null {
  const before = toFormValues(initiative);
  const body: UpdateInitiativeBody = {};
  if (values.name.trim() !== before.name.trim()) body.name = values.name.trim();
  if (values.description.trim() !== before.description.trim()) body.description = values.description.trim();
  if (values.dueDate !== before.dueDate) body.date_due_completion = fromDateInput(values.dueDate);
  if (values.priority !== before.priority) body.priority = values.priority;
  return Object.keys(body).length > 0 ? body : null;
}
