// The import graph of one source folder: every .ts/.tsx file, every import, re-export, dynamic
// import() and vi.mock()/importActual() of a relative or aliased path, resolved to a file.
// Parsing is Oxc's (through Vite's `parseSync`), so type-only imports count like any other.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { parseSync } from "vite";

const SOURCE = /\.(ts|tsx|mts|cts)$/;
const EXTENSIONS = ["", ".ts", ".tsx", ".mts", ".d.ts", "/index.ts", "/index.tsx"];

export function listSources(root) {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === "node_modules" || entry.name === "dist") continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (SOURCE.test(entry.name)) files.push(path);
    }
  };
  walk(root);
  return files.sort();
}

/** The specifiers one source text imports, with the line each sits on. */
export function importsOf(file, text) {
  const lang = file.endsWith("x") ? "tsx" : "ts";
  const parsed = parseSync(file, text, { lang, sourceType: "module" });
  if (parsed.errors.length > 0) {
    throw new Error(`${file}: cannot parse: ${parsed.errors[0].message}`);
  }
  const found = [];
  const add = (value, start) => found.push({ specifier: value, line: lineAt(text, start) });
  for (const i of parsed.module.staticImports) add(i.moduleRequest.value, i.moduleRequest.start);
  for (const e of parsed.module.staticExports) {
    for (const entry of e.entries)
      if (entry.moduleRequest) add(entry.moduleRequest.value, entry.moduleRequest.start);
  }
  for (const d of parsed.module.dynamicImports) {
    const literal = stringLiteral(text.slice(d.moduleRequest.start, d.moduleRequest.end));
    if (literal !== null) add(literal, d.moduleRequest.start);
  }
  // Test doubles name modules too: vi.mock("../x"), vi.importActual("../x"), import("../x") in types.
  for (const m of text.matchAll(
    /\b(?:vi\.(?:mock|doMock|importActual)|typeof import)\(\s*(["'])([^"'\n]+)\1/g,
  )) {
    add(m[2], m.index);
  }
  return found;
}

function stringLiteral(source) {
  const m = /^\s*(["'`])([^"'`$]*)\1\s*$/.exec(source);
  return m ? m[2] : null;
}

function lineAt(text, offset) {
  let line = 1;
  for (let i = 0; i < offset; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** Resolve a specifier from `fromFile` to an absolute file path, or null when it is a package. */
export function resolveSpecifier(specifier, fromFile, aliases) {
  let base = null;
  if (specifier.startsWith("./") || specifier.startsWith("../")) base = resolve(dirname(fromFile), specifier);
  else {
    for (const [prefix, target] of Object.entries(aliases)) {
      if (specifier.startsWith(prefix)) base = resolve(target, specifier.slice(prefix.length));
    }
  }
  if (base === null) return null;
  base = base.split("?")[0];
  const candidates = [base, base.replace(/\.js$/, ".ts"), base.replace(/\.js$/, ".tsx")];
  for (const candidate of candidates) {
    for (const ext of EXTENSIONS) {
      const path = candidate + ext;
      if (existsSync(path) && statSync(path).isFile()) return path;
    }
  }
  return base; // an unresolved local path still names its folder, which is what the rules check
}

/**
 * Every edge of one project: { from, to, specifier, line } with `from`/`to` relative to the root
 * ('/'-separated). Imports that leave the root (packages, the contract) are left out.
 */
export function buildGraph({ root, aliases = {} }) {
  const absRoot = resolve(root);
  const absAliases = Object.fromEntries(Object.entries(aliases).map(([k, v]) => [k, resolve(absRoot, v)]));
  const files = listSources(absRoot);
  const edges = [];
  for (const file of files) {
    for (const { specifier, line } of importsOf(file, readFileSync(file, "utf8"))) {
      const target = resolveSpecifier(specifier, file, absAliases);
      if (target === null) continue;
      const to = relative(absRoot, target);
      if (to.startsWith("..")) continue;
      edges.push({ from: toPosix(relative(absRoot, file)), to: toPosix(to), specifier, line });
    }
  }
  return { files: files.map((f) => toPosix(relative(absRoot, f))), edges };
}

const toPosix = (path) => path.split(sep).join("/");
