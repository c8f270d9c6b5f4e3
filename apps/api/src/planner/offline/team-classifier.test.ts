import { describe, expect, it } from "vitest";
import { classifyTeams, TEAM_MODEL } from "./team-classifier";
import { featuresOf, ideaWords } from "./team-features";
import { chooseTeams, MAX_TEAMS, MIN_TEAMS, scoreFeatures } from "./team-model";

describe("team classifier", () => {
  it("stems words in the idea's language and drops function words", () => {
    const features = featuresOf(ideaWords("Wir eröffnen ein neues Lager mit Lagerhäusern"), "de");
    expect(features).toContain("w:lag");
    expect(features).not.toContain("w:wir");
    expect(featuresOf(ideaWords("Abrir um novo armazém para as lojas"), "pt")).toContain("w:armazem");
  });

  it("loads a model for every team but Product Management, with a threshold", () => {
    expect(Object.keys(TEAM_MODEL.teams)).not.toContain("product_management");
    expect(Object.keys(TEAM_MODEL.teams).length).toBe(17);
    expect(TEAM_MODEL.threshold).toBeGreaterThan(0);
  });

  it("is deterministic and explains each call with the idea's own features", () => {
    const idea = "Recruit and train 40 seasonal warehouse staff before the peak";
    expect(classifyTeams(ideaWords(idea), "en")).toEqual(classifyTeams(ideaWords(idea), "en"));
    const features = new Set(featuresOf(ideaWords(idea), "en"));
    for (const call of classifyTeams(ideaWords(idea), "en"))
      for (const cue of call.cues) expect(features.has(cue.feature)).toBe(true);
  });

  it("chooses the calls above the threshold, at least two and at most five", () => {
    const teams = {
      a: { bias: 2, weights: {} },
      b: { bias: -2, weights: { x: 5 } },
      c: { bias: -3, weights: {} },
    };
    const model = { threshold: 0.5, teams } as unknown as typeof TEAM_MODEL;
    expect(scoreFeatures(["x"], model).map((c) => c.team)).toEqual(["b", "a", "c"]);
    expect(chooseTeams(scoreFeatures([], model), 0.5).map((c) => c.team)).toEqual(["a", "b"]);
    expect(chooseTeams(scoreFeatures(["x"], model), 0.01).length).toBe(3);
    expect(MIN_TEAMS).toBe(2);
    expect(MAX_TEAMS).toBe(5);
  });

  it("takes the probability that a team would be odd off its score, when the model has one", () => {
    const teams = {
      legal: { bias: 1, weights: {} },
      marketing: { bias: 0.5, weights: {} },
      events: { bias: -3, weights: {} },
    };
    // "y" says Legal would be odd here.
    const unwanted = {
      legal: { bias: -5, weights: { y: 8 } },
      marketing: { bias: -5, weights: {} },
      events: { bias: -5, weights: {} },
    };
    const model = { threshold: 0.3, teams, unwanted, penalty: 2 } as unknown as typeof TEAM_MODEL;
    expect(scoreFeatures([], model).map((c) => c.team)).toEqual(["legal", "marketing", "events"]);
    const odd = scoreFeatures(["y"], model);
    expect(odd.map((c) => c.team)).toEqual(["marketing", "events", "legal"]);
    expect(odd.find((c) => c.team === "legal")!.probability).toBeCloseTo(1 / (1 + Math.exp(-1)), 6);
    expect(odd.find((c) => c.team === "legal")!.score).toBeLessThan(0);
    // Legal is not chosen, though it is the likeliest to be called for.
    expect(chooseTeams(odd, 0.3).map((c) => c.team)).toEqual(["marketing", "events"]);
    expect(TEAM_MODEL.unwanted === undefined || TEAM_MODEL.penalty > 0).toBe(true);
  });
});
