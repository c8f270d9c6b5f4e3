// `npm run eval:planner`: runs the offline planner over the labelled ideas and prints the measures
// on the held-out split beside the training split (and issue 17's legacy set), per language too.
// `--verbose` also lists every initiative's name, teams and the top cues behind each team.
import { formatReport } from "../src/planner/eval/eval-report";
import { loadLabelledIdeas } from "../src/planner/eval/eval-set";
import { evaluate, loadLegacyIdeas } from "../src/planner/eval/planner-eval";

const summary = evaluate([...loadLabelledIdeas(), ...loadLegacyIdeas()]);
console.log(formatReport(summary, process.argv.includes("--verbose")));
