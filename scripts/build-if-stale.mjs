// Builds the web app and the API server when their output is missing or older than anything it is built
// from. `npm start` and the Chromium tests use it; a fresh clone (CI) has no output, so it always builds.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (["node_modules", "dist", "test"].includes(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

function needsBuild(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((source) => existsSync(source) && newestMtime(source) > built);
}

// Sources: the package's own files (its configs included, not its dist), the contract and the lockfile.
const shared = [join(root, "packages/contract"), join(root, "package-lock.json")];
const targets = [
  {
    name: "web",
    output: join(root, "apps/web/dist/index.html"),
    sources: [join(root, "apps/web"), ...shared],
  },
  {
    name: "api",
    output: join(root, "apps/api/dist/server.js"),
    sources: [join(root, "apps/api"), ...shared],
  },
];

/** The names of the builds ("web", "api") that are missing or older than their sources. */
export function staleBuilds() {
  return targets.filter((t) => needsBuild(t.output, t.sources)).map((t) => t.name);
}

export function buildWhatIsStale() {
  const stale = staleBuilds();
  if (stale.length === 0) console.log("The web and API builds are newer than their sources: not rebuilt.");
  for (const name of stale) {
    console.log(`Building ${name}…`);
    execSync(`npm run build -w apps/${name}`, { cwd: root, stdio: "inherit" });
  }
}
