import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { coversDocument, locateSelection, occurrences, visibleText } from "./locate-selection";

const PLAN = `## Goals

Grow **repeat visits** by 20% in the first quarter.

1. Draft the [loyalty rules](https://example.com/rules).
2. Train the baristas.

| Risk | Mitigation |
| --- | --- |
| Low uptake | Double points in week one |

---

- [ ] Train the baristas.
`;

const slice = (range: { start: number; end: number } | null) =>
  range ? PLAN.slice(range.start, range.end) : null;

describe("locateSelection", () => {
  it("finds an exact selection", () => {
    expect(slice(locateSelection(PLAN, "by 20% in the first quarter"))).toBe("by 20% in the first quarter");
  });

  it("finds what a browser selection of the rendered plan yields, and maps it to the raw markdown", () => {
    // Bold markers gone: the range takes the markers in, so the replacement keeps or drops them whole.
    expect(slice(locateSelection(PLAN, "Grow repeat visits by 20%"))).toBe("Grow **repeat visits** by 20%");
    expect(slice(locateSelection(PLAN, "repeat visits"))).toBe("**repeat visits**");
    // Across blocks: heading marker, list numbers and a link target are not in rendered text.
    expect(slice(locateSelection(PLAN, "Goals\nGrow repeat"))).toBe("Goals\n\nGrow **repeat");
    expect(slice(locateSelection(PLAN, "Draft the loyalty rules.\nTrain the"))).toBe(
      "Draft the [loyalty rules](https://example.com/rules).\n2. Train the",
    );
    // A table as Chromium copies it: cells split by tabs, the delimiter row absent.
    expect(slice(locateSelection(PLAN, "Risk\tMitigation\nLow uptake\tDouble points"))).toBe(
      "Risk | Mitigation |\n| --- | --- |\n| Low uptake | Double points",
    );
    // Whitespace differences only.
    expect(slice(locateSelection(PLAN, "Grow  repeat\nvisits"))).toBe("Grow **repeat visits**");
  });

  it("picks the occurrence nearest to selection_start (non-blank visible characters before it)", () => {
    const first = PLAN.indexOf("Train the baristas.");
    const second = PLAN.lastIndexOf("Train the baristas.");
    expect(locateSelection(PLAN, "Train the baristas.")).toEqual({ start: first, end: first + 19 });
    const visible = visibleText(PLAN).chars;
    const hintLast = visible.lastIndexOf("Trainthebaristas.");
    expect(locateSelection(PLAN, "Train the baristas.", hintLast)?.start).toBe(second);
    expect(locateSelection(PLAN, "Train the baristas.", hintLast - 10)?.start).toBe(second);
    expect(locateSelection(PLAN, "Train the baristas.", 0)?.start).toBe(first);
  });

  it("returns null when the selection is not in the plan, or has no visible characters", () => {
    expect(locateSelection(PLAN, "Open ten new shops")).toBeNull();
    expect(locateSelection(PLAN, "** __ ##")).toBeNull();
    expect(locateSelection("", "anything")).toBeNull();
  });

  it("stays linear on hostile input (no backtracking)", () => {
    const hay = `${"a".repeat(150_000)}b`;
    const needle = `${"a".repeat(75_000)}b`;
    expect(occurrences(hay, needle)).toEqual([75_000]);
    expect(locateSelection(`${"](".repeat(50_000)}x`, "x")).toEqual({ start: 100_000, end: 100_001 });
  });

  it("tells a whole-document selection from a part", () => {
    expect(coversDocument(PLAN, { start: 0, end: PLAN.trimEnd().length })).toBe(true);
    expect(coversDocument(PLAN, { start: 3, end: PLAN.length })).toBe(false);
  });
});

describe("locateSelection on any text", () => {
  const markdownish = fc.string({
    unit: fc.constantFrom(..."ab .,\n*_#-|[]()1x"),
    minLength: 1,
    maxLength: 200,
  });

  it("finds every substring, and any selection it finds covers the same visible characters", () => {
    fc.assert(
      fc.property(markdownish, fc.nat(), fc.nat(), fc.option(fc.nat({ max: 300 })), (doc, a, b, hint) => {
        const start = a % doc.length;
        const end = start + 1 + (b % (doc.length - start));
        const snippet = doc.slice(start, end);
        const range = locateSelection(doc, snippet, hint ?? undefined);
        const visible = visibleText(snippet).chars;
        if (visible === "" && range === null) return;
        expect(range).not.toBeNull();
        expect(range!.start).toBeLessThan(range!.end);
        expect(range!.end).toBeLessThanOrEqual(doc.length);
        const found = doc.slice(range!.start, range!.end);
        // An exact occurrence, or (loosely found) the same visible characters.
        if (!found.includes(snippet)) expect(visibleText(found).chars).toContain(visible);
      }),
      { numRuns: 500 },
    );
  });
});

describe("occurrences", () => {
  it("finds overlapping matches", () => {
    expect(occurrences("aaaa", "aa")).toEqual([0, 1, 2]);
    expect(occurrences("abc", "")).toEqual([]);
  });
});
