import { type DefaultOptions, QueryCache, QueryClient } from "@tanstack/react-query";
import { retryDelay, shouldRetry } from "./retry-policy";

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: {
      /** The toast a failure of this query shows while a screen displays it; null: the screen explains it. */
      errorToast?: (error: Error) => string | null;
    };
  }
}

/**
 * A failed fetch is an event: its toast is raised here, when it happens, rather than by an effect
 * watching the query's error. A prefetch that no screen shows (no observer) stays quiet.
 */
const queryCache = (showError: (message: string) => void) =>
  new QueryCache({
    onError: (error, query) => {
      const message = query.meta?.errorToast?.(error);
      if (message && query.getObserversCount() > 0) showError(message);
    },
  });

/**
 * `queries`: overrides of the defaults (tests turn retries off); `showError` raises a failed fetch's toast
 * (the app's client passes the toast store's, app/query-client.ts).
 */
export function createQueryClient(
  queries: DefaultOptions["queries"] = {},
  showError: (message: string) => void = () => undefined,
): QueryClient {
  return new QueryClient({
    queryCache: queryCache(showError),
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, gcTime: 5 * 60_000, ...queries },
    },
  });
}
