// The cross-validation behind `npm run train:planner`: every training idea's logits from the models
// trained without its fold (over several fold assignments), the agreement and unwanted teams they
// give when teams are chosen as the planner does, the rule that picks the global threshold, and
// per-team bias shifts.
import type { TeamId } from "@initiative-planner/contract";
import { splitHash } from "../src/planner/eval/eval-set";
import { byScore, chooseTeams, type TeamCall, teamCall } from "../src/planner/offline/team-model";
import type { Variant } from "./team-fit";
import { type Example, TEAMS, trainModel } from "./team-fit";

const THRESHOLDS = [0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6];
const FOLDS = 5;
/** Merit differences smaller than this are noise between fold assignments (decision 179). */
const MERIT_BAND = 0.01;
/** Teams per plan (beyond Product Management) a second person chose for 120 training ideas (decision 186). */
const HUMAN_PLAN_TEAMS = 4.2;
/** Fold assignments pooled: one 5-fold split of 600 ideas is noisy at the scale of the differences. */
const REPEATS = Number(process.env.REPEATS ?? 3);
/** Per-team bias shifts tried (in logits) when thresholds are per team. */
const SHIFTS = [-2, -1.5, -1, -0.75, -0.5, -0.25, 0, 0.25, 0.5, 0.75, 1, 1.5, 2];

/** An idea in one repetition of the cross-validation, with its fold there. */
interface Item extends Example {
  key: string;
  repeat: number;
  fold: number;
}

/** Each fold assignment (repetition) splits the ideas by a different id hash; the first is the one before decision 179. */
const foldOf = (id: string, repeat: number) =>
  splitHash(repeat === 0 ? `fold:${id}` : `fold${repeat}:${id}`) % FOLDS;

/** An idea's two logits for one team: whether it calls for the team, and whether the team is odd there. */
interface Logits {
  calls: number;
  odd?: number;
}
type IdeaLogits = Map<string, Map<string, Logits>>;
type OutOfFold = { logits: IdeaLogits; penalty: number };

/** Every idea's logits per team from the models trained without its fold, in each repetition. */
function outOfFold(examples: Example[], variant: Variant) {
  const items: Item[] = [];
  const logits: IdeaLogits = new Map();
  const logitOf = (
    features: string[],
    { bias, weights }: { bias: number; weights: Record<string, number> },
  ) => features.reduce((sum, f) => sum + (weights[f] ?? 0), bias);
  for (let repeat = 0; repeat < REPEATS; repeat++)
    for (let k = 0; k < FOLDS; k++) {
      const model = trainModel(
        examples.filter((e) => foldOf(e.id, repeat) !== k),
        variant,
        0.5,
      );
      for (const e of examples.filter((e) => foldOf(e.id, repeat) === k)) {
        const item = { ...e, key: `${repeat}:${e.id}`, repeat, fold: k };
        const own = new Map<string, Logits>();
        for (const [team, calls] of Object.entries(model.teams)) {
          const odd = model.unwanted?.[team as TeamId];
          own.set(team, { calls: logitOf(e.features, calls), odd: odd && logitOf(e.features, odd) });
        }
        logits.set(item.key, own);
        items.push(item);
      }
    }
  return { items, logits, penalty: variant.penalty };
}

interface Score {
  agreement: number;
  unwanted: number;
}
export const merit = (s: Score) => s.agreement - 2 * s.unwanted;

/** Agreement and unwanted teams per idea when teams are chosen as the planner does. */
function measure(
  items: Item[],
  { logits, penalty }: OutOfFold,
  threshold: number,
  shifts: Map<string, number>,
): Score & { teams: number; must: number; hit: number; unwantedCount: number; count: number } {
  let must = 0;
  let teams = 0;
  let hit = 0;
  let unwantedCount = 0;
  for (const e of items) {
    const calls: TeamCall[] = [...logits.get(e.key)!]
      .map(([team, z]) => teamCall(team as TeamId, z.calls + (shifts.get(team) ?? 0), z.odd, penalty))
      .sort(byScore);
    const chosen = new Set(chooseTeams(calls, threshold).map((c) => c.team as string));
    must += e.must.size;
    hit += [...e.must].filter((m) => chosen.has(m)).length;
    unwantedCount += e.mustNot.filter((m) => chosen.has(m)).length;
    teams += chosen.size;
  }
  return {
    agreement: hit / must,
    unwanted: unwantedCount / items.length,
    teams: teams / items.length,
    must,
    hit,
    unwantedCount,
    count: items.length,
  };
}

/** Per-team bias shifts that maximise the merit on these ideas, by coordinate ascent (two passes). */
export function chooseShifts(items: Item[], logits: OutOfFold, threshold: number) {
  const shifts = new Map<string, number>(TEAMS.map((t) => [t, 0]));
  for (let pass = 0; pass < 2; pass++)
    for (const team of TEAMS) {
      let best = shifts.get(team)!;
      let bestMerit = merit(measure(items, logits, threshold, shifts));
      for (const shift of SHIFTS) {
        shifts.set(team, shift);
        const m = merit(measure(items, logits, threshold, shifts));
        if (m > bestMerit + 1e-9) {
          best = shift;
          bestMerit = m;
        }
      }
      shifts.set(team, best);
    }
  return shifts;
}

/**
 * The threshold rule: among the thresholds within MERIT_BAND of the best merit (the noise of the
 * pooled folds), the one whose plans are the size a person's are (HUMAN_PLAN_TEAMS): neutral teams
 * cost nothing in the measures, but a plan full of them costs its readers (decision 186).
 */
function chooseThreshold<Point extends Score & { teams: number }>(curve: Point[]): Point {
  const top = Math.max(...curve.map(merit));
  return curve
    .filter((point) => merit(point) >= top - MERIT_BAND)
    .reduce((a, b) =>
      Math.abs(b.teams - HUMAN_PLAN_TEAMS) < Math.abs(a.teams - HUMAN_PLAN_TEAMS) - 1e-9 ? b : a,
    );
}

export const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

/**
 * The variant's cross-validated figures (pooled over REPEATS fold assignments): one line per global
 * threshold, and with per-team thresholds, the shifts are chosen on four folds' out-of-fold
 * probabilities and scored on the fifth, so the figure does not flatter the choice.
 */
export function crossValidate(examples: Example[], variant: Variant, print: boolean) {
  const { items, ...logits } = outOfFold(examples, variant);
  const none = new Map<string, number>();
  const curve = THRESHOLDS.map((threshold) => ({ threshold, ...measure(items, logits, threshold, none) }));
  const best = chooseThreshold(curve);
  let result: Score & { threshold: number; perTeam?: Score } = best;
  if (variant.perTeam) {
    let must = 0;
    let hit = 0;
    let unwantedCount = 0;
    for (let repeat = 0; repeat < REPEATS; repeat++)
      for (let k = 0; k < FOLDS; k++) {
        const own = items.filter((e) => e.repeat === repeat);
        const shifts = chooseShifts(
          own.filter((e) => e.fold !== k),
          logits,
          best.threshold,
        );
        const m = measure(
          own.filter((e) => e.fold === k),
          logits,
          best.threshold,
          shifts,
        );
        must += m.must;
        hit += m.hit;
        unwantedCount += m.unwantedCount;
      }
    result = { ...best, perTeam: { agreement: hit / must, unwanted: unwantedCount / items.length } };
  }
  // The first labelled set's ideas alone (the held-out split's style), beside the whole set.
  const firstItems = items.filter((e) => e.first);
  const first = firstItems.length > 0 ? measure(firstItems, logits, best.threshold, none) : undefined;
  if (print && first)
    console.log(
      `  first set's training ideas at ${best.threshold}: agreement ${pct(first.agreement)}, unwanted ${pct(first.unwanted)} per idea`,
    );
  if (print)
    for (const point of curve)
      console.log(
        `  threshold ${point.threshold}: cross-validated agreement ${pct(point.agreement)}, unwanted ${pct(point.unwanted)} per idea, ${point.teams.toFixed(2)} teams per idea`,
      );
  return { result: { ...result, first }, items, logits };
}
