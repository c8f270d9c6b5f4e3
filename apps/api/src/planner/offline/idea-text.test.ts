import { describe, expect, it } from "vitest";
import { cleanIdeaText } from "./idea-text";
import { keyPhrases } from "./key-phrases";

describe("cleanIdeaText", () => {
  it.each([
    ["<script>alert(1)</script> plan a summer campaign", "plan a summer campaign"],
    ["&lt;script&gt;alert(1)&lt;/script&gt; plan a campaign", "plan a campaign"],
    ["<p>Build a <b>partner</b> portal</p>", "Build a partner portal"],
    ["Read https://example.com/a?b=c and www.example.org first", "Read and first"],
    ["Mail ops@example.com about it", "Mail about it"],
    ["# Heading\n> quote\n- item one\n1. item two", "Heading\nquote\nitem one\nitem two"],
    ["**Bold** and _emphasis_ and `code` here", "Bold and emphasis and here"],
    ["See [the docs](http://x.y/z) and ![logo](a.png)", "See the docs and logo"],
    ["R&amp;D budget &nbsp; review", "R and D budget review"],
    ["rename invoice_processing_v2 now", "rename now"],
    ["```ts\nconst x = 1;\n```\nreal words", "real words"],
    [`keep short ${"x".repeat(31)} words`, "keep short words"],
  ])("%j → %j", (input, expected) => {
    expect(cleanIdeaText(input)).toBe(expected);
  });

  it("keeps plain ideas as they are", () => {
    const idea = "Launch a customer loyalty program for our coffee shop chain with points and a mobile app";
    expect(cleanIdeaText(idea)).toBe(idea);
  });
});

describe("key phrases of messy ideas", () => {
  it("never quotes markup, code or bare numbers back", () => {
    const phrases = keyPhrases(
      "<script>alert(1)</script> Initiative number 13: modernise the `legacy_code` billing system, see https://x.y",
    ).phrases.map((p) => p.text);
    expect(phrases).toContain("billing system");
    for (const phrase of phrases) expect(phrase).not.toMatch(/script|alert|13|legacy_code|https|x\.y/);
  });

  it("never runs a phrase across an adverb, an indefinite pronoun or a contraction (decision 201)", () => {
    const phrases = keyPhrases(
      "Parking permits are still paper applications. We're basically demanding that nobody owns drip sequences.",
    ).phrases.map((p) => p.text.toLowerCase());
    expect(phrases).toContain("paper applications");
    expect(phrases.some((p) => p.endsWith("drip sequences"))).toBe(true);
    for (const phrase of phrases) expect(phrase).not.toMatch(/\b(?:still|basically|nobody|we're)\b/);
  });

  it("drops the lone opening quote of a phrase cut inside a quotation; apostrophes stay", () => {
    const texts = (idea: string) => keyPhrases(idea).phrases.map((p) => p.text);
    const bakery = texts("Our bakery chain 'Pan de Casa' is opening a second shop in Leeds next spring.");
    expect(bakery).toContain("bakery chain Pan");
    expect(bakery.join(" | ")).not.toMatch(/(^|\s)'Pan/);
    const quoted = texts("We don't want the customers' data lost; the shop’s app 'Rise' must work.");
    expect(quoted).toEqual(expect.arrayContaining(["shop’s app 'Rise'", "customers' data", "don't"]));
  });

  it("breaks ties in favour of the phrase written first", () => {
    const [first] = keyPhrases("Launch a customer loyalty program for our coffee shop chain").phrases;
    expect(first!.text).toBe("customer loyalty program");
  });
});
