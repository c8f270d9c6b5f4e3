import { toPage } from "@initiative-planner/contract/common";
import { routes } from "@initiative-planner/contract/routes";
import { QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { apiError, callsTo, handle } from "@/test/api-handlers";
import { apiCalls } from "@/test/api-server";
import {
  clearInitiativeListCache,
  LIST_CACHE_TTL_MS,
  readListCache,
  writeListCache,
} from "../lib/list-cache";
import { makeInitiative } from "../test/fixtures";
import { PAGE_SIZE, useInitiatives } from "./list-initiatives";

// The list query reads through the spec's session-storage cache (decision 045) instead of keeping a
// second copy beside it with a clock of its own.

const params = { userId: "uid-ada", page: 1, search: "" };
const cachedPage = toPage([makeInitiative({ name: "from the session cache" })], 1, 0, PAGE_SIZE);
const serverPage = toPage([makeInitiative({ name: "from the server" })], 1, 0, PAGE_SIZE);

beforeEach(() => {
  sessionStorage.clear();
  handle(routes.listInitiatives, () => serverPage);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Mounts the list query the way the list screen does; `client` is shared to play a later visit. */
function mountList(client = createQueryClient({ retry: false })) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, ...renderHook(() => useInitiatives(params), { wrapper }) };
}

describe("initiatives list query over the session cache", () => {
  it("shows a fresh session entry on the first render, without a request or a loading state", () => {
    writeListCache(params, cachedPage);
    const { result } = mountList();
    expect(result.current.isPending).toBe(false);
    expect(result.current.data?.list[0]?.name).toBe("from the session cache");
    expect(apiCalls()).toHaveLength(0);
  });

  it("asks nothing while the entry is fresh; once it is cleared it fetches and writes the entry back", async () => {
    writeListCache(params, cachedPage);
    const first = mountList();
    first.unmount();
    const again = mountList(first.client);
    expect(again.result.current.data?.list[0]?.name).toBe("from the session cache");
    expect(apiCalls()).toHaveLength(0);
    again.unmount();

    // A create, an edit or signing out clears the session cache: the page in memory is stale with it.
    clearInitiativeListCache();
    const afterClear = mountList(first.client);
    await waitFor(() => expect(afterClear.result.current.data?.list[0]?.name).toBe("from the server"));
    expect(callsTo(routes.listInitiatives)).toHaveLength(1);
    expect(readListCache(params)?.list[0]?.name).toBe("from the server");
  });

  it("fetches when the session entry is older than 5 minutes", async () => {
    writeListCache(params, cachedPage, Date.now() - LIST_CACHE_TTL_MS - 1_000);
    const { result } = mountList();
    await waitFor(() => expect(result.current.data?.list[0]?.name).toBe("from the server"));
    expect(callsTo(routes.listInitiatives)).toHaveLength(1);
  });

  it("shows a page the server could not give as empty, keeps nothing, and asks again next time", async () => {
    handle(routes.listInitiatives, () => apiError(500, "Something went wrong."));
    const first = mountList();
    await waitFor(() => expect(first.result.current.data?.list).toEqual([]));
    expect(readListCache(params)).toBeNull();
    first.unmount();

    handle(routes.listInitiatives, () => serverPage);
    const again = mountList(first.client);
    await waitFor(() => expect(again.result.current.data?.list[0]?.name).toBe("from the server"));
    expect(callsTo(routes.listInitiatives)).toHaveLength(2);
  });
});
