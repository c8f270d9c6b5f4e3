// @vitest-environment node
import { describe, expect, it } from "vitest";
import { findChunkCycle } from "../../route-chunks";

const graph = (edges: Record<string, string[]>) => new Map(Object.entries(edges));

describe("findChunkCycle", () => {
  it("finds chunks that import one another, however long the chain", () => {
    expect(findChunkCycle(graph({ a: ["b"], b: ["a"] }))).toEqual(["a", "b", "a"]);
    expect(
      findChunkCycle(graph({ entry: ["shared"], shared: ["group"], group: ["facade"], facade: ["group"] })),
    ).toEqual(["group", "facade", "group"]);
  });

  it("accepts shared chunks that are imported from several places without a loop", () => {
    expect(
      findChunkCycle(graph({ entry: ["react", "group"], group: ["react", "zod"], detail: ["group", "zod"] })),
    ).toBeUndefined();
  });
});
