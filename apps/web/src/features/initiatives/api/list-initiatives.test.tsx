import { toPage } from "@initiative-planner/contract/common";
import { QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { installFakeApi } from "@/test/fake-api";
import {
  clearInitiativeListCache,
  LIST_CACHE_TTL_MS,
  readListCache,
  writeListCache,
} from "../lib/list-cache";
import { fail, makeInitiative, ok } from "../test/fixtures";
import { PAGE_SIZE, useInitiatives } from "./list-initiatives";

// The list query reads through the spec's session-storage cache (decision 045) instead of keeping a
// second copy beside it with a clock of its own.

const params = { userId: "uid-ada", page: 1, search: "" };
const LIST = /^\/portal\/initiative$/;
const cachedPage = toPage([makeInitiative({ name: "from the session cache" })], 1, 0, PAGE_SIZE);
const serverPage = toPage([makeInitiative({ name: "from the server" })], 1, 0, PAGE_SIZE);

let api: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  sessionStorage.clear();
  api = installFakeApi();
  api.on("GET", LIST, () => ok(serverPage));
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
    expect(api.calls).toHaveLength(0);
  });

  it("asks nothing while the entry is fresh; once it is cleared it fetches and writes the entry back", async () => {
    writeListCache(params, cachedPage);
    const first = mountList();
    first.unmount();
    const again = mountList(first.client);
    expect(again.result.current.data?.list[0]?.name).toBe("from the session cache");
    expect(api.calls).toHaveLength(0);
    again.unmount();

    // A create, an edit or signing out clears the session cache: the page in memory is stale with it.
    clearInitiativeListCache();
    const afterClear = mountList(first.client);
    await waitFor(() => expect(afterClear.result.current.data?.list[0]?.name).toBe("from the server"));
    expect(api.callsTo("GET", LIST)).toHaveLength(1);
    expect(readListCache(params)?.list[0]?.name).toBe("from the server");
  });

  it("fetches when the session entry is older than 5 minutes", async () => {
    writeListCache(params, cachedPage, Date.now() - LIST_CACHE_TTL_MS - 1_000);
    const { result } = mountList();
    await waitFor(() => expect(result.current.data?.list[0]?.name).toBe("from the server"));
    expect(api.callsTo("GET", LIST)).toHaveLength(1);
  });

  it("shows a page the server could not give as empty, keeps nothing, and asks again next time", async () => {
    api.on("GET", LIST, () => fail(500, "internal", "Something went wrong."));
    const first = mountList();
    await waitFor(() => expect(first.result.current.data?.list).toEqual([]));
    expect(readListCache(params)).toBeNull();
    first.unmount();

    api.on("GET", LIST, () => ok(serverPage));
    const again = mountList(first.client);
    await waitFor(() => expect(again.result.current.data?.list[0]?.name).toBe("from the server"));
    expect(api.callsTo("GET", LIST)).toHaveLength(2);
  });
});
