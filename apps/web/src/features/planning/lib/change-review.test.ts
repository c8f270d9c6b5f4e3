import { describe, expect, it } from "vitest";
import { changesOf, revertPassage, reviewParts } from "./change-review";

const BEFORE = "# Goals\n\nShip in May.\n\n- one\n- two\n\nClosing words.\n";
const AFTER =
  "# Goals\n\nShip in June, with a pilot.\n\n- one\n- two\n\nA new risk section.\n\nClosing words.\n";

describe("reviewing an AI change block by block", () => {
  it("finds each changed passage between unchanged blocks", () => {
    const parts = reviewParts(BEFORE, AFTER);
    expect(parts.map((part) => part.kind)).toEqual(["same", "change", "same", "change", "same"]);
    const [first, second] = changesOf(parts);
    expect(first).toMatchObject({ removed: ["Ship in May."], added: ["Ship in June, with a pilot."] });
    expect(second).toMatchObject({ removed: [], added: ["A new risk section."] });
    expect(first!.key).not.toBe(second!.key);
  });

  it("reverting one passage puts back only that passage", () => {
    const parts = reviewParts(BEFORE, AFTER);
    const [first, second] = changesOf(parts);
    const reverted = revertPassage(parts, first!.key);
    expect(reverted).toBe(
      "# Goals\n\nShip in May.\n\n- one\n- two\n\nA new risk section.\n\nClosing words.\n",
    );
    // The diff against the new text no longer holds the reverted passage; the other one keeps its key.
    const left = changesOf(reviewParts(BEFORE, reverted));
    expect(left.map((change) => change.key)).toEqual([second!.key]);
    // Reverting the last one gives back the text as it was.
    expect(revertPassage(reviewParts(BEFORE, reverted), second!.key)).toBe(BEFORE);
  });

  it("a table or list written back in another form but the same on screen is no change", () => {
    const before = "Intro\n\n| Activity | Owner |\n|---|:-:|\n| Interviews | PM |\n\n* one\n* two\n";
    const after =
      "Intro\n\n| Activity   | Owner |\n| ---------- | :---: |\n| Interviews | PM    |\n\n- one\n- two\n";
    expect(changesOf(reviewParts(before, after))).toEqual([]);
    // A changed cell still is a change.
    expect(changesOf(reviewParts(before, after.replace("PM    |", "Ops   |")))).toHaveLength(1);
  });

  it("a changed list item, table or code block is one passage, kept whole", () => {
    const before = "Intro\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n    indented code\n";
    const after = "Intro\n\n| a | b |\n| - | - |\n| 1 | 3 |\n\n    indented code\n";
    const parts = reviewParts(before, after);
    const [change] = changesOf(parts);
    expect(change!.removed).toEqual(["| a | b |\n| - | - |\n| 1 | 2 |"]);
    // An indented code block keeps its indent when written back.
    expect(revertPassage(parts, change!.key)).toBe(before);
  });

  it("a text that did not change has no passages; an emptied text reverts to the old one", () => {
    expect(changesOf(reviewParts(BEFORE, BEFORE))).toEqual([]);
    const parts = reviewParts("Only line.", "");
    const [change] = changesOf(parts);
    expect(change).toMatchObject({ removed: ["Only line."], added: [] });
    expect(revertPassage(parts, change!.key)).toBe("Only line.\n");
  });
});
