// @vitest-environment node
// The JavaScript budget of every route (issue 19), measured on a production build: what the browser downloads
// on the wire (brotli, as the server sends it) for the first visit to /login, and what each other screen adds
// beyond the shared shell. Fails when a route passes its budget.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants } from "node:zlib";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROUTE_TABLE_FILE, type RouteTableReport } from "../../route-table-plugin";
import { SCREENS, SHELLS, screenModules } from "./route-table";

const KiB = 1024;
const LOGIN_BUDGET = 110 * KiB;
const ROUTE_BUDGET = 100 * KiB;
/**
 * Script files a first visit to a common signed-in screen (or an initiative's) downloads: ten, and on an
 * initiative's page the early entry (decision 056), a file of a few dozen bytes the page names async.
 */
const MAX_SIGNED_IN_FILES = 11;
const webRoot = fileURLToPath(new URL("../..", import.meta.url));
const screenAt = (path: string) => SCREENS.find((screen) => screen.path === path)!;
const LOGIN = screenAt("/login").module;
/** The shell every signed-in screen shares: the data layout (query client) and the protected layout (sidebar). */
const SHELL_LAYOUTS = [SHELLS.data.module, SHELLS.protected.module];
const DETAIL = screenAt("/initiative/:id").module;
/** Strings that only the markdown stack's code holds: marked's bug-report link, remark-parse's option names. */
const MARKDOWN_MARKERS = ["markedjs/marked", "micromarkExtensions"];
/**
 * What an initiative's screen does not download before it first paints (decisions 050, 054), each by strings only
 * its code holds: the markdown renderer, sonner (the toaster), the cards' inlined art (home and the list), the
 * task table, the schedule.
 */
const LATER_MARKERS: Record<string, string[]> = {
  "the markdown renderer": MARKDOWN_MARKERS,
  "the toaster": ["data-sonner-toaster"],
  "the cards' art": ["data:image/svg+xml"],
  "the task table": ["Owner to be decided"],
  "the schedule": ["gantt"],
};

let outDir: string;
/** Per lazily loaded module: the chunk files a first visit downloads for it (written by the build). */
let routeChunks: Record<string, string[]>;
/** Per client path: the chunks beyond the entry's that the server names in its page. */
let pathChunks: RouteTableReport["paths"];
/** The early entry the server names in the page of an initiative. */
let earlyEntry: string | undefined;

/** Bytes on the wire: the server sends the pre-compressed brotli file for assets over 1 KiB (compress-dist.mjs). */
const sizes = new Map<string, number>();
function wireBytes(file: string): number {
  const known = sizes.get(file);
  if (known !== undefined) return known;
  const data = readFileSync(join(outDir, file));
  const bytes =
    data.length <= KiB
      ? data.length
      : brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  sizes.set(file, bytes);
  return bytes;
}

/** The chunk holding a module and every chunk it imports statically: what loading it downloads. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  const files = routeChunks[key];
  if (!files) throw new Error(`${key} is not in ${ROUTE_TABLE_FILE}`);
  for (const file of files) seen.add(file);
  return seen;
}

const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + wireBytes(file), 0);
const kib = (bytes: number) => `${(bytes / KiB).toFixed(1)} KiB`;

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), "web-budget-"));
  // Vitest sets NODE_ENV=test, which would build React's development bundle.
  // biome-ignore lint/style/noProcessEnv: the build this test measures must run as production.
  const env = process.env;
  const nodeEnv = env.NODE_ENV;
  env.NODE_ENV = "production";
  try {
    await build({
      root: webRoot,
      mode: "production",
      configFile: join(webRoot, "vite.config.ts"),
      logLevel: "error",
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    env.NODE_ENV = nodeEnv;
  }
  const report = JSON.parse(readFileSync(join(outDir, ROUTE_TABLE_FILE), "utf8")) as RouteTableReport;
  routeChunks = report.modules;
  pathChunks = report.paths;
  earlyEntry = report.early;
}, 120_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

describe("JavaScript budget per route", () => {
  it(`/login downloads at most ${kib(LOGIN_BUDGET)} of JavaScript`, () => {
    const files = closure("index.html", closure(LOGIN));
    const bytes = sum(files);
    console.info(`/login: ${kib(bytes)} of JavaScript in ${files.size} files (budget ${kib(LOGIN_BUDGET)})`);
    expect(
      bytes,
      `/login: ${kib(bytes)} in ${files.size} files: ${[...files].join(", ")}`,
    ).toBeLessThanOrEqual(LOGIN_BUDGET);
  }, 60_000);

  it(`every other screen adds at most ${kib(ROUTE_BUDGET)} beyond the shared shell`, () => {
    const shell = closure("index.html");
    for (const layout of SHELL_LAYOUTS) closure(layout, shell);
    const screens = Object.keys(routeChunks).filter((key) => key.includes("/routes/"));
    expect(screens.length).toBeGreaterThanOrEqual(10);
    const report = screens.map((key) => {
      const own = [...closure(key)].filter((file) => !shell.has(file));
      return { key, bytes: sum(own) };
    });
    console.info(
      `shell of signed-in screens: ${kib(sum(shell))}; each screen's own JavaScript:\n${report
        .map((screen) => `  ${screen.key}: ${kib(screen.bytes)}`)
        .join("\n")}`,
    );
    const over = report.filter((screen) => screen.bytes > ROUTE_BUDGET);
    expect(over.map((screen) => `${screen.key}: ${kib(screen.bytes)}`)).toEqual([]);
  }, 60_000);

  // Each file costs a phone on a slow network a round trip per batch of six (decision 049): the common
  // signed-in screens come in one chunk, what other screens share in another (decision 053), and the page names
  // every file a path needs.
  it.each(["/", "/initiatives", "/initiative/:id"])(
    `%s downloads at most ${MAX_SIGNED_IN_FILES} script files`,
    (path) => {
      const files = closure("index.html");
      const named = pathChunks[path]?.preload ?? [];
      for (const file of named) files.add(file);
      if (pathChunks[path]?.firstGets && earlyEntry) files.add(earlyEntry);
      const needed = new Set<string>();
      for (const module of screenModules(screenAt(path))) closure(module, needed);
      expect(needed.size).toBeGreaterThan(0);
      for (const file of needed) expect(files, `${file} is needed but not named in the page`).toContain(file);
      expect(files.size, [...files].join(", ")).toBeLessThanOrEqual(MAX_SIGNED_IN_FILES);
    },
  );

  // An initiative's screen opens on an empty plan, a task table or the schedule as often as on a plan: the
  // renderer (marked, micromark, the sanitiser) loads when a plan is first shown (decision 050). The toaster, the
  // cards' art, the task table and the schedule load when first needed (decision 054).
  it.each(Object.entries(LATER_MARKERS))("an initiative's screen starts without %s", (_name, markers) => {
    const holds = (file: string) => {
      const code = readFileSync(join(outDir, file), "utf8");
      return markers.some((marker) => code.includes(marker));
    };
    const scripts = readdirSync(join(outDir, "assets"))
      .filter((file) => file.endsWith(".js"))
      .map((file) => `assets/${file}`);
    // The markers are real: the build holds the code, in chunks of its own.
    expect(scripts.filter(holds).length).toBeGreaterThan(0);
    const atStart = closure(DETAIL, closure("index.html"));
    for (const layout of SHELL_LAYOUTS) closure(layout, atStart);
    expect([...atStart].filter(holds)).toEqual([]);
  });

  // Decisions 052 and 055: zod, then the contract's schemas, then the screen, each evaluated in a task of its
  // own. That holds only while they are chunks of their own, and /login must not pay for the contract.
  it("zod and the contract's schemas come in chunks of their own, which /login does not download", () => {
    const scripts = readdirSync(join(outDir, "assets")).map((file) => `assets/${file}`);
    const contractChunks = scripts.filter((file) => /^assets\/contract-[\w-]+\.js$/.test(file));
    const zodChunks = scripts.filter((file) => /^assets\/zod-[\w-]+\.js$/.test(file));
    expect(contractChunks).toHaveLength(1);
    expect(zodChunks).toHaveLength(1);
    const home = screenAt("/").module;
    const [homeChunk] = [...closure(home)];
    expect(homeChunk).not.toBe(contractChunks[0]);
    expect([...closure(home)]).toEqual(expect.arrayContaining([...contractChunks, ...zodChunks]));
    expect([...closure(LOGIN, closure("index.html"))]).not.toContain(contractChunks[0]);
  });

  // Decision 056: the early entry asks for a signed-in screen's first data while the app's code downloads. It may
  // wait for no code the page does not load anyway, and for none of React's.
  it("the early entry loads nothing the page does not already load, and no React", () => {
    expect(earlyEntry).toMatch(/^assets\/early-[\w-]+\.js$/);
    const early = readFileSync(join(outDir, earlyEntry!), "utf8");
    const imported = [...early.matchAll(/from\s*"\.\/([\w.-]+\.js)"/g)].map((match) => `assets/${match[1]}`);
    expect(imported.length).toBeGreaterThan(0);
    const atStart = closure("index.html");
    for (const file of imported) {
      expect(atStart, file).toContain(file);
      expect(file).not.toMatch(/^assets\/(react|index)-/);
    }
    expect(wireBytes(earlyEntry!)).toBeLessThan(KiB);
  });
});
