import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { holdInitiativeReads } from "./initiative-cache";

describe("deleting an initiative", () => {
  it("cancels that initiative's reads in flight before the delete is sent, and no other's", async () => {
    const queryClient = new QueryClient();
    const aborted: string[] = [];
    const pending = (key: string[]) =>
      void queryClient
        .fetchQuery({
          queryKey: key,
          queryFn: ({ signal }) =>
            new Promise((_, reject) => {
              signal.addEventListener("abort", () => {
                aborted.push(key.join("/"));
                reject(signal.reason);
              });
            }),
        })
        .catch(() => undefined);
    pending(["planning", "generate-all", "a1"]);
    pending(["initiatives", "detail", "a1"]);
    pending(["planning", "generate-all", "b2"]);
    await holdInitiativeReads(queryClient, "a1");
    expect(aborted.sort()).toEqual(["initiatives/detail/a1", "planning/generate-all/a1"]);
    queryClient.clear();
  });
});
