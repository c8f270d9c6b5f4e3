import { describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-client";
import { createQueryClient } from "./query-client";
import { retryDelay, shouldRetry } from "./retry-policy";

describe("query defaults", () => {
  it("retries server and network failures up to 3 times", () => {
    const error = new ApiError("HTTP 503", 503);
    expect([0, 1, 2, 3].map((count) => shouldRetry(count, error))).toEqual([true, true, true, false]);
    expect(shouldRetry(0, new ApiError("Network error occurred", 0))).toBe(true);
    expect(shouldRetry(0, new Error("boom"))).toBe(true);
  });

  it("never retries 4xx answers", () => {
    for (const status of [400, 401, 403, 404, 409, 429])
      expect(shouldRetry(0, new ApiError("x", status))).toBe(false);
  });

  it("backs off exponentially from 1 s and caps at 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it("keeps unused data for 5 minutes", () => {
    expect(createQueryClient().getDefaultOptions().queries?.gcTime).toBe(300_000);
  });

  it("calls a query that fails with 404 once, and one that fails with 500 four times", async () => {
    vi.useFakeTimers();
    try {
      const client = createQueryClient();
      const notFound = vi.fn(async () => Promise.reject(new ApiError("Not found", 404)));
      await expect(client.fetchQuery({ queryKey: ["a"], queryFn: notFound })).rejects.toThrow("Not found");
      expect(notFound).toHaveBeenCalledTimes(1);

      const broken = vi.fn(async () => Promise.reject(new ApiError("HTTP 500", 500)));
      const pending = client.fetchQuery({ queryKey: ["b"], queryFn: broken });
      const settled = pending.catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000);
      expect(await settled).toBeInstanceOf(ApiError);
      expect(broken).toHaveBeenCalledTimes(4);
    } finally {
      vi.useRealTimers();
    }
  });
});
