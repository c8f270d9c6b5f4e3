// `npm run samples:planner`: writes docs/planner-samples.md, the offline planner's sample plans
// (apps/api/src/planner/eval/planner-samples.ts); `-- --check` only says whether the page is current.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { SAMPLES_PAGE_URL, samplesPage } from "../src/planner/eval/planner-samples";

const page = samplesPage();
const path = fileURLToPath(SAMPLES_PAGE_URL);
if (process.argv.includes("--check")) {
  const current = readFileSync(path, "utf8") === page;
  console.log(current ? `${path} is current` : `${path} is out of date: run npm run samples:planner`);
  process.exit(current ? 0 : 1);
}
writeFileSync(path, page);
console.log(`wrote ${path}`);
