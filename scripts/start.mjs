// `npm start`: builds what is not built yet (or is older than its sources), then runs the server.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist") continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function needsBuild(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((source) => existsSync(source) && newestMtime(source) > built);
}

const contract = join(root, "packages/contract/src");
const targets = [
  {
    name: "web",
    output: join(root, "apps/web/dist/index.html"),
    sources: [join(root, "apps/web/src"), join(root, "apps/web/public"), contract],
  },
  {
    name: "api",
    output: join(root, "apps/api/dist/server.js"),
    sources: [join(root, "apps/api/src"), contract],
  },
];
for (const target of targets) {
  if (needsBuild(target.output, target.sources)) {
    console.log(`Building ${target.name}…`);
    execSync(`npm run build -w apps/${target.name}`, { cwd: root, stdio: "inherit" });
  }
}

process.chdir(root);
await import(join(root, "apps/api/dist/server.js"));
