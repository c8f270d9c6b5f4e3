import { describe, expect, it } from "vitest";
import { CARD_IMAGES, cardImageFor } from "./card-image";

describe("card backgrounds", () => {
  it("ships six distinct SVG images inside the script, so a card needs no request of its own", () => {
    expect(CARD_IMAGES).toHaveLength(6);
    expect(new Set(CARD_IMAGES).size).toBe(6);
    for (const image of CARD_IMAGES) {
      expect(image).toMatch(/^data:image\/svg\+xml[,;]/);
      // Safe inside url("…") in a style attribute.
      expect(image).not.toContain('"');
    }
  });

  it("gives the same initiative the same image, and spreads ids over all six", () => {
    expect(cardImageFor("7f3c")).toBe(cardImageFor("7f3c"));
    const used = new Set(Array.from({ length: 200 }, (_, i) => cardImageFor(`initiative-${i}`)));
    expect(used.size).toBe(6);
  });
});
