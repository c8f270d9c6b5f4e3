import { describe, expect, it } from "vitest";
import { tokenize } from "./use-word-stream";

describe("demo word tokens", () => {
  it("are words with the white space before them, as /\\s*\\S+/g gave", () => {
    for (const text of ["", "   ", "one", "  one two\n\nthree  ", "a\tb  c", "x y "]) {
      expect(tokenize(text)).toEqual(text.match(/\s*\S+/g) ?? []);
    }
  });

  it("take linear time on a long run of white space", () => {
    const text = `${" ".repeat(200_000)}x`;
    expect(tokenize(text)).toEqual([text]);
    expect(tokenize(" ".repeat(200_000))).toEqual([]);
  });
});
