import { featuresOf, type IdeaWords } from "./team-features";
import { indexModel, scoreFeatures, type TeamCall, type TeamModel, teamModelSchema } from "./team-model";
import model from "./team-model.json" with { type: "json" };

/**
 * Which teams an idea calls for, learned from the labelled ideas' training split (see
 * apps/api/eval/train-team-classifier.ts, `npm run train:planner`): one logistic regression per team
 * over the idea's stemmed words, word pairs, character 4-grams, cue-list hits and concepts
 * (team-features.ts), and one more per team for whether the team would be odd in the idea's plan,
 * whose probability lowers the team's score (decision 186).
 * The weights ship as team-model.json, validated when this module loads; the same idea always gets
 * the same answer.
 */

export const TEAM_MODEL: TeamModel = teamModelSchema.parse(model);
// Indexed as the server starts, not in the first request that plans an idea (some 50 ms).
indexModel(TEAM_MODEL);

export type { TeamCall };

/** The idea's team calls, most likely first. */
export function classifyTeams(idea: IdeaWords, language: string): TeamCall[] {
  // N-grams of sizes without weights would change no score.
  return scoreFeatures(featuresOf(idea, language, indexModel(TEAM_MODEL).gramSizes), TEAM_MODEL);
}
