import { describe, expect, it } from "vitest";
import { changesOf, type ReviewPart, type ReviewUnit, revertPassage, reviewParts } from "./change-review";

const BEFORE = "# Goals\n\nShip in May.\n\n- one\n- two\n\nClosing words.\n";
const AFTER =
  "# Goals\n\nShip in June, with a pilot.\n\n- one\n- two\n\nA new risk section.\n\nClosing words.\n";

/** Each changed passage as the markdown of what it removes and what it adds. */
const passages = (parts: ReviewPart[]) =>
  changesOf(parts).map((change) => ({ removed: texts(change.removed), added: texts(change.added) }));
const texts = (units: ReviewUnit[]) => units.map((unit) => unit.text);

describe("reviewing an AI change block by block", () => {
  it("finds each changed passage between unchanged blocks", () => {
    const parts = reviewParts(BEFORE, AFTER);
    expect(parts.map((part) => part.kind)).toEqual(["same", "change", "same", "change", "same"]);
    expect(passages(parts)).toEqual([
      { removed: ["Ship in May."], added: ["Ship in June, with a pilot."] },
      { removed: [], added: ["A new risk section."] },
    ]);
    const [first, second] = changesOf(parts);
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

  it("a changed table or code block is one passage, kept whole", () => {
    const before = "Intro\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n    indented code\n";
    const after = "Intro\n\n| a | b |\n| - | - |\n| 1 | 3 |\n\n    indented code\n";
    const parts = reviewParts(before, after);
    const [change] = changesOf(parts);
    expect(texts(change!.removed)).toEqual(["| a | b |\n| - | - |\n| 1 | 2 |"]);
    // An indented code block keeps its indent when written back.
    expect(revertPassage(parts, change!.key)).toBe(before);
  });

  it("a text that did not change has no passages; an emptied text reverts to the old one", () => {
    expect(changesOf(reviewParts(BEFORE, BEFORE))).toEqual([]);
    const parts = reviewParts("Only line.", "");
    expect(passages(parts)).toEqual([{ removed: ["Only line."], added: [] }]);
    expect(revertPassage(parts, changesOf(parts)[0]!.key)).toBe("Only line.\n");
  });
});

// Decision 219: a list's top-level items are reviewed one by one.
const LIST = "Tasks:\n\n- Book the hall\n- Print flyers\n- Order chairs\n- Invite the mayor\n- Clean up\n";

describe("reviewing a list item by item", () => {
  it("one changed item of five is one passage with just that item; its revert keeps the list tight", () => {
    const after = LIST.replace("Order chairs", "Order 40 chairs");
    const parts = reviewParts(LIST, after);
    expect(passages(parts)).toEqual([{ removed: ["- Order chairs"], added: ["- Order 40 chairs"] }]);
    expect(revertPassage(parts, changesOf(parts)[0]!.key)).toBe(LIST);
  });

  it("an added item is a passage with only an added side; reverting it takes only it out", () => {
    const after = LIST.replace("- Order chairs\n", "- Order chairs\n- Rent a sound system\n");
    const parts = reviewParts(LIST, after);
    expect(passages(parts)).toEqual([{ removed: [], added: ["- Rent a sound system"] }]);
    expect(revertPassage(parts, changesOf(parts)[0]!.key)).toBe(LIST);
  });

  it("a removed item is a passage with only a removed side; reverting it puts it back in its place", () => {
    const after = LIST.replace("- Print flyers\n", "");
    const parts = reviewParts(LIST, after);
    expect(passages(parts)).toEqual([{ removed: ["- Print flyers"], added: [] }]);
    expect(revertPassage(parts, changesOf(parts)[0]!.key)).toBe(LIST);
  });

  it("two changed items are two passages; reverting one keeps the other and the other's key", () => {
    const after = LIST.replace("Book the hall", "Book the village hall").replace("Clean up", "Clean up at 6");
    const parts = reviewParts(LIST, after);
    const [first, second] = changesOf(parts);
    expect(passages(parts).map((passage) => passage.removed)).toEqual([["- Book the hall"], ["- Clean up"]]);
    const reverted = revertPassage(parts, first!.key);
    expect(reverted).toBe(LIST.replace("Clean up", "Clean up at 6"));
    const left = changesOf(reviewParts(LIST, reverted));
    expect(left.map((change) => change.key)).toEqual([second!.key]);
  });

  it("a loose list stays loose", () => {
    const before = "- Book the hall\n\n- Print flyers\n\n- Order chairs\n";
    const after = "- Book the village hall\n\n- Print flyers\n\n- Order 40 chairs\n";
    const parts = reviewParts(before, after);
    expect(changesOf(parts)).toHaveLength(2);
    expect(revertPassage(parts, changesOf(parts)[0]!.key)).toBe(
      "- Book the hall\n\n- Print flyers\n\n- Order 40 chairs\n",
    );
  });

  it("nested items go with their item", () => {
    const before = "- Venue\n  - Book the hall\n  - Get the keys\n- Flyers\n- Chairs\n";
    const after = "- Venue\n  - Book the hall\n  - Get the keys on Friday\n- Flyers\n- Chairs and tables\n";
    const parts = reviewParts(before, after);
    expect(passages(parts)).toEqual([
      {
        removed: ["- Venue\n  - Book the hall\n  - Get the keys"],
        added: ["- Venue\n  - Book the hall\n  - Get the keys on Friday"],
      },
      { removed: ["- Chairs"], added: ["- Chairs and tables"] },
    ]);
    expect(revertPassage(parts, changesOf(parts)[0]!.key)).toBe(
      "- Venue\n  - Book the hall\n  - Get the keys\n- Flyers\n- Chairs and tables\n",
    );
  });

  it("a numbered list keeps counting up, and a renumbered item keeps its passage's key", () => {
    const before = "1. Book the hall\n2. Print flyers\n3. Order chairs\n4. Clean up\n";
    const after = "1. Book the hall\n2. Ask the mayor\n3. Print flyers\n4. Order chairs\n5. Clean up at 6\n";
    const parts = reviewParts(before, after);
    // The items after the added one moved a number down without changing.
    expect(passages(parts)).toEqual([
      { removed: [], added: ["2. Ask the mayor"] },
      { removed: ["4. Clean up"], added: ["5. Clean up at 6"] },
    ]);
    const [added, changed] = changesOf(parts);
    const reverted = revertPassage(parts, added!.key);
    expect(reverted).toBe("1. Book the hall\n2. Print flyers\n3. Order chairs\n4. Clean up at 6\n");
    const left = reviewParts(before, reverted);
    expect(changesOf(left).map((change) => change.key)).toEqual([changed!.key]);
    expect(revertPassage(left, changed!.key)).toBe(before);
    // Reverted the other way round: the put-back item takes the place's number.
    expect(revertPassage(parts, changed!.key)).toBe(
      "1. Book the hall\n2. Ask the mayor\n3. Print flyers\n4. Order chairs\n5. Clean up\n",
    );
  });

  it("a put-back item takes the list's present form: its bullet, its numbers' width", () => {
    // The plan editor writes "*" bullets, the agent "-": one list, not three.
    const before = "* Book the hall\n* Print flyers\n* Order chairs\n";
    const after = "- Book the hall\n- Print posters\n- Order chairs\n";
    const parts = reviewParts(before, after);
    expect(revertPassage(parts, changesOf(parts)[0]!.key)).toBe(
      "- Book the hall\n- Print flyers\n- Order chairs\n",
    );
    // A list of nine and the same with a step added: the last item moves to 10 and its detail one column
    // right, which is no change; reverting either way writes the numbers and the detail's indent as they read.
    const steps = (names: string[]) => names.map((name, index) => `${index + 1}. ${name}`).join("\n");
    const names = Array.from({ length: 8 }, (_, index) => `Step ${index + 1}`);
    const nine = `${steps(names)}\n9. Last\n   - with a detail\n`;
    const ten = `${steps(["Step 1", "A new step", ...names.slice(1)])}\n10. Last\n    - with a detail\n`;
    const added = reviewParts(nine, ten);
    expect(passages(added)).toEqual([{ removed: [], added: ["2. A new step"] }]);
    expect(revertPassage(added, changesOf(added)[0]!.key)).toBe(nine);
    const removed = reviewParts(ten, nine);
    expect(revertPassage(removed, changesOf(removed)[0]!.key)).toBe(ten);
  });

  it("a changed item and a changed paragraph after the list are two passages", () => {
    const before = `${LIST}\nThat is all.\n`;
    const after = `${LIST.replace("Print flyers", "Print posters")}\nThat is all for May.\n`;
    const parts = reviewParts(before, after);
    expect(passages(parts)).toEqual([
      { removed: ["- Print flyers"], added: ["- Print posters"] },
      { removed: ["That is all."], added: ["That is all for May."] },
    ]);
    expect(revertPassage(parts, changesOf(parts)[1]!.key)).toBe(
      `${LIST.replace("Print flyers", "Print posters")}\nThat is all.\n`,
    );
  });
});
