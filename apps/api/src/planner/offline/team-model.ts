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

/**
 * Every team's two models by feature, so that scoring looks each of an idea's features up once
 * rather than once per model: a pasted 20,000-character idea has some 17,000 features, and 34
 * lookups of each held the server's loop for 60 ms. A feature's entry is pairs of a slot and a
 * weight: slot 2i is team i's calls logit, 2i + 1 its unwanted logit.
 */
const INDEXES = new WeakMap<TeamModel, ModelIndex>();
interface ModelIndex {
  teams: TeamBiases[];
  byFeature: Map<string, number[]>;
  /** The sizes of the character n-grams the model has weights for ("g:^lag" is 4). */
  gramSizes: number[];
}
type TeamBiases = { team: TeamId; bias: number; unwantedBias: number | undefined };

/** The model's index, made on first use (the planner makes it as it loads the shipped model). */
export function indexModel(teamModel: TeamModel): ModelIndex {
  const known = INDEXES.get(teamModel);
  if (known) return known;
  const byFeature = new Map<string, number[]>();
  const add = (slot: number, weights: Record<string, number>) => {
    for (const feature in weights) {
      const pairs = byFeature.get(feature);
      if (pairs) pairs.push(slot, weights[feature]!);
      else byFeature.set(feature, [slot, weights[feature]!]);
    }
  };
  const teams = Object.entries(teamModel.teams).map(([team, model], i): TeamBiases => {
    const odd = teamModel.unwanted?.[team as TeamId];
    add(2 * i, model.weights);
    if (odd) add(2 * i + 1, odd.weights);
    return { team: team as TeamId, bias: model.bias, unwantedBias: odd?.bias };
  });
  const gramSizes = new Set<number>();
  for (const feature of byFeature.keys()) if (feature.startsWith("g:")) gramSizes.add(feature.length - 2);
  const index = { teams, byFeature, gramSizes: [...gramSizes].sort((a, b) => a - b) };
  INDEXES.set(teamModel, index);
  return index;
}

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
  const { teams, byFeature } = indexModel(teamModel);
  const logits = teams.flatMap(({ bias, unwantedBias }) => [bias, unwantedBias ?? 0]);
  const cues = teams.map((): TeamCall["cues"] => []);
  for (const feature of features) {
    const pairs = byFeature.get(feature);
    if (!pairs) continue;
    for (let at = 0; at < pairs.length; at += 2) {
      const [slot, weight] = [pairs[at]!, pairs[at + 1]!];
      logits[slot]! += weight;
      if (slot % 2 === 0 && weight > 0) cues[slot / 2]!.push({ feature, weight });
    }
  }
  return teams
    .map(({ team, unwantedBias }, i) =>
      teamCall(
        team,
        logits[2 * i]!,
        unwantedBias === undefined ? undefined : logits[2 * i + 1],
        teamModel.penalty,
        cues[i]!.sort((a, b) => b.weight - a.weight || (a.feature < b.feature ? -1 : 1)),
      ),
    )
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
