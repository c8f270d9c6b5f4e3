import { describe, expect, it } from "vitest";
import { evaluate, loadEvalSet, nameContains, planSentences } from "./planner-eval";

/**
 * The offline planner against the labelled ideas in apps/api/eval/planner-ideas.json (issue 17's
 * targets). `npm run eval:planner` prints the same measures with the details.
 */
const ideas = loadEvalSet();
const summary = evaluate(ideas);

describe("offline planner evaluation set", () => {
  it("has at least 100 ideas across the domains, with German, French and Spanish ones", () => {
    expect(ideas.length).toBeGreaterThanOrEqual(100);
    const domains = new Set(ideas.map((i) => i.domain));
    for (const domain of [
      "b2b_saas",
      "consumer",
      "marketing_events",
      "compliance_legal",
      "data_ml",
      "support_ops",
      "hr_internal",
      "public_nonprofit",
      "retail_hardware",
    ]) {
      expect(domains).toContain(domain);
    }
    for (const language of ["de", "fr", "es"]) {
      expect(ideas.filter((i) => i.language === language).length).toBeGreaterThanOrEqual(5);
    }
    expect(new Set(ideas.map((i) => i.id)).size).toBe(ideas.length);
  });

  it("chooses at least 95 % of the teams the ideas call for", () => {
    expect(summary.agreement).toBeGreaterThanOrEqual(0.95);
  });

  it("adds unwanted teams to at most 2 % of initiatives", () => {
    expect(summary.unwantedRate).toBeLessThanOrEqual(0.02);
  });

  it("names at least 90 % of initiatives with the idea's subject", () => {
    expect(
      summary.nameRate,
      summary.nameFailures.map((r) => r.proposal.name).join(", "),
    ).toBeGreaterThanOrEqual(0.9);
  });

  it("repeats no sentence across the sections of one initiative", () => {
    const repeats = summary.results.filter((r) => r.repeated.length > 0);
    expect(repeats.map((r) => `${r.idea.id}: ${r.repeated[0]}`)).toEqual([]);
  });

  it("writes German, French and Spanish ideas in their language, others in English", () => {
    for (const result of summary.results) {
      const expected = ["de", "fr", "es"].includes(result.idea.language) ? result.idea.language : "en";
      expect(result.planLanguage, result.idea.id).toBe(expected);
    }
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
