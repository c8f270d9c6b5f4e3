import { describe, expect, it } from "vitest";
import { initialsOf } from "./initials";

describe("initialsOf", () => {
  it("takes the first letters of the first and last word", () => {
    expect(initialsOf("ada lovelace")).toBe("AL");
    expect(initialsOf("Ada King Lovelace", "ada@example.com")).toBe("AL");
    expect(initialsOf("  Grace   Hopper ")).toBe("GH");
  });

  it("uses one letter for a one-word name", () => {
    expect(initialsOf("Ada", "x@example.com")).toBe("A");
  });

  it("falls back to the e-mail's first letter, then to '?'", () => {
    expect(initialsOf("", "bob@example.com")).toBe("B");
    expect(initialsOf(null, undefined)).toBe("?");
    expect(initialsOf("   ", "")).toBe("?");
  });

  it("never splits a character made of two UTF-16 units", () => {
    expect(initialsOf("😀 Smith")).toBe("😀S");
  });
});
