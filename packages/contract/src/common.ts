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
