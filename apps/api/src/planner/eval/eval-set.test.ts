import { CATALOGUED_TEAM_IDS } from "@initiative-planner/contract";
import { describe, expect, it } from "vitest";
import { EVAL_LANGUAGES, heldOutIds, loadLabelledIdeas, SECTORS } from "./eval-set";

const ideas = loadLabelledIdeas();

describe("labelled idea set", () => {
  it("has at least 400 unique ideas across every sector and at least 8 languages", () => {
    expect(ideas.length).toBeGreaterThanOrEqual(400);
    expect(new Set(ideas.map((i) => i.id)).size).toBe(ideas.length);
    expect(new Set(ideas.map((i) => i.idea)).size).toBe(ideas.length);
    for (const sector of SECTORS)
      expect(ideas.filter((i) => i.sector === sector).length, sector).toBeGreaterThanOrEqual(30);
    for (const language of EVAL_LANGUAGES)
      expect(ideas.filter((i) => i.language === language).length, language).toBeGreaterThanOrEqual(25);
  });

  it("calls for every catalogued team in several ideas, and never lists a team as both needed and unwanted", () => {
    for (const team of CATALOGUED_TEAM_IDS)
      expect(ideas.filter((i) => i.must.includes(team)).length, team).toBeGreaterThanOrEqual(10);
    for (const idea of ideas)
      expect(
        idea.must.filter((t) => idea.mustNot.includes(t)),
        idea.id,
      ).toEqual([]);
  });

  it("keeps the held-out split the files were committed with (30 % per language by id hash)", () => {
    const first = ideas.filter((i) => i.first);
    const expected = heldOutIds(first);
    const actual = new Set(ideas.filter((i) => i.split === "heldout" && !i.second).map((i) => i.id));
    expect([...actual].sort()).toEqual([...expected].sort());
    for (const language of EVAL_LANGUAGES) {
      const own = first.filter((i) => i.language === language);
      const held = own.filter((i) => i.split === "heldout").length;
      expect(held / own.length, language).toBeCloseTo(0.3, 1);
    }
  });

  it("keeps the fresh writers' set apart from training: 960 ideas, 20 per language in each of six batches", () => {
    const fresh = ideas.filter((i) => i.split === "fresh");
    expect(fresh.length).toBe(960);
    expect(fresh.every((i) => i.id.startsWith("fresh-") && !i.first && !i.second)).toBe(true);
    for (const batch of ["j", "k", "l", "m", "n", "o"])
      for (const language of EVAL_LANGUAGES)
        expect(
          fresh.filter((i) => i.id.startsWith(`fresh-${batch}-`) && i.language === language).length,
          `${batch} ${language}`,
        ).toBe(20);
  });

  it("holds out the whole second set: one idea per sector and language", () => {
    const second = ideas.filter((i) => i.second);
    expect(second.every((i) => i.split === "heldout")).toBe(true);
    for (const sector of SECTORS)
      expect(
        second
          .filter((i) => i.sector === sector)
          .map((i) => i.language)
          .sort(),
        sector,
      ).toEqual([...EVAL_LANGUAGES].sort());
  });
});
