// Checks an import graph against a declarative rule set (see boundaries.json at the repo root):
//  - `modules`: [fileGlob, moduleName] pairs, first match wins; `*` in the glob is one path segment
//    and may be reused in the name as $1, $2; `**` is any depth. A file no pair matches is reported.
//  - `layers`: top to bottom. A module imports modules of the layers below it and never above
//    (a "back arrow"); within one layer, other modules only when the layer says `"peers": "allowed"`.
//    The message names the importer's layer (`upMessage`) unless the imported layer has its own
//    (`importedMessage`).
//  - `forbidden`: extra edges that must not exist ({ fromFile | fromModule, toModule | toFile }).
//  - a layer with `"acyclic": true` allows peers but no cycle among them (each edge of a cycle is reported).
//  - `allowed`: named exceptions to the above ({ fromModule | fromFile, toModule | toFile, why }).

export function globToRegExp(glob) {
  let source = "";
  let braces = 0;
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === "*" && glob[i + 1] === "*") {
      // "a/**" matches "a/x/y"; "**/b" matches "b" and "x/b"
      if (glob[i + 2] === "/") {
        source += "(?:.*/)?";
        i += 2;
      } else {
        source += ".*";
        i += 1;
      }
    } else if (c === "*") source += "([^/]+)";
    else if (c === "{") {
      source += "(?:";
      braces++;
    } else if (c === "}" && braces > 0) {
      source += ")";
      braces--;
    } else if (c === "," && braces > 0) source += "|";
    else source += c.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
  }
  return new RegExp(`^${source}$`);
}

const matches = (glob, value) => globToRegExp(glob).test(value);

export function moduleOf(file, modules) {
  for (const [glob, name] of modules) {
    const m = globToRegExp(glob).exec(file);
    if (m) return name.replace(/\$(\d)/g, (_, n) => m[Number(n)]);
  }
  return null;
}

function layerOf(module, layers) {
  return layers.findIndex((layer) => layer.modules.some((glob) => matches(glob, module)));
}

function edgeMatches(rule, edge) {
  if (rule.fromFile && !matches(rule.fromFile, edge.from)) return false;
  if (rule.fromModule && !matches(rule.fromModule, edge.fromModule)) return false;
  if (rule.toFile && !matches(rule.toFile, edge.to)) return false;
  if (rule.toModule && !matches(rule.toModule, edge.toModule)) return false;
  return true;
}

/** Violations of one project's rules: [{ from, line, specifier, fromModule, toModule, message }]. */
export function check(graph, project) {
  const violations = [];
  for (const file of graph.files) {
    if (moduleOf(file, project.modules) === null) {
      violations.push({ from: file, line: 1, message: "belongs to no module: add it to `modules`" });
    }
  }
  const layers = project.layers ?? [];
  const edges = graph.edges.map((raw) => ({
    ...raw,
    fromModule: moduleOf(raw.from, project.modules),
    toModule: moduleOf(raw.to, project.modules),
  }));
  // Cycles are looked for among the imports no `allowed` entry excuses.
  const counted = { files: graph.files, edges: edges.filter((e) => !isAllowed(project, e)) };
  for (const edge of edges) {
    if (edge.fromModule === null || edge.toModule === null || edge.fromModule === edge.toModule) {
      if (edge.fromModule !== null && edge.toModule === null) {
        violations.push({ ...edge, message: `imports '${edge.to}', which belongs to no module` });
      }
      continue;
    }
    if (isAllowed(project, edge)) continue;
    const forbidden = (project.forbidden ?? []).find((rule) => edgeMatches(rule, edge));
    if (forbidden) {
      violations.push({ ...edge, message: forbidden.message });
      continue;
    }
    const from = layerOf(edge.fromModule, layers);
    const to = layerOf(edge.toModule, layers);
    if (from === -1 || to === -1) {
      const missing = from === -1 ? edge.fromModule : edge.toModule;
      violations.push({ ...edge, message: `module '${missing}' is in no layer: add it to \`layers\`` });
    } else if (to < from) {
      violations.push({
        ...edge,
        message:
          layers[to].importedMessage ??
          layers[from].upMessage ??
          "imports a layer above its own (a back arrow)",
      });
    } else if (to === from && layers[from].peers !== "allowed") {
      violations.push({
        ...edge,
        message: layers[from].peerMessage ?? "imports another module of its own layer",
      });
    } else if (
      to === from &&
      layers[from].acyclic &&
      reaches(counted, project, edge.toModule, edge.fromModule)
    ) {
      violations.push({
        ...edge,
        message: `closes a cycle: '${edge.toModule}' imports '${edge.fromModule}' back`,
      });
    }
  }
  return violations;
}

const isAllowed = (project, edge) => (project.allowed ?? []).some((rule) => edgeMatches(rule, edge));

/** Whether module `start` reaches module `goal` over module edges that stay within one layer. */
function reaches(graph, project, start, goal) {
  const next = new Map();
  for (const e of moduleEdges(graph, project)) {
    if (layerOf(e.from, project.layers) !== layerOf(e.to, project.layers)) continue;
    if (!next.has(e.from)) next.set(e.from, []);
    next.get(e.from).push(e.to);
  }
  const seen = new Set([start]);
  const queue = [start];
  while (queue.length > 0) {
    const m = queue.shift();
    if (m === goal) return true;
    for (const n of next.get(m) ?? []) {
      if (!seen.has(n)) {
        seen.add(n);
        queue.push(n);
      }
    }
  }
  return false;
}

/**
 * Module-level edges with how many file imports each carries, sorted. `production` leaves out the
 * imports made by test files (`testFiles` in the rules); `exception` marks an edge every import of
 * which an `allowed` entry excuses.
 */
export function moduleEdges(graph, project, { production = false } = {}) {
  const counts = new Map();
  for (const raw of graph.edges) {
    if (production && project.testFiles && matches(project.testFiles, raw.from)) continue;
    const edge = {
      ...raw,
      fromModule: moduleOf(raw.from, project.modules),
      toModule: moduleOf(raw.to, project.modules),
    };
    if (edge.fromModule === null || edge.toModule === null || edge.fromModule === edge.toModule) continue;
    const key = `${edge.fromModule}\t${edge.toModule}`;
    const entry = counts.get(key) ?? { count: 0, excused: 0 };
    entry.count++;
    if (isAllowed(project, edge)) entry.excused++;
    counts.set(key, entry);
  }
  return [...counts]
    .map(([key, { count, excused }]) => {
      const [from, to] = key.split("\t");
      return { from, to, count, exception: excused === count };
    })
    .sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
}

/** A Mermaid flowchart of the module graph, one subgraph per layer, top layer first. */
export function mermaid(graph, project) {
  const edges = moduleEdges(graph, project, { production: true });
  const modules = [...new Set(graph.files.map((f) => moduleOf(f, project.modules)).filter(Boolean))].sort();
  const id = (m) => `${project.name}_${m.replace(/[^A-Za-z0-9]/g, "_")}`;
  const lines = ["flowchart TD"];
  (project.layers ?? []).forEach((layer, i) => {
    lines.push(`  subgraph ${project.name}_layer${i}["${layer.name}"]`);
    for (const m of modules) if (layerOf(m, project.layers) === i) lines.push(`    ${id(m)}["${m}"]`);
    lines.push("  end");
  });
  for (const e of edges) {
    const arrow = e.exception ? `-. ${e.count} exception .->` : `-->|${e.count}|`;
    lines.push(`  ${id(e.from)} ${arrow} ${id(e.to)}`);
  }
  return lines.join("\n");
}
