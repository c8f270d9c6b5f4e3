import { describe, expect, it } from "vitest";
import { expandPhrases } from "./naming/time-phrases";
import { phraseAlternation } from "./phrase-lists";

const matcher = (phrases: string[]) => new RegExp(`(?:${phraseAlternation(phrases)})(?![\\p{L}])`, "iu");

describe("phrase alternations", () => {
  it("writes a start shared by several phrases once", () => {
    expect(phraseAlternation(["in the next year", "in the last year"])).toBe(
      "in\\s+the\\s+(?:next\\s+year|last\\s+year)",
    );
    // 480 date phrases: the pattern tries "during" once at a position, not 60 times.
    const phrases = expandPhrases(
      "{in|by|for|during|until|from|over|}{ the|} {this|next|last|coming|current} {year|month|quarter|week|term|semester}",
    );
    expect(phrases).toHaveLength(8 * 2 * 5 * 6);
    expect(phrases.filter((p) => p.startsWith("during "))).toHaveLength(60);
    expect(phraseAlternation(phrases).match(/during/g)).toHaveLength(1);
  });

  it("matches the longest phrase that fits, whatever the order of the list", () => {
    for (const phrases of [
      ["next year", "next year end", "next"],
      ["next", "next year end", "next year"],
    ]) {
      const pattern = matcher(phrases);
      expect(pattern.exec("by next year end, we")?.[0]).toBe("next year end");
      expect(pattern.exec("by next year, we")?.[0]).toBe("next year");
      // "next years" is not "next year": the shorter phrase fits instead.
      expect(pattern.exec("in next years")?.[0]).toBe("next");
    }
  });

  it("takes any white space between words and escapes what patterns read as syntax", () => {
    const pattern = matcher(["the end (of) it.", "qu'il", "a+b"]);
    expect(pattern.exec("at the\n end  (of) it. now")?.[0]).toBe("the\n end  (of) it.");
    expect(pattern.test("the end of it")).toBe(false);
    expect(pattern.exec("QU'IL a+b")?.[0]).toBe("QU'IL");
    expect(pattern.test("aab")).toBe(false);
  });
});
