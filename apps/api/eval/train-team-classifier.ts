// `npm run train:planner`: trains the offline planner's team classifier on the TRAINING split of
// apps/api/eval/ideas and apps/api/eval/more-ideas (never the held-out one) and writes
// apps/api/src/planner/offline/team-model.json. One L2-regularised logistic regression per team,
// fitted by coordinate descent (Newton steps) from zero weights, so the same data always gives the
// same file (team-fit.ts).
// Every choice (features, regularisation, weighting, thresholds) is made by 5-fold cross-validation
// inside the training ideas (team-cross-validation.ts); this file holds the variants tried and the
// main flow: `npm run train:planner -- --sweep` prints the table of the variants tried (decision
// 179) and writes nothing; without it, the chosen variant's table is printed and the model written.
import { writeFileSync } from "node:fs";
import type { TeamId } from "@initiative-planner/contract";
import { loadLabelledIdeas } from "../src/planner/eval/eval-set";
import { featuresOf, ideaWords } from "../src/planner/offline/team-features";
import { chooseShifts, crossValidate, merit, pct } from "./team-cross-validation";
import { type Example, trainModel, type Variant } from "./team-fit";

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

const training: Example[] = loadLabelledIdeas()
  .filter((idea) => idea.split === "training")
  .map((idea) => ({
    id: idea.id,
    features: featuresOf(ideaWords(idea.idea), idea.language),
    must: new Set(idea.must),
    mustNot: idea.mustNot,
    first: idea.first,
  }));

function row(variant: Variant) {
  const started = performance.now();
  const { result } = crossValidate(training, variant, false);
  const size = JSON.stringify(trainModel(training, variant, 0.5)).length;
  const perTeam = result.perTeam
    ? ` | per-team ${pct(result.perTeam.agreement)} / ${pct(result.perTeam.unwanted)} (merit ${pct(merit(result.perTeam))})`
    : "";
  const first = result.first
    ? ` | first set ${pct(result.first.agreement)} / ${pct(result.first.unwanted)} (merit ${pct(merit(result.first))})`
    : "";
  console.log(
    `${variant.name.padEnd(28)} t=${result.threshold} agreement ${pct(result.agreement)} unwanted ${pct(result.unwanted)} merit ${pct(merit(result))}${perTeam}${first}  ${(size / 1024).toFixed(0)} KiB  ${((performance.now() - started) / 1000).toFixed(0)} s`,
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
    // Decision 189: the first labelled set's ideas (the held-out split's style) counted more.
    ...[1, 2, 3, 5, 10].map((firstWeight) => ({
      ...CHOSEN,
      name: `first weight ${firstWeight}`,
      firstWeight,
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
