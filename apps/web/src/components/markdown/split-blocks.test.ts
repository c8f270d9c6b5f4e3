import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hostilePayloads } from "@/test/hostile-payloads";
import { samplePlan } from "@/test/markdown-fixtures";
import { splitBlocks, splitListItems } from "./split-blocks";

function grow(text: string, cuts: number[]) {
  const positions = [...new Set(cuts.map((cut) => cut % (text.length + 1)))].sort((a, b) => a - b);
  let split = splitBlocks("");
  for (const position of [...positions, text.length]) split = splitBlocks(text.slice(0, position), split);
  return split;
}

describe("splitBlocks", () => {
  it("splits into top-level blocks whose sources cover the text", () => {
    const split = splitBlocks(samplePlan);
    expect(split.exact).toBe(true);
    expect(split.blocks[0]).toBe("# Launch plan: customer portal");
    expect(split.blocks.some((block) => block.startsWith("| Milestone"))).toBe(true);
    expect(split.blocks.some((block) => block.startsWith("```ts") && block.includes("for (const"))).toBe(
      true,
    );
  });

  it("gives the same blocks grown chunk by chunk as lexed at once, for any cut points", () => {
    const documents = [samplePlan, ...hostilePayloads.slice(0, 20), "a\r\nb\r\n\r\n- c\r\n- d"];
    fc.assert(
      fc.property(fc.constantFrom(...documents), fc.array(fc.nat(), { maxLength: 40 }), (text, cuts) => {
        expect(grow(text, cuts).blocks).toEqual(splitBlocks(text).blocks);
      }),
      { numRuns: 300 },
    );
  });

  it("keeps completed blocks as the same string objects when text is appended", () => {
    const first = splitBlocks(samplePlan.slice(0, 400));
    const second = splitBlocks(samplePlan.slice(0, 420), first);
    const stable = first.blocks.length - 1;
    for (let i = 0; i < stable; i++) expect(Object.is(second.blocks[i], first.blocks[i])).toBe(true);
  });

  it("falls back to a full split when earlier text changed", () => {
    const first = splitBlocks("# One\n\npara");
    expect(splitBlocks("# Two\n\npara more", first).blocks).toEqual(["# Two", "para more"]);
  });
});

describe("splitListItems", () => {
  it("cuts a list into its top-level items, nested items with theirs", () => {
    expect(splitListItems("- one\n  - one a\n- two\n")).toEqual({
      ordered: false,
      loose: false,
      items: ["- one\n  - one a\n", "- two"],
    });
    expect(splitListItems("3. three\n\n4. four")).toMatchObject({ ordered: true, loose: true });
  });

  it("is null for any other block, a thematic break of dashes too", () => {
    for (const block of ["Plain words.", "- - -", "# Heading", "| a |\n| - |\n| 1 |"]) {
      expect(splitListItems(block)).toBeNull();
    }
  });
});
