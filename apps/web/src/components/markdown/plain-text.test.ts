import { describe, expect, it } from "vitest";
import { markdownToPlainText } from "./plain-text";

describe("markdownToPlainText", () => {
  it("keeps the words a reader sees and drops the markup", () => {
    expect(
      markdownToPlainText(
        "## Problem Statement\n\n**Onboarding** takes _three_ weeks; see [the guide](https://x.test).\n\n- one\n- `two`\n\n&amp; more",
      ),
    ).toBe("Problem Statement Onboarding takes three weeks; see the guide. one two & more");
  });

  it("never runs or keeps raw HTML tags", () => {
    expect(markdownToPlainText('<img src=x onerror="alert(1)">Hi <b>there</b>')).toBe("Hi there");
  });
});
