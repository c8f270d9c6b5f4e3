import { describe, expect, it } from "vitest";
import { improveSelection, improveSnippet } from "./improve";
import { createOfflinePlanner } from "./offline-planner";

const DOC = `## Launch Plan

We will be really focused on the launch in order to utilise a lot of channels. The team will facilitate training.

### Steps

1. Basically draft the plan.
2. Review it with the team.

| Risk | Mitigation |
| --- | --- |
| Delay | Start early |
`;

const PARAGRAPH =
  "We will be really focused on the launch in order to utilise a lot of channels. The team will facilitate training.";

const rangeOf = (text: string) => ({ start: DOC.indexOf(text), end: DOC.indexOf(text) + text.length });
const WHOLE = { start: 0, end: DOC.length };

describe("offline improvements", () => {
  it("writes only the replacement for the selected range", () => {
    const changed = improveSelection(DOC, rangeOf(PARAGRAPH), "Make it more professional and concise");
    expect(changed).toBe(
      "We will be focused on the launch to utilise many channels. The team will facilitate training.",
    );
  });

  it("turns sentences into bullet points", () => {
    expect(improveSnippet(PARAGRAPH, "use bullet points")).toBe(
      "- We will be really focused on the launch in order to utilise a lot of channels.\n- The team will facilitate training.",
    );
  });

  it("simplifies words and expands list items with sub-bullets", () => {
    expect(improveSnippet(PARAGRAPH, "simplify")).toContain("use many channels");
    const steps = "1. Basically draft the plan.\n2. Review it with the team.";
    const expanded = improveSnippet(steps, "expand with more details");
    expect(expanded.split("\n")).toHaveLength(4);
    expect(expanded).toMatch(/^1\. Basically draft the plan\.\n {2}- Detail: /);
  });

  it("leaves headings and tables untouched", () => {
    const out = improveSelection(DOC, WHOLE, "make it concise");
    expect(out).toContain("## Launch Plan\n");
    expect(out).toContain("| Risk | Mitigation |\n| --- | --- |\n| Delay | Start early |");
    expect(out).toContain("1. draft the plan.");
  });

  it("makes a long sentence shorter at its first clause break, keeping a task's title and owner", () => {
    const item =
      "2. **Supplier shortlist** (Procurement Lead, 2 weeks): Find and pre-qualify suppliers for the launch, checking capacity, references, finances and sustainability.";
    expect(improveSnippet(item, "Make it more professional and concise")).toBe(
      "2. **Supplier shortlist** (Procurement Lead, 2 weeks): Find and pre-qualify suppliers for the launch.",
    );
    expect(
      improveSnippet(
        "This section covers pricing for the coffee loyalty, with loyalty programme and coffee shops in mind.",
        "make it shorter",
      ),
    ).toBe("This section covers pricing for the coffee loyalty.");
    // Short sentences stay whole; wordy phrases still shrink.
    expect(improveSnippet("Ship it, then tell the team.", "shorter")).toBe(
      "Ship it, then tell the team. Revised for: shorter.",
    );
    expect(improveSnippet("In the event that a number of stores close, we will decide.", "be concise")).toBe(
      "If many stores close, we will decide.",
    );
  });

  it("a professional tone spells out contractions and informal words; a friendly one contracts", () => {
    expect(improveSnippet("We're gonna kick off lots of pilots, it's fine!", "more professional")).toBe(
      "We are going to start many pilots, it is fine.",
    );
    expect(improveSnippet("We will not ship until it is tested.", "friendlier tone")).toBe(
      "We won't ship until it's tested.",
    );
  });

  it("applies an unknown instruction visibly, naming its key words", () => {
    const out = improveSnippet("Review it with the team.", "Mention the quarterly budget");
    expect(out).toBe("Review it with the team. Revised for: quarterly budget.");
  });

  it("adds what an instruction asks to add as an item to fill in, in the list's own form", () => {
    expect(improveSnippet("- Book the venue.\n- Send the invitations.", "add a budget line")).toBe(
      "- Book the venue.\n- Send the invitations.\n- Budget line: to be filled in.",
    );
    expect(
      improveSnippet("1. Draft the plan.\n2. Review it.\n", "Please include the risks for suppliers."),
    ).toBe("1. Draft the plan.\n2. Review it.\n3. Risks: to be filled in.\n");
    expect(improveSnippet("We open the shop in May.", "Add an owner")).toBe(
      "We open the shop in May.\n\nOwner: to be filled in.",
    );
    expect(improveSnippet("We open the shop in May.", "add")).toBe(
      "We open the shop in May. Revised for: add.",
    );
  });

  it("keeps appended notes grammatical: closing punctuation, no doubled stops", () => {
    expect(improveSnippet("Review it with the team", "Mention the quarterly budget.")).toBe(
      "Review it with the team. Revised for: quarterly budget.",
    );
    expect(improveSnippet("- Review it with the team,", "Mention the quarterly budget")).toBe(
      "- Review it with the team (revised for: quarterly budget)",
    );
    expect(improveSnippet("Ship it.", "do it!")).toBe("Ship it. Revised for: do it.");

    const paragraph = improveSnippet("We will pilot the loyalty points in two stores", "expand");
    expect(paragraph).toBe(
      "We will pilot the loyalty points in two stores. In practice, this means agreeing who owns the work on “loyalty points”, what done looks like and when it is reviewed.",
    );
    expect(improveSnippet("1. Do it.", "add more detail")).toBe(
      "1. Do it.\n  - Detail: name an owner and a due date, and say how progress is checked.",
    );
    for (const out of [paragraph, improveSnippet("Ship it.", "elaborate")]) {
      expect(out).not.toMatch(/\.\.|\s[.,]|“”|\b(\w+) \1\b/);
    }
  });

  it("streams only the replacement through the planner", async () => {
    const planner = createOfflinePlanner({ delayMs: 0 });
    let text = "";
    for await (const chunk of planner.streamImprovement({
      idea: "launch",
      initiativeName: "Launch",
      workstream: { id: "marketing", name: "Marketing" },
      document: DOC,
      selection: rangeOf(PARAGRAPH),
      instruction: "bullet points",
    })) {
      text += chunk;
    }
    expect(text).toBe(improveSnippet(PARAGRAPH, "bullet points"));
    expect(text).toContain("\n- The team will facilitate training.");
  });
});
