// The fit behind `npm run train:planner`: one L2-regularised logistic regression per team, fitted by
// coordinate descent (Newton steps) from zero weights, for whether an idea calls for the team and,
// with a penalty, whether the team would be odd there.
import { TEAM_IDS } from "@initiative-planner/contract";
import type { TeamModel } from "../src/planner/offline/team-model";

/** A variant of the classifier: its features, regularisation and weighting (decisions 179, 186). */
export interface Variant {
  name: string;
  /** Feature kinds used: w (stems), p (stem pairs), g (character n-grams), c (cue lists), k (concepts). */
  kinds: string;
  /** Character n-gram sizes used (of GRAM_SIZES). */
  grams: number[];
  epochs: number;
  l2: number;
  /**
   * How much a team that an idea neither calls for nor rules out counts as a "no". Such teams are
   * acceptable in a plan, so they weigh less than a team the idea clearly does not call for.
   */
  neutral: number;
  /** The n-grams' L2 strength relative to the other features' (many n-grams share one word). */
  gramL2: number;
  /** The concepts' L2 strength relative to the other features' (decision 186). */
  conceptL2: number;
  /** How much an idea that calls for the team counts (class weight of the "yes"). */
  positive: number;
  /** A feature joins the model when this many training ideas have it. */
  minIdeas: number;
  /** Weights smaller than this are dropped from the file: they barely move a probability. */
  keep: number;
  /** Per-team thresholds (as bias shifts), chosen on the cross-validated probabilities. */
  perTeam: boolean;
  /**
   * With a second model per team for "the team would be odd here" (the mustNot labels), how much of
   * its probability is taken off (decision 186); 0 = no second model.
   */
  penalty: number;
  /** The second model's feature kinds (it needs fewer: decision 186). */
  oddKinds: string;
  /** How much an idea of the first labelled set counts against the later batches' (decision 189; 1 = the same). */
  firstWeight?: number;
}

/** The largest move of one weight in one Newton step (logistic steps can overshoot). */
const MAX_STEP = 2;
export const TEAMS = TEAM_IDS.filter((id) => id !== "product_management");

export interface Example {
  id: string;
  features: string[];
  must: Set<string>;
  mustNot: string[];
  /** Of the first labelled set (apps/api/eval/ideas), whose style the held-out split shares. */
  first?: boolean;
}

function usesFeature(variant: Variant, feature: string): boolean {
  const kind = feature[0]!;
  if (!variant.kinds.includes(kind)) return false;
  // "g:" and the n-gram itself.
  return kind !== "g" || variant.grams.includes(feature.length - 2);
}

/** What one logistic regression per team learns: whether an idea calls for it, or whether it is odd there. */
type Target = "calls" | "odd";

/** Both models of a variant (the second only with a penalty), as the planner's file holds them. */
export function trainModel(examples: Example[], variant: Variant, threshold: number): TeamModel {
  const model: TeamModel = { threshold, teams: train(examples, variant, "calls"), penalty: 0 };
  if (variant.penalty > 0) {
    model.unwanted = train(examples, { ...variant, kinds: variant.oddKinds }, "odd");
    model.penalty = variant.penalty;
  }
  return model;
}

function train(examples: Example[], variant: Variant, target: Target): TeamModel["teams"] {
  // Features in a single idea say more about that idea than about its teams (and bloat the file).
  const counts = new Map<string, number>();
  for (const e of examples)
    for (const f of e.features) if (usesFeature(variant, f)) counts.set(f, (counts.get(f) ?? 0) + 1);
  const vocabulary = [...counts]
    .filter(([, n]) => n >= variant.minIdeas)
    .map(([f]) => f)
    .sort();
  const index = new Map(vocabulary.map((f, i) => [f, i]));
  // Column form: the ideas each feature occurs in.
  const columns: number[][] = vocabulary.map(() => []);
  examples.forEach((e, i) => {
    for (const f of e.features) if (index.has(f)) columns[index.get(f)!]!.push(i);
  });
  const columnIdeas = columns.map((c) => Int32Array.from(c));
  const relative = (f: string) =>
    f.startsWith("g:") ? variant.gramL2 : f.startsWith("k:") ? variant.conceptL2 : 1;
  const l2Of = vocabulary.map((f) => variant.l2 * relative(f));
  const teams: TeamModel["teams"] = {};
  for (const team of TEAMS) {
    const y = Float64Array.from(examples, (e) =>
      (target === "calls" ? e.must.has(team) : e.mustNot.includes(team)) ? 1 : 0,
    );
    // Odd or not, every idea says as much about the second model's question.
    const weight = Float64Array.from(
      examples,
      (e) =>
        (e.first ? (variant.firstWeight ?? 1) : 1) *
        (target === "odd"
          ? 1
          : e.must.has(team)
            ? variant.positive
            : e.mustNot.includes(team)
              ? 1
              : variant.neutral),
    );
    const w = new Float64Array(vocabulary.length);
    // Each idea's logit, kept up to date as weights move.
    const z = new Float64Array(examples.length);
    let bias = 0;
    // Newton steps one weight at a time (coordinate descent), in vocabulary order: it converges to
    // the regularised optimum, and the same data always gives the same weights.
    const step = (ideas: Int32Array | null, current: number, l2: number) => {
      let g = l2 * current;
      let h = l2 + 1e-9;
      const n = ideas ? ideas.length : examples.length;
      for (let k = 0; k < n; k++) {
        const i = ideas ? ideas[k]! : k;
        const p = 1 / (1 + Math.exp(-z[i]!));
        g += weight[i]! * (p - y[i]!);
        h += weight[i]! * p * (1 - p);
      }
      const d = Math.max(-MAX_STEP, Math.min(MAX_STEP, -g / h));
      for (let k = 0; k < n; k++) z[ideas ? ideas[k]! : k]! += d;
      return current + d;
    };
    for (let epoch = 0; epoch < variant.epochs; epoch++) {
      bias = step(null, bias, 0);
      for (let f = 0; f < w.length; f++) w[f] = step(columnIdeas[f]!, w[f]!, l2Of[f]!);
    }
    const weights: Record<string, number> = {};
    vocabulary.forEach((feature, f) => {
      if (Math.abs(w[f]!) >= variant.keep) weights[feature] = Math.round(w[f]! * 1000) / 1000;
    });
    teams[team] = { bias: Math.round(bias * 1000) / 1000, weights };
  }
  return teams;
}
