import { describe, expect, it } from "vitest";
import { loadLabelledIdeas } from "./eval-set";
import { evaluate, nameContains, planSentences } from "./planner-eval";

/**
 * The offline planner on the held-out ideas of apps/api/eval/ideas (issue 36): ideas never used to
 * train or tune it. `npm run eval:planner` prints the same measures beside the training split.
 * FLOOR is what the planner reached when the classifier was last trained (decision 179, on the 600
 * training ideas, scored once: held-out agreement 81.6 %, unwanted 6.7 %, weakest language sv 57.9 %)
 * and names last changed (held-out 78.3 %, decisions 150 and 180) minus a small margin, so a regression
 * fails; the targets (eval-report.ts TARGETS: 92 %, 2 %, 95 %, 85 %) are not reached yet.
 */
const FLOOR = { agreement: 0.8, unwanted: 0.08, names: 0.76, perLanguage: 0.56 };

const summary = evaluate(loadLabelledIdeas().filter((idea) => idea.split === "heldout"));

describe("offline planner on the held-out ideas", () => {
  it("chooses the teams the ideas call for", () => {
    expect(summary.heldOut.count).toBeGreaterThanOrEqual(100);
    expect(summary.heldOut.agreement).toBeGreaterThanOrEqual(FLOOR.agreement);
  });

  it("adds few teams the ideas do not call for", () => {
    expect(summary.heldOut.unwantedRate).toBeLessThanOrEqual(FLOOR.unwanted);
  });

  it("names initiatives after the idea's subject", () => {
    expect(
      summary.heldOut.nameRate,
      summary.heldOut.nameFailures.map((r) => r.proposal.name).join(", "),
    ).toBeGreaterThanOrEqual(FLOOR.names);
  });

  it("agrees in every language", () => {
    for (const [language, { heldOut }] of summary.languages)
      expect(heldOut.agreement, language).toBeGreaterThanOrEqual(FLOOR.perLanguage);
  });

  it("repeats no sentence across the sections of one initiative", () => {
    const repeats = summary.results.filter((r) => r.repeated.length > 0);
    expect(repeats.map((r) => `${r.idea.id}: ${r.repeated[0]}`)).toEqual([]);
  });

  it("writes German, French and Spanish ideas in their language, others in English", () => {
    // Judged by detecting the plan text's language, which a plan quoting many Dutch or Swedish
    // words of its idea can fool; so a share, with the misses named.
    const wrong = summary.results.filter((r) => {
      const expected = ["de", "fr", "es"].includes(r.idea.language) ? r.idea.language : "en";
      return r.planLanguage !== expected;
    });
    expect(wrong.length / summary.results.length, wrong.map((r) => r.idea.id).join(", ")).toBeLessThanOrEqual(
      0.02,
    );
  });
});

describe("evaluation helpers", () => {
  it("matches name words inside compounds, with or without accents", () => {
    expect(nameContains("Tennisverein-App", "tennis")).toBe(true);
    expect(nameContains("App para reservar pistas de pádel", "padel")).toBe(true);
    expect(nameContains("GDPR and SOC 2 Compliance", "soc 2")).toBe(true);
    expect(nameContains("Mobile App", "yoga")).toBe(false);
  });

  it("counts prose sentences and table rows, not headings or table headers", () => {
    const sentences = planSentences(
      "## Title\n\nOne two three four. Five six seven eight.\n\n| A | B |\n| --- | --- |\n| x y | z |\n- a list item of words",
    );
    expect(sentences).toEqual([
      "One two three four.",
      "Five six seven eight.",
      "| A | B |",
      "| x y | z |",
      "a list item of words",
    ]);
  });
});
