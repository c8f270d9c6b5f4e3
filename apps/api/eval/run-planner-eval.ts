// `npm run eval:planner`: runs the offline planner over the labelled ideas and prints the measures
// (agreement, unwanted teams, name failures, repeated sentences, the language of non-English plans).
// `--verbose` also lists every initiative's name and teams.
import { evaluate, formatReport, loadEvalSet } from "../src/planner/planner-eval";

const summary = evaluate(loadEvalSet());
console.log(formatReport(summary, process.argv.includes("--verbose")));
