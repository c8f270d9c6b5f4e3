// Bundles the API into dist/server.js, and the document-reading worker into dist/extract-worker.js (the
// server starts it from beside itself: apps/api/src/modules/documents/extract-runner.ts). The workspace contract (TypeScript source) is bundled in;
// npm dependencies stay external and load from node_modules.
import { readFileSync } from "node:fs";
import { build } from "esbuild";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith("@initiative-planner/"));

await build({
  entryPoints: {
    server: new URL("./src/server.ts", import.meta.url).pathname,
    "extract-worker": new URL("./src/modules/documents/extract-worker.ts", import.meta.url).pathname,
  },
  outdir: new URL("./dist", import.meta.url).pathname,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: "warning",
});
console.log("api: built dist/server.js and dist/extract-worker.js");
