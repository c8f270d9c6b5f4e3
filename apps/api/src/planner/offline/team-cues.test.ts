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
