import { TEAM_IDS, type TeamId } from "@initiative-planner/contract";
import { z } from "zod";

/**
 * The team classifier's model and scoring: one logistic regression per team over an idea's
 * features (team-features.ts). team-classifier.ts loads the shipped weights; the training script
 * (apps/api/eval/train-team-classifier.ts) uses the scoring for its cross-validation.
 */

export const teamModelSchema = z.object({
  /** A team is chosen at this probability (picked by cross-validation on the training split). */
  threshold: z.number().gt(0).lt(1),
  teams: z.partialRecord(
    z.enum(TEAM_IDS),
    z.object({ bias: z.number(), weights: z.record(z.string(), z.number()) }),
  ),
});
export type TeamModel = z.infer<typeof teamModelSchema>;

export interface TeamCall {
  team: TeamId;
  /** How likely the idea calls for the team (0–1). */
  probability: number;
  /** The idea's features that pushed hardest towards the team, for explanations. */
  cues: Array<{ feature: string; weight: number }>;
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/** Every modelled team's probability for these features, most likely first. */
export function scoreFeatures(features: string[], teamModel: TeamModel): TeamCall[] {
  return Object.entries(teamModel.teams)
    .map(([team, { bias, weights }]) => {
      const cues = features
        .filter((f) => Object.hasOwn(weights, f))
        .map((feature) => ({ feature, weight: weights[feature] ?? 0 }));
      const logit = cues.reduce((sum, cue) => sum + cue.weight, bias);
      return {
        team: team as TeamId,
        probability: sigmoid(logit),
        cues: cues
          .filter((c) => c.weight > 0)
          .sort((a, b) => b.weight - a.weight || (a.feature < b.feature ? -1 : 1)),
      };
    })
    .sort((a, b) => b.probability - a.probability || TEAM_IDS.indexOf(a.team) - TEAM_IDS.indexOf(b.team));
}

/** Every initiative gets at least this many teams beside Product Management, at most MAX_TEAMS. */
export const MIN_TEAMS = 2;
export const MAX_TEAMS = 6;

/**
 * The teams an initiative gets from its calls (most likely first): those at or above the threshold,
 * at least MIN_TEAMS of the likeliest, at most MAX_TEAMS. The training script's cross-validation uses
 * the same rule, so its threshold fits the planner.
 */
export function chooseTeams(calls: TeamCall[], threshold: number, allowed?: ReadonlySet<string>): TeamCall[] {
  const open = allowed ? calls.filter((c) => allowed.has(c.team)) : calls;
  const above = open.filter((c) => c.probability >= threshold).length;
  return open.slice(0, Math.min(MAX_TEAMS, Math.max(MIN_TEAMS, above)));
}
