/**
 * Inputs at the documented limits that made regular expressions backtrack for seconds (issue 12,
 * finding 5). The fuzz run sends them to every route; event-loop.test.ts measures the delay.
 */
import { loadLabelledIdeas } from "../src/planner/eval/eval-set";

const IDEA_MAX = 20_000;
const PLAN_MAX = 200_000;

const fill = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

/** Ideas of 20,000 characters. */
export const WORST_IDEAS: Record<string, string> = {
  "ordinary (baseline)": "Launch a customer onboarding programme for our new analytics product.",
  commas: `a${",".repeat(IDEA_MAX - 2)}b`,
  dots: `a${".".repeat(IDEA_MAX - 2)}b`,
  "white space": `a${" ".repeat(IDEA_MAX - 2)}b`,
  punctuation: `a${fill(", . ; : ! ?", IDEA_MAX - 2)}b`,
  "one long word": `${"a".repeat(IDEA_MAX - 1)}!`,
  "dotted numbers": `${fill("1.", IDEA_MAX - 1)}x`,
  "e-mail lookalike": `${fill("a.", IDEA_MAX - 1)}@`,
  "link brackets": fill("[](", IDEA_MAX),
  "open tag": `<${" ".repeat(IDEA_MAX - 2)}x`,
  "snake case": `${fill("a_", IDEA_MAX - 1)}!`,
};

/**
 * A long idea of real prose: the second set's training ideas (never held out) joined up to the
 * limit, as when someone pastes a brief. Nothing backtracks on it; it is long work for every step
 * that reads words (decision 203).
 */
export const PASTED_IDEA = loadLabelledIdeas()
  .filter((idea) => !idea.first && idea.split === "training")
  .map((idea) => idea.idea)
  .join("\n\n")
  .slice(0, IDEA_MAX);

/** Snippets (and documents) of 200,000 characters of white space and punctuation. */
export const WORST_SNIPPETS: Record<string, string> = {
  "white space": `x${" ".repeat(PLAN_MAX - 2)}x`,
  "trailing white space": `x${" ".repeat(PLAN_MAX - 1)}`,
  "commas and spaces": `a${fill(", ", PLAN_MAX - 1)}`,
  punctuation: fill(". , ; : ", PLAN_MAX),
  "list markers": fill("- ", PLAN_MAX),
  "short words": fill("a ", PLAN_MAX),
  "one-character lines": fill("-\n", PLAN_MAX),
};
