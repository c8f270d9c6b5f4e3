import { z } from "zod";

/** Stable error codes of the wire (design.md "Wire rules"), each with its HTTP status. */
export const ERROR_STATUS = {
  validation_failed: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
  /** Another service (an AI provider) answered something the server cannot use. */
  bad_gateway: 502,
  /** The client took longer than REQUEST_TIMEOUT_MS to send its request. */
  request_timeout: 408,
  /** The address exists, but not with this method (the `allow` header lists its methods). */
  method_not_allowed: 405,
  /** A body in a form the server does not read: not JSON (or a file upload), or compressed. */
  unsupported_media_type: 415,
} as const;

export const errorCodeSchema = z.enum(
  Object.keys(ERROR_STATUS) as [keyof typeof ERROR_STATUS, ...(keyof typeof ERROR_STATUS)[]],
);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/** Limits shared by server validation and client forms. */
export const LIMITS = {
  ideaMax: 20_000,
  planContentMax: 200_000,
  instructionMax: 2_000,
  pageSizeMax: 100,
  listPageSize: 10,
  nameMax: 200,
  searchMax: 200,
} as const;

/** Spaces and characters that show nothing: zero-width spaces and joiners, direction marks, the word joiner, the BOM, the soft hyphen. */
const BLANK = /[\s\u00AD\u180E\u200B-\u200F\u2060-\u2064\uFEFF]/u;

/**
 * Text a person typed, without the spaces and invisible characters at its ends. `String.trim` keeps a
 * zero-width space, so a name made only of them would pass "must not be empty" and show as nothing.
 * Used as `z.string().overwrite(trimBlank)` wherever a schema trims. One pass from each end, so a long
 * run of blanks inside a text costs nothing (a `[…]+$` pattern would try it from every position).
 */
export function trimBlank(value: string): string {
  let start = 0;
  let end = value.length;
  while (start < end && BLANK.test(value[start]!)) start++;
  while (end > start && BLANK.test(value[end - 1]!)) end--;
  return start === 0 && end === value.length ? value : value.slice(start, end);
}

/** Failure wrapper: `success` false, a stable code and a sentence a person can act on. */
export const apiFailureSchema = z.object({
  success: z.literal(false),
  error: errorCodeSchema,
  message: z.string(),
  /** Optional structured detail, e.g. the fields that failed validation or who to ask for access. */
  details: z.record(z.string(), z.unknown()).optional(),
});
export type ApiFailure = z.infer<typeof apiFailureSchema>;

/** Success wrapper around a payload schema. */
export const apiSuccessSchema = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data, message: z.string().optional() });

/** Page of items: `current_page` is 0-based, `total_pages` at least 1. */
export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total_items: z.number().int().nonnegative(),
    current_page: z.number().int().nonnegative(),
    total_pages: z.number().int().min(1),
  });

/** One page of `size` items from its items and the total count (the one place the arithmetic lives). */
export function toPage<T>(list: T[], total: number, page: number, size: number) {
  return { list, total_items: total, current_page: page, total_pages: Math.max(1, Math.ceil(total / size)) };
}

export const isoDateTime = z.iso.datetime({ offset: true });

/**
 * The years a date people enter (a due date) may fall in: four-digit years that JavaScript,
 * PostgreSQL, the CSV export and the timeline all read alike (decision 207). Year 0 is no year to
 * PostgreSQL, and a date read back from years 1–99 came out as 19xx or 20xx.
 */
export const ENTERED_YEARS = { first: 1900, last: 9999 } as const;

/** An ISO date or date-time string's year lies in ENTERED_YEARS. */
const inEnteredYears = (iso: string) => {
  const year = Number(iso.slice(0, 4));
  return year >= ENTERED_YEARS.first && year <= ENTERED_YEARS.last;
};
const ENTERED_YEARS_MESSAGE = `must fall in the years ${ENTERED_YEARS.first}–${ENTERED_YEARS.last}`;

/** A date-time people enter: ISO 8601 with an offset, in ENTERED_YEARS. */
export const enteredDateTime = isoDateTime.refine(inEnteredYears, ENTERED_YEARS_MESSAGE);
/** A calendar date people enter (a task's due date), `YYYY-MM-DD`, in ENTERED_YEARS. */
export const enteredDate = z.iso.date().refine(inEnteredYears, ENTERED_YEARS_MESSAGE);
export const uuidSchema = z.uuid();

/**
 * A plan version a request names (a save's base, a version to restore): a database integer, so a
 * number past 2,147,483,647 is refused as invalid instead of failing the query.
 */
export const versionNumber = z.number().int().nonnegative().max(2_147_483_647);

/**
 * A whole number read from a query string or a path: decimal digits only. `z.coerce.number` alone
 * reads "0x10" as 16, "1e1" as 10 and " 5" or "" as numbers too; those are refused with the field's name.
 */
export const queryInteger = (field: string, min: number, max: number) => {
  const message = `${field} must be a whole number from ${min} to ${max}`;
  return z.preprocess(
    (value) => (typeof value === "string" && !/^\d{1,15}$/.test(value) ? Number.NaN : value),
    z.coerce.number({ error: message }).int(message).min(min, message).max(max, message),
  );
};
