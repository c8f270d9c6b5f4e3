// `node scripts/check-boundaries.mjs`: checks apps/api/src and apps/web/src against boundaries.json
// (decision 130) and exits 1 listing each import that breaks a rule.
// `--graph` prints the module-level import graph of each project as Mermaid instead;
// `--graph=<file.md>` writes it to that file.
import { writeFileSync } from "node:fs";
import { graphMarkdown, loadProjects, runCheck } from "./boundaries/run.mjs";

const repo = new URL("..", import.meta.url).pathname;
const projects = loadProjects(repo);
const graphArg = process.argv.find((a) => a.startsWith("--graph"));
if (graphArg) {
  const markdown = graphMarkdown(projects);
  const out = graphArg.split("=")[1];
  if (out) writeFileSync(out, markdown);
  else process.stdout.write(markdown);
} else {
  const { violations, summary } = runCheck(projects);
  for (const v of violations) console.error(v);
  console.log(summary);
  if (violations.length > 0) process.exit(1);
}
