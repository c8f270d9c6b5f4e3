/**
 * One way to show a calendar day everywhere (issue 33): the user's locale, by `Intl.DateTimeFormat`. The
 * formatters are made on first use, not when the module loads: the first Intl object of a page loads the
 * locale's data (decision 051), and screens call these only for what they show, after their first paint's
 * code has been evaluated.
 */
let day: Intl.DateTimeFormat | null = null;
let dayOfMonth: Intl.DateTimeFormat | null = null;

/** A calendar day (`YYYY-MM-DD`) or an ISO date-time as a Date for formatting in UTC, or null. */
function dateOf(value: string): Date | null {
  const iso = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A day as the user's locale writes it, with the month in words so that no reader mistakes 03/04 for
 * 4 March or 3 April ("24 Dec 2026", "Dec 24, 2026"). Date-only values are days, not instants: they are
 * formatted in UTC so they never move by a time zone. An ISO date-time shows the user's local day.
 */
export function formatDay(value: string | null | undefined, fallback = "—"): string {
  if (!value) return fallback;
  const date = dateOf(value);
  if (!date) return fallback;
  const dateOnly = value.length === 10;
  if (dateOnly) {
    day ??= new Intl.DateTimeFormat(undefined, {
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "UTC",
    });
    return day.format(date);
  }
  return new Intl.DateTimeFormat(undefined, { day: "numeric", month: "short", year: "numeric" }).format(date);
}

/** A day without its year, for axes and compact lists ("24 Dec", "Dec 24"). */
export function formatDayShort(value: string): string {
  const date = dateOf(value);
  if (!date) return value;
  dayOfMonth ??= new Intl.DateTimeFormat(undefined, { day: "numeric", month: "short", timeZone: "UTC" });
  return dayOfMonth.format(date);
}

let dayAndTime: Intl.DateTimeFormat | null = null;

/** An instant with its local day and time ("25 Nov 2026, 10:04"), for when something last happened. */
export function formatDateTime(value: string | null | undefined, fallback = "—"): string {
  const date = value ? dateOf(value) : null;
  if (!date) return fallback;
  dayAndTime ??= new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
  return dayAndTime.format(date);
}
