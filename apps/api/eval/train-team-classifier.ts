// `npm run train:planner`: trains the offline planner's team classifier on the TRAINING split of
// apps/api/eval/ideas (never the held-out one) and writes apps/api/src/planner/offline/team-model.json.
// One L2-regularised logistic regression per team, full-batch gradient descent from zero weights,
// so the same data always gives the same file. The threshold is chosen by 5-fold cross-validation
// inside the training split.
import { writeFileSync } from "node:fs";
import { TEAM_IDS } from "@initiative-planner/contract";
import { loadLabelledIdeas, splitHash } from "../src/planner/eval/eval-set";
import { featuresOf, ideaWords } from "../src/planner/offline/team-features";
import { chooseTeams, scoreFeatures, type TeamModel } from "../src/planner/offline/team-model";

const EPOCHS = Number(process.env.EPOCHS ?? 300);
const RATE = Number(process.env.RATE ?? 0.2);
const L2 = Number(process.env.L2 ?? 0.2);
/**
 * How much a team that an idea neither calls for nor rules out counts as a "no". Such teams are
 * acceptable in a plan, so they weigh less than a team the idea clearly does not call for.
 */
const NEUTRAL = Number(process.env.NEUTRAL ?? 0.3);
/** A feature joins the model when this many training ideas have it. */
const MIN_IDEAS = 2;
/** Weights smaller than this are dropped from the file: they barely move a probability. */
const KEEP = 0.03;
const TEAMS = TEAM_IDS.filter((id) => id !== "product_management");

interface Example {
  features: string[];
  must: Set<string>;
  mustNot: string[];
}

function train(examples: Example[]): TeamModel["teams"] {
  // Features in a single idea say more about that idea than about its teams (and bloat the file).
  const counts = new Map<string, number>();
  for (const f of examples.flatMap((e) => e.features)) counts.set(f, (counts.get(f) ?? 0) + 1);
  const vocabulary = [...counts]
    .filter(([, n]) => n >= MIN_IDEAS)
    .map(([f]) => f)
    .sort();
  const index = new Map(vocabulary.map((f, i) => [f, i]));
  const teams: TeamModel["teams"] = {};
  const rows = examples.map((e) => e.features.filter((f) => index.has(f)).map((f) => index.get(f)!));
  for (const team of TEAMS) {
    const y = examples.map((e) => (e.must.has(team) ? 1 : 0));
    const weight = examples.map((e) => (e.must.has(team) || e.mustNot.includes(team) ? 1 : NEUTRAL));
    const w = new Float64Array(vocabulary.length);
    let bias = 0;
    for (let epoch = 0; epoch < EPOCHS; epoch++) {
      const grad = new Float64Array(vocabulary.length);
      let gradBias = 0;
      rows.forEach((row, i) => {
        const logit = row.reduce((sum, f) => sum + w[f]!, bias);
        const error = (1 / (1 + Math.exp(-logit)) - y[i]!) * weight[i]!;
        gradBias += error;
        for (const f of row) grad[f]! += error;
      });
      // Summed gradients per weight: a feature seen in three ideas moves as fast as its evidence.
      for (let f = 0; f < w.length; f++) w[f]! -= RATE * (grad[f]! + L2 * w[f]!);
      bias -= (RATE * gradBias) / rows.length;
    }
    const weights: Record<string, number> = {};
    vocabulary.forEach((feature, f) => {
      if (Math.abs(w[f]!) >= KEEP) weights[feature] = Math.round(w[f]! * 1000) / 1000;
    });
    teams[team] = { bias: Math.round(bias * 1000) / 1000, weights };
  }
  return teams;
}

/** Agreement minus unwanted teams per idea, for the cross-validated threshold choice. */
function crossValidate(examples: Array<Example & { id: string }>, thresholds: number[]) {
  const folds = 5;
  const totals = thresholds.map(() => ({ must: 0, hit: 0, unwanted: 0 }));
  for (let k = 0; k < folds; k++) {
    const inFold = (e: { id: string }) => splitHash(`fold:${e.id}`) % folds === k;
    const teams = train(examples.filter((e) => !inFold(e)));
    for (const e of examples.filter(inFold)) {
      const calls = scoreFeatures(e.features, { threshold: 0.5, teams });
      thresholds.forEach((t, i) => {
        const chosen = new Set(chooseTeams(calls, t).map((c) => c.team as string));
        totals[i]!.must += e.must.size;
        totals[i]!.hit += [...e.must].filter((m) => chosen.has(m)).length;
        totals[i]!.unwanted += e.mustNot.filter((m) => chosen.has(m)).length;
      });
    }
  }
  return thresholds.map((t, i) => ({
    threshold: t,
    agreement: totals[i]!.hit / totals[i]!.must,
    unwanted: totals[i]!.unwanted / examples.length,
  }));
}

const training = loadLabelledIdeas()
  .filter((idea) => idea.split === "training")
  .map((idea) => ({
    id: idea.id,
    features: featuresOf(ideaWords(idea.idea), idea.language),
    must: new Set(idea.must),
    mustNot: idea.mustNot,
  }));
// Cross-validation scores the training ideas, five folds by id hash.
const curve = crossValidate(training, [0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.5]);
for (const point of curve)
  console.log(
    `threshold ${point.threshold}: cross-validated agreement ${(point.agreement * 100).toFixed(1)} %, unwanted ${(point.unwanted * 100).toFixed(1)} % per idea`,
  );
const best = curve.reduce((a, b) => (b.agreement - 2 * b.unwanted > a.agreement - 2 * a.unwanted ? b : a));
const model: TeamModel = { threshold: best.threshold, teams: train(training) };
const out = new URL("../src/planner/offline/team-model.json", import.meta.url);
// Two-space indentation: the form biome keeps, so a retrain diffs only where weights change.
writeFileSync(out, `${JSON.stringify(model, null, 2)}\n`);
const size = JSON.stringify(model).length;
console.log(
  `threshold ${best.threshold}; ${training.length} training ideas; wrote ${out.pathname} (${(size / 1024).toFixed(0)} KiB)`,
);
