// Each rule of boundaries.json fires on a sample: the real rule file is checked against small
// fixture graphs, one forbidden import each, and a clean graph passes.
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { test } from "node:test";
import { buildGraph } from "./graph.mjs";
import { check, globToRegExp, mermaid, moduleEdges, moduleOf } from "./rules.mjs";

const rules = JSON.parse(readFileSync(new URL("../../boundaries.json", import.meta.url), "utf8"));
const project = (name) => ({ ...rules.projects.find((p) => p.name === name), allowed: allowedOf(name) });
// The sample graphs test the rules, not today's exceptions, except those that describe tests.
const allowedOf = (name) =>
  rules.projects.find((p) => p.name === name).allowed.filter((a) => a.fromFile?.includes("test"));

/** Writes files ({ path: text }) into a fresh folder and builds its graph like the real check. */
function graphOf(files, aliases = {}) {
  const root = mkdtempSync(join(tmpdir(), "boundaries-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return buildGraph({ root, aliases });
}

const web = (files) => check(graphOf(files, { "@/": "." }), project("web"));
const api = (files) => check(graphOf(files), project("api"));
const messages = (violations) => violations.map((v) => `${v.from} → ${v.toModule}: ${v.message}`);

const webBase = {
  "main.tsx": 'import { router } from "./app/router";\nimport "./styles.css";\nrouter;\n',
  "styles.css": "",
  "app/router.tsx": 'import { Board } from "@/features/planning/board";\nexport const router = Board;\n',
  "features/planning/board.tsx":
    'import { Button } from "@/components/ui/button";\nimport { cn } from "../../lib/cn";\nexport const Board = () => <Button className={cn()}>Don\'t</Button>;\n',
  "features/planning/board.test.tsx":
    'import { render } from "@/test/render";\nimport { Board } from "./board";\nrender(Board);\n',
  "features/auth/login.tsx":
    'import type { User } from "@/lib/user";\nexport const login = (u: User) => u;\n',
  "components/ui/button.tsx": 'import { cn } from "@/lib/cn";\nexport const Button = () => cn();\n',
  "hooks/use-title.ts":
    'import { cn } from "@/lib/cn";\nimport { Button } from "@/components/ui/button";\nexport { cn, Button };\n',
  "lib/cn.ts": "export const cn = () => '';\n",
  "lib/user.ts": "export type User = { id: string };\n",
  "test/render.tsx":
    'import { router } from "@/app/router";\nexport const render = (x: unknown) => [x, router];\n',
};

test("a clean web graph passes, type-only and relative imports included", () => {
  assert.deepEqual(messages(web(webBase)), []);
});

test("web: a feature importing another feature fails, by alias and by relative path", () => {
  for (const spec of ["@/features/auth/login", "../auth/login"]) {
    const v = web({ ...webBase, "features/planning/x.ts": `import { login } from "${spec}";\nlogin;\n` });
    assert.equal(v.length, 1, spec);
    assert.equal(v[0].toModule, "features/auth");
    assert.match(v[0].message, /a feature imports only itself/);
  }
});

test("web: a dynamic import() and a type-only import count like static ones", () => {
  const v = web({
    ...webBase,
    "features/planning/y.ts": 'export const y = () => import("../auth/login");\n',
    "features/planning/z.ts":
      'import type { login } from "@/features/auth/login";\nexport type Z = typeof login;\n',
  });
  assert.deepEqual(v.map((x) => x.from).sort(), ["features/planning/y.ts", "features/planning/z.ts"]);
});

test("web: a feature importing the app fails (back arrow)", () => {
  const v = web({
    ...webBase,
    "features/auth/x.ts": 'import { router } from "../../app/router";\nrouter;\n',
  });
  assert.deepEqual(messages(v), [
    "features/auth/x.ts → app: a feature never imports the app: pass what it needs as props or move it to src/lib",
  ]);
});

test("web: lib importing a feature, a component or a hook fails", () => {
  for (const [spec, module] of [
    ["@/features/auth/login", "features/auth"],
    ["../components/ui/button", "components"],
    ["@/hooks/use-title", "hooks"],
  ]) {
    const v = web({ ...webBase, "lib/x.ts": `import * as x from "${spec}";\nx;\n` });
    assert.equal(v.length, 1, spec);
    assert.equal(v[0].toModule, module);
    assert.match(v[0].message, /src\/lib is the bottom layer/);
  }
});

test("web: a component importing a feature fails", () => {
  const v = web({
    ...webBase,
    "components/x.tsx": 'import { Board } from "@/features/planning/board";\nBoard;\n',
  });
  assert.match(v[0].message, /shared UI never imports a feature/);
});

test("web: production code importing the test kit fails; tests may", () => {
  const v = web({ ...webBase, "features/auth/z.ts": 'import { render } from "@/test/render";\nrender;\n' });
  assert.deepEqual(messages(v), [
    "features/auth/z.ts → test: only tests import the test kit (src/test): move what production code needs to src/lib",
  ]);
});

test("web: a vi.mock of another feature counts as an import", () => {
  const v = web({ ...webBase, "features/planning/w.test.ts": 'vi.mock("@/features/auth/login");\n' });
  assert.equal(v[0].toModule, "features/auth");
});

test("a file in no module is reported", () => {
  const v = web({ ...webBase, "stray/x.ts": "export {};\n" });
  assert.match(v[0].message, /belongs to no module/);
});

const apiBase = {
  "server.ts": 'import { compose } from "./compose";\nimport { config } from "./config";\ncompose(config);\n',
  "compose.ts":
    'import { routes } from "./modules/tasks/routes";\nimport { mcp } from "./mcp/route";\nexport const compose = (c: unknown) => [c, routes, mcp];\n',
  "config.ts": "export const config = {};\n",
  "mcp/route.ts": 'import { list } from "../modules/tasks/service";\nexport const mcp = list;\n',
  "modules/tasks/routes.ts":
    'import { list } from "./service";\nimport { route } from "../../http/route";\nexport const routes = route(list);\n',
  "modules/tasks/service.ts":
    'import { enqueue } from "../../jobs/queue";\nimport { plans } from "../planning/queries";\nimport { graph } from "../../planner/graph";\nexport const list = () => [enqueue, plans, graph];\n',
  "modules/tasks/queries.ts": 'import { db } from "../../db/client";\nexport const rows = db;\n',
  "modules/planning/queries.ts": 'import { db } from "../../db/client";\nexport const plans = db;\n',
  "http/route.ts":
    'import { verify } from "../auth/verify";\nexport const route = (x: unknown) => [x, verify];\n',
  "auth/verify.ts": 'import { config } from "../config";\nexport const verify = config;\n',
  "jobs/queue.ts": 'import { db } from "../db/client";\nexport const enqueue = db;\n',
  "planner/graph.ts": "export const graph = {};\n",
  "db/client.ts": 'import { config } from "../config";\nexport const db = config;\n',
};

test("a clean API graph passes", () => {
  assert.deepEqual(messages(api(apiBase)), []);
});

test("api: http, jobs, planner or auth importing a module fails (back arrow)", () => {
  for (const from of ["http/context.ts", "jobs/job.ts", "planner/x.ts", "auth/routes.ts"]) {
    const v = api({ ...apiBase, [from]: 'import { list } from "../modules/tasks/service";\nlist;\n' });
    assert.equal(v.length, 1, from);
    assert.match(v[0].message, /sit below the modules/);
  }
});

test("api: a module importing compose or the MCP adapter fails", () => {
  const v = api({
    ...apiBase,
    "modules/planning/x.ts":
      'import { compose } from "../../compose";\nimport { mcp } from "../../mcp/route";\n[compose, mcp];\n',
  });
  assert.deepEqual(
    v.map((x) => x.toModule),
    ["compose", "mcp"],
  );
});

test("api: compose importing server fails", () => {
  const v = api({ ...apiBase, "compose.ts": `${apiBase["compose.ts"]}import "./server";\n` });
  assert.equal(v[0].toModule, "server");
});

test("api: two modules importing each other fail (a cycle); one direction passes", () => {
  const v = api({
    ...apiBase,
    "modules/planning/service.ts": 'import { rows } from "../tasks/queries";\nrows;\n',
  });
  assert.deepEqual(messages(v).sort(), [
    "modules/planning/service.ts → modules/tasks: closes a cycle: 'modules/tasks' imports 'modules/planning' back",
    "modules/tasks/service.ts → modules/planning: closes a cycle: 'modules/planning' imports 'modules/tasks' back",
  ]);
});

test("api: auth importing http closes a cycle in the platform layer", () => {
  const v = api({ ...apiBase, "auth/routes.ts": 'import { route } from "../http/route";\nroute;\n' });
  assert.equal(v[0].from, "auth/routes.ts");
  assert.match(v[0].message, /closes a cycle/);
});

test("api: a queries file importing jobs fails; a service may", () => {
  const v = api({
    ...apiBase,
    "modules/tasks/queries.ts": 'import { enqueue } from "../../jobs/queue";\nenqueue;\n',
  });
  assert.deepEqual(messages(v), [
    "modules/tasks/queries.ts → jobs: query files read and write rows; services enqueue jobs",
  ]);
});

test("db importing anything above fails", () => {
  const v = api({ ...apiBase, "db/x.ts": 'import { graph } from "../planner/graph";\ngraph;\n' });
  assert.match(v[0].message, /db and config import nothing above them/);
});

test("globs: * is one segment, ** any depth, braces alternatives; $1 names the module", () => {
  assert.ok(globToRegExp("features/*/**").test("features/a/b/c.ts"));
  assert.ok(!globToRegExp("features/*/**").test("features.ts"));
  assert.ok(globToRegExp("**/*.test.{ts,tsx}").test("a/b/c.test.tsx"));
  assert.ok(globToRegExp("**/*.test.{ts,tsx}").test("c.test.ts"));
  assert.ok(!globToRegExp("**/*.test.{ts,tsx}").test("c.ts"));
  assert.equal(moduleOf("features/auth/lib/x.ts", [["features/*/**", "features/$1"]]), "features/auth");
});

test("the graph leaves test files out and marks excused edges as exceptions", () => {
  const graph = graphOf(
    { ...webBase, "lib/x.ts": 'import { Button } from "@/components/ui/button";\nButton;\n' },
    { "@/": "." },
  );
  const withException = {
    ...project("web"),
    allowed: [...allowedOf("web"), { fromFile: "lib/x.ts", toModule: "components" }],
  };
  assert.deepEqual(check(graph, withException), []);
  const edges = moduleEdges(graph, withException, { production: true });
  assert.ok(!edges.some((e) => e.to === "test"), "a test's import of the test kit is not drawn");
  assert.deepEqual(
    edges.find((e) => e.from === "lib" && e.to === "components"),
    {
      from: "lib",
      to: "components",
      count: 1,
      exception: true,
    },
  );
  assert.match(mermaid(graph, withException), /web_lib -\. 1 exception \.-> web_components/);
  assert.match(mermaid(graph, withException), /web_app -->\|1\| web_features_planning/);
});
