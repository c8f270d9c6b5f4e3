/**
 * Plan failures the spec says are "logged, not shown". A warning rather than console.error: the
 * console stays free of errors in normal operation (the Chromium checks treat errors as failures).
 */
export function logPlanningIssue(message: string, detail?: unknown): void {
  console.warn(`[planning] ${message}`, ...(detail === undefined ? [] : [detail]));
}

export const isAbortError = (error: unknown, signal?: AbortSignal): boolean =>
  Boolean(signal?.aborted) || (error instanceof DOMException && error.name === "AbortError");
