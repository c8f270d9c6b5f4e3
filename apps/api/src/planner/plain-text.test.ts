import { describe, expect, it } from "vitest";
import { dropLongRuns, findWithFlexibleSpace, spacedWords, splitOuterSpace, trimEndOf } from "./plain-text";

const SAMPLES = ["", " ", "a", "  a b  ", "Ship it.", "a, b;: ", "x \n\t y\n", "end!?.. ,", "- a -", "…"];

describe("linear text helpers (issue 12, finding 5)", () => {
  it("trim like the regular expressions they replace", () => {
    for (const text of SAMPLES) {
      expect(trimEndOf(text, ".!?,;:")).toBe(text.replace(/[.!?,;:\s]+$/, ""));
      expect(trimEndOf(text, ",;:")).toBe(text.replace(/[\s,;:]+$/u, ""));
      const [, lead = "", body = "", trail = ""] = /^(\s*)([\s\S]*?)(\s*)$/.exec(text) ?? [];
      expect(splitOuterSpace(text)).toEqual({ lead, body, trail });
      expect(spacedWords(text)).toEqual(text.match(/\s*\S+\s*/g) ?? (text ? [text] : []));
    }
  });

  it("handle 200,000-character runs (the old patterns took seconds to minutes)", () => {
    const commas = `a${",".repeat(199_998)}b`;
    expect(trimEndOf(`${commas}${",".repeat(10)}`, ",")).toBe(commas);
    const spaces = `x${" ".repeat(199_998)}x`;
    expect(splitOuterSpace(` ${spaces} `).body).toBe(spaces);
    expect(spacedWords(" ".repeat(200_000))).toHaveLength(1);
    expect(spacedWords(spaces)).toEqual([`x${" ".repeat(199_998)}`, "x"]);
  });

  it("drops runs of non-space characters longer than the limit", () => {
    expect(dropLongRuns(`keep ${"x".repeat(11)} these words`, 10)).toBe("keep   these words");
    expect(dropLongRuns("a\nb", 10)).toBe("a\nb");
  });

  it("finds a snippet whose white space differs, without building a pattern from it", () => {
    const doc = "# Plan\n\nShip the\n  first   release. Then rest.";
    const found = findWithFlexibleSpace(doc, "the first release.")!;
    expect(doc.slice(found.start, found.end)).toBe("the\n  first   release.");
    expect(findWithFlexibleSpace(doc, "absent words")).toBeNull();
    expect(findWithFlexibleSpace(doc, "   ")).toBeNull();
    // 100,000 words once made `new RegExp` throw (too large) and the improvement fail.
    const words = "a ".repeat(100_000);
    expect(findWithFlexibleSpace(`x ${words}`, words)).toEqual({ start: 2, end: 2 + words.length - 1 });
  });
});
