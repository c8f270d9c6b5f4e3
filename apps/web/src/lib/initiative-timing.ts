/** Spec section 9: while an initiative is CREATED its screens ask again every 5 s. */
export const PLANNING_POLL_MS = 5_000;
/** Spec section 9: initiative details and workstream data are cached for 30 minutes. */
export const DETAIL_CACHE_MS = 30 * 60_000;
