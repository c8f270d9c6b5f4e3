import { QueryClient } from "@tanstack/react-query";
import { noteLoadedQueryClient } from "./query-client-choice";
import { retryDelay, shouldRetry } from "./retry-policy";

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, gcTime: 5 * 60_000 },
    },
  });
}

export const queryClient = createQueryClient();
noteLoadedQueryClient(queryClient);
