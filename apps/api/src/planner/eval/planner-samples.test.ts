import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PLAN_LANGUAGES } from "../knowledge/catalogue";
import { TEAMS } from "../knowledge/knowledge-base";
import { detectLanguage } from "../language";
import { loadSampleIdeas, planSample, renderSamplesPage, SAMPLES_PAGE_URL } from "./planner-samples";

const results = loadSampleIdeas().map(planSample);

describe("the offline planner's sample plans (docs/planner-samples.md)", () => {
  it("cover every catalogued team and every language the planner reads", () => {
    const catalogued = ["operations", "finance", "sales", "people", "it", "procurement", "events"];
    expect(new Set(results.map((r) => r.sample.team))).toEqual(new Set(catalogued));
    expect(new Set(results.map((r) => r.sample.language))).toEqual(
      new Set(["en", "de", "fr", "es", "it", "pt", "nl", "sv"]),
    );
  });

  it("choose each idea's domain team and read the idea's language", () => {
    for (const r of results) {
      expect(r.chosen, r.sample.idea).toBe(true);
      expect(r.analysis.language, r.sample.idea).toBe(r.sample.language);
    }
  });

  it("write the plan in the idea's language where there are practice texts, in English otherwise", () => {
    for (const r of results) {
      const planned = (PLAN_LANGUAGES as readonly string[]).includes(r.sample.language)
        ? r.sample.language
        : "en";
      expect(detectLanguage(r.plan!), r.sample.idea).toBe(planned);
    }
  });

  it("list the domain team's own practices as its first tasks", () => {
    for (const r of results) {
      const practices = new Set(
        TEAMS[r.sample.team].sections.flatMap((s) => s.practices.map((p) => p.title.en)),
      );
      expect(r.tasks.length, r.sample.team).toBeGreaterThanOrEqual(5);
      for (const task of r.tasks) expect(practices.has(task.title), task.title).toBe(true);
    }
  });

  it("are the page in docs, unedited (npm run samples:planner rewrites it)", () => {
    expect(readFileSync(SAMPLES_PAGE_URL, "utf8")).toBe(renderSamplesPage(results));
  });
});
