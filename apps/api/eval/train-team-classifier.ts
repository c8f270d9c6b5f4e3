// `npm run train:planner`: trains the offline planner's team classifier on the TRAINING split of
// apps/api/eval/ideas and apps/api/eval/more-ideas (never the held-out one) and writes
// apps/api/src/planner/offline/team-model.json. One L2-regularised logistic regression per team,
// fitted by coordinate descent (Newton steps) from zero weights, so the same data always gives the
// same file.
// Every choice (features, regularisation, weighting, thresholds) is made by 5-fold cross-validation
// inside the training ideas: `npm run train:planner -- --sweep` prints the table of the variants
// tried (decision 179) and writes nothing; without it, the chosen variant's table is printed and
// the model written.
import { writeFileSync } from "node:fs";
import { TEAM_IDS, type TeamId } from "@initiative-planner/contract";
import { loadLabelledIdeas, splitHash } from "../src/planner/eval/eval-set";
import { featuresOf, ideaWords } from "../src/planner/offline/team-features";
import {
  byScore,
  chooseTeams,
  type TeamCall,
  type TeamModel,
  teamCall,
} from "../src/planner/offline/team-model";

interface Variant {
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
}

/** Decision 179's variant. */
const D179: Variant = {
  name: "decision 179",
  kinds: "wpcg",
  grams: [4],
  epochs: 30,
  l2: 1,
  gramL2: 3,
  conceptL2: 1,
  neutral: 0.05,
  positive: 1,
  minIdeas: 2,
  keep: 0.03,
  perTeam: false,
  penalty: 0,
  oddKinds: "wpcgk",
};
/** The shipped variant (decision 186): decision 179's, with the concepts, held less tightly. */
const CHOSEN: Variant = {
  ...D179,
  name: "chosen",
  kinds: "wpcgk",
  conceptL2: 0.3,
  penalty: 2,
  oddKinds: "wck",
};
/** The model before decision 179: stems, pairs and cues, one threshold. */
const BEFORE: Variant = { ...D179, name: "before", kinds: "wpc", grams: [], gramL2: 1, neutral: 0.3 };

/** The largest move of one weight in one Newton step (logistic steps can overshoot). */
const MAX_STEP = 2;
const TEAMS = TEAM_IDS.filter((id) => id !== "product_management");
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

interface Example {
  id: string;
  features: string[];
  must: Set<string>;
  mustNot: string[];
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
function trainModel(examples: Example[], variant: Variant, threshold: number): TeamModel {
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
    const weight = Float64Array.from(examples, (e) =>
      target === "odd"
        ? 1
        : e.must.has(team)
          ? variant.positive
          : e.mustNot.includes(team)
            ? 1
            : variant.neutral,
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
const merit = (s: Score) => s.agreement - 2 * s.unwanted;

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
type OutOfFold = { logits: IdeaLogits; penalty: number };

function chooseShifts(items: Item[], logits: OutOfFold, threshold: number) {
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

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

/**
 * The variant's cross-validated figures (pooled over REPEATS fold assignments): one line per global
 * threshold, and with per-team thresholds, the shifts are chosen on four folds' out-of-fold
 * probabilities and scored on the fifth, so the figure does not flatter the choice.
 */
function crossValidate(examples: Example[], variant: Variant, print: boolean) {
  const { items, ...logits } = outOfFold(examples, variant);
  const none = new Map<string, number>();
  const curve = THRESHOLDS.map((threshold) => ({ threshold, ...measure(items, logits, threshold, none) }));
  // Among the thresholds within MERIT_BAND of the best merit (the noise of the pooled folds), the
  // one whose plans are the size a person's are (HUMAN_PLAN_TEAMS): neutral teams cost nothing in the
  // measures, but a plan full of them costs its readers (decision 186).
  const top = Math.max(...curve.map(merit));
  const best = curve
    .filter((point) => merit(point) >= top - MERIT_BAND)
    .reduce((a, b) =>
      Math.abs(b.teams - HUMAN_PLAN_TEAMS) < Math.abs(a.teams - HUMAN_PLAN_TEAMS) - 1e-9 ? b : a,
    );
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
  if (print)
    for (const point of curve)
      console.log(
        `  threshold ${point.threshold}: cross-validated agreement ${pct(point.agreement)}, unwanted ${pct(point.unwanted)} per idea, ${point.teams.toFixed(2)} teams per idea`,
      );
  return { result, items, logits };
}

const training: Example[] = loadLabelledIdeas()
  .filter((idea) => idea.split === "training")
  .map((idea) => ({
    id: idea.id,
    features: featuresOf(ideaWords(idea.idea), idea.language),
    must: new Set(idea.must),
    mustNot: idea.mustNot,
  }));

function row(variant: Variant) {
  const started = performance.now();
  const { result } = crossValidate(training, variant, false);
  const size = JSON.stringify(trainModel(training, variant, 0.5)).length;
  const perTeam = result.perTeam
    ? ` | per-team ${pct(result.perTeam.agreement)} / ${pct(result.perTeam.unwanted)} (merit ${pct(merit(result.perTeam))})`
    : "";
  console.log(
    `${variant.name.padEnd(28)} t=${result.threshold} agreement ${pct(result.agreement)} unwanted ${pct(result.unwanted)} merit ${pct(merit(result))}${perTeam}  ${(size / 1024).toFixed(0)} KiB  ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}

if (process.argv.includes("--sweep")) {
  // Variants of the chosen one, each differing in one or two settings (decision 179's table).
  const only = process.env.VARIANTS?.split(",");
  // A: decision 179's features (4-grams) before the weighting was tuned.
  const A: Variant = { ...D179, name: "A wpcg4", gramL2: 1, neutral: 0.3 };
  const variants: Variant[] = [
    BEFORE,
    { ...BEFORE, name: "wpc neutral=0.1", neutral: 0.1 },
    A,
    ...[0.05, 0.1, 0.2].flatMap((neutral) =>
      [1, 3].map((gramL2) => ({ ...A, name: `A neutral=${neutral} gl2=${gramL2}`, neutral, gramL2 })),
    ),
    { ...A, name: "A neutral=0.1 gl2=3 l2=0.5", neutral: 0.1, gramL2: 3, l2: 0.5 },
    { ...A, name: "A neutral=0.1 gl2=3 min=3", neutral: 0.1, gramL2: 3, minIdeas: 3 },
    { ...A, name: "A neutral=0.1 gl2=3 no pairs", neutral: 0.1, gramL2: 3, kinds: "wcg" },
    { ...A, name: "g345 neutral=0.1 gl2=3", grams: [3, 4, 5], neutral: 0.1, gramL2: 3 },
    { ...A, name: "g345 neutral=0.1 gl2=10", grams: [3, 4, 5], neutral: 0.1, gramL2: 10 },
    { ...A, name: "A neutral=0.02 gl2=3", neutral: 0.02, gramL2: 3 },
    { ...A, name: "A neutral=0.05 gl2=5", neutral: 0.05, gramL2: 5 },
    { ...A, name: "A neutral=0.05 gl2=3 no pairs", neutral: 0.05, gramL2: 3, kinds: "wcg" },
    { ...A, name: "A neutral=0.05 gl2=3 per-team", neutral: 0.05, gramL2: 3, perTeam: true },
    // Decision 186: the concept lexicon (knowledge/concepts.json), and how tightly it is held.
    D179,
    ...[1, 0.5, 0.3, 0.1].map((conceptL2) => ({
      ...D179,
      name: `+ concepts kl2=${conceptL2}`,
      kinds: "wpcgk",
      conceptL2,
    })),
    { ...CHOSEN, name: "+ concepts kl2=0.3 no pairs", kinds: "wcgk" },
    { ...CHOSEN, name: "+ concepts kl2=0.3 no cues", kinds: "wpgk" },
    // … and the second model, for teams that would be odd, at several penalties.
    ...[0, 1, 2, 3, 4].map((penalty) => ({
      ...CHOSEN,
      name: `+ concepts kl2=0.3 penalty=${penalty}`,
      penalty,
    })),
    ...["wck", "wcgk", "wpck"].map((oddKinds) => ({
      ...CHOSEN,
      name: `+ concepts penalty=2 odd=${oddKinds}`,
      oddKinds,
    })),
  ];
  for (const variant of variants) if (!only || only.includes(variant.name)) row(variant);
} else {
  console.log(`${CHOSEN.name}: ${JSON.stringify(CHOSEN)}`);
  const { result, items, logits } = crossValidate(training, CHOSEN, true);
  const model = trainModel(training, CHOSEN, result.threshold);
  const teams = model.teams;
  if (CHOSEN.perTeam) {
    // The shipped shifts are chosen on all the training ideas' out-of-fold probabilities.
    const shifts = chooseShifts(items, logits, result.threshold);
    for (const [team, shift] of shifts) teams[team as TeamId]!.bias += shift;
    console.log(`per-team shifts: ${[...shifts].map(([t, s]) => `${t} ${s}`).join(", ")}`);
    console.log(
      `per-team thresholds (chosen on 4 folds, scored on the 5th): agreement ${pct(result.perTeam!.agreement)}, unwanted ${pct(result.perTeam!.unwanted)} per idea`,
    );
  }
  const out = new URL("../src/planner/offline/team-model.json", import.meta.url);
  // Two-space indentation: the form biome keeps, so a retrain diffs only where weights change.
  writeFileSync(out, `${JSON.stringify(model, null, 2)}\n`);
  const size = JSON.stringify(model).length;
  console.log(
    `threshold ${result.threshold}; ${training.length} training ideas; wrote ${out.pathname} (${(size / 1024).toFixed(0)} KiB)`,
  );
}
