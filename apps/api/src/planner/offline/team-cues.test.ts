import { describe, expect, it } from "vitest";
import { analyseIdea } from "./idea-analysis";
import { proposeOffline } from "./proposal";
import { foldCueText, hasCue } from "./team-cues";

describe("cue text", () => {
  it("follows a hyphenated compound with its parts, so the parts meet their cues", () => {
    const text = foldCueText("Event-app met programma en CO2-rapportage");
    expect(text.words).toEqual([
      "event-app",
      "event",
      "app",
      "met",
      "programma",
      "en",
      "co2-rapportage",
      "co2",
      "rapportage",
    ]);
    // "app" matches whole words only: before, "event-app" was no app.
    expect(hasCue(text, "app")).toBe(true);
    expect(hasCue(foldCueText("Event-app met programma", false), "app")).toBe(false);
  });

  it("lets a Dutch event app call for the front-end team", () => {
    // Written for this test (the fresh writers' "Event-app met programma en plattegrond" missed it).
    const idea = analyseIdea(
      "Een event-app voor het zomerfestival met programma, plattegrond en pushberichten",
    );
    const teams = proposeOffline(idea).workstreams.map((w) => w.id);
    expect(teams).toContain("engg_frontend");
  });

  it("keeps an organisation's compound whole: an e-commerce store is the idea, not its writer", () => {
    expect(
      analyseIdea("Expand our e-commerce store to Spain: translated pages, local payments and returns.")
        .subject,
    ).toMatch(/e-commerce/i);
  });
});

describe("cue matching on a text's word index (decision 203)", () => {
  const text = foldCueText(
    "The data team checks data quality daily; Auftragsverarbeitungsverträge and the data warehouse wait. " +
      `A ${"x".repeat(60)}long word closes it, then ai.`,
  );

  it("matches each kind of cue as a scan of the words would", () => {
    // A phrase whose first word comes several times, matched at its second place only.
    expect(hasCue(text, "data warehouse")).toBe(true);
    expect(hasCue(text, "data quality")).toBe(true);
    expect(hasCue(text, "data team checks")).toBe(true);
    expect(hasCue(text, "data lake")).toBe(false);
    // The last word of a phrase may carry an ending; the others match whole.
    expect(hasCue(text, "data wareh")).toBe(true);
    expect(hasCue(text, "dat warehouse")).toBe(false);
    // Words of up to three letters match whole words; longer cues match word starts.
    expect(hasCue(text, "ai")).toBe(true);
    expect(hasCue(text, "dat")).toBe(false);
    expect(hasCue(text, "qual")).toBe(true);
    expect(hasCue(text, "uality")).toBe(false);
    // A cue longer than the index of word starts still matches a word's start.
    expect(hasCue(text, `${"x".repeat(50)}`)).toBe(true);
    expect(hasCue(text, `${"x".repeat(61)}`)).toBe(false);
    // Parts inside words, long and short.
    expect(hasCue(text, "*vertrag")).toBe(true);
    expect(hasCue(text, "*vertrage")).toBe(true);
    expect(hasCue(text, "*ve")).toBe(true);
    expect(hasCue(text, "*q")).toBe(true);
    expect(hasCue(text, "*vertragz")).toBe(false);
  });
});
