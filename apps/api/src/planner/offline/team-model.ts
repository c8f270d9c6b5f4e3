import { TEAM_IDS, type TeamId } from "@initiative-planner/contract";
import { z } from "zod";

/**
 * The team classifier's model and scoring: one logistic regression per team over an idea's
 * features (team-features.ts). team-classifier.ts loads the shipped weights; the training script
 * (apps/api/eval/train-team-classifier.ts) uses the scoring for its cross-validation.
 */

const teamWeightsSchema = z.partialRecord(
  z.enum(TEAM_IDS),
  z.object({ bias: z.number(), weights: z.record(z.string(), z.number()) }),
);

export const teamModelSchema = z.object({
  /** A team is chosen at this score (picked by cross-validation on the training split). */
  threshold: z.number().gt(0).lt(1),
  /** Whether an idea calls for each team. */
  teams: teamWeightsSchema,
  /**
   * Whether a team would be odd in the idea's plan (its "mustNot" labels, decision 186), and how much
   * that probability is taken off the first: score = P(calls for) − penalty × P(odd).
   */
  unwanted: teamWeightsSchema.optional(),
  penalty: z.number().min(0).default(0),
});
export type TeamModel = z.infer<typeof teamModelSchema>;
type TeamWeights = z.infer<typeof teamWeightsSchema>;

export interface TeamCall {
  team: TeamId;
  /** How likely the idea calls for the team (0–1). */
  probability: number;
  /** What the choice compares with the threshold: the probability less the penalty for an odd team. */
  score: number;
  /** The idea's features that pushed hardest towards the team, for explanations. */
  cues: Array<{ feature: string; weight: number }>;
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

const logitOf = (features: string[], { bias, weights }: { bias: number; weights: Record<string, number> }) =>
  features.reduce((sum, f) => sum + (weights[f] ?? 0), bias);

/** A team's call from its two logits (the second undefined without an unwanted model). */
export function teamCall(
  team: TeamId,
  logit: number,
  unwantedLogit: number | undefined,
  penalty: number,
  cues: TeamCall["cues"] = [],
): TeamCall {
  const probability = sigmoid(logit);
  const score = unwantedLogit === undefined ? probability : probability - penalty * sigmoid(unwantedLogit);
  return { team, probability, score, cues };
}

/** Most likely first; equal scores in the catalogue's order. */
export const byScore = (a: TeamCall, b: TeamCall) =>
  b.score - a.score || TEAM_IDS.indexOf(a.team) - TEAM_IDS.indexOf(b.team);

/** Every modelled team's call for these features, most likely first. */
export function scoreFeatures(features: string[], teamModel: TeamModel): TeamCall[] {
  const unwanted: TeamWeights | undefined = teamModel.unwanted;
  return Object.entries(teamModel.teams)
    .map(([team, model]) => {
      const cues = features
        .filter((f) => Object.hasOwn(model.weights, f))
        .map((feature) => ({ feature, weight: model.weights[feature] ?? 0 }))
        .filter((c) => c.weight > 0)
        .sort((a, b) => b.weight - a.weight || (a.feature < b.feature ? -1 : 1));
      const odd = unwanted?.[team as TeamId];
      return teamCall(
        team as TeamId,
        logitOf(features, model),
        odd && logitOf(features, odd),
        teamModel.penalty,
        cues,
      );
    })
    .sort(byScore);
}

/**
 * Every initiative gets at least this many teams beside Product Management, at most MAX_TEAMS: five,
 * so the proposal's seventh workstream stays free for a team the attached documents call for
 * (proposal.ts; decision 186).
 */
export const MIN_TEAMS = 2;
export const MAX_TEAMS = 5;

/**
 * The teams an initiative gets from its calls (most likely first): those scoring at or above the threshold,
 * at least MIN_TEAMS of the likeliest, at most MAX_TEAMS. The training script's cross-validation uses
 * the same rule, so its threshold fits the planner.
 */
export function chooseTeams(calls: TeamCall[], threshold: number, allowed?: ReadonlySet<string>): TeamCall[] {
  const open = allowed ? calls.filter((c) => allowed.has(c.team)) : calls;
  const above = open.filter((c) => c.score >= threshold).length;
  return open.slice(0, Math.min(MAX_TEAMS, Math.max(MIN_TEAMS, above)));
}
