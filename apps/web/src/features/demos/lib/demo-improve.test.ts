import { describe, expect, it } from "vitest";
import { QUICK_SUGGESTIONS } from "@/components/improve-dialog/improve-dialog";
import { demoImprove } from "./demo-improve";

const text = "We really need to ship the checklist. It is basically the first thing users see; it matters";

describe("demoImprove", () => {
  it("makes text concise by dropping filler words", () => {
    expect(demoImprove(text, "Make this more professional and concise")).toBe(
      "We need to ship the checklist. It is the first thing users see; it matters.",
    );
  });

  it("turns sentences into bullet points", () => {
    expect(demoImprove(text, "Add bullet points for better structure")).toBe(
      "- We really need to ship the checklist\n- It is basically the first thing users see\n- It matters",
    );
  });

  it("simplifies to the first clause of each sentence", () => {
    expect(demoImprove(text, "Simplify this for better clarity")).toBe(
      "We really need to ship the checklist. It is basically the first thing users see.",
    );
  });

  it("changes every quick suggestion's text and says when it cannot apply an instruction", () => {
    for (const suggestion of QUICK_SUGGESTIONS) {
      expect(demoImprove(text, suggestion), suggestion).not.toBe(text);
    }
    expect(demoImprove("Ship it.", "Translate to French")).toContain(
      'The demo has no AI to apply "Translate to French"',
    );
  });
});
